// The task page while a task runs, fails or cannot be read: its views and its polling.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { makeCompletedTask, makeTask, TASK_ID } from '../../test/fixtures';
import { makeHost, renderScreen } from '../../test/render';
import TaskPage from './task-page';
import {
  advance,
  fakeServer,
  renderTaskPage,
  setupTaskPageTests,
  TASK_PATH,
} from './test/task-page-test-kit';

setupTaskPageTests();

describe('task page views (SPEC §2, §4)', () => {
  it("shows the loading view, then the task, with 'Back to Home' to /", async () => {
    fakeServer({ task: () => makeTask({ status: 'pending' }) });
    renderTaskPage();
    expect(screen.getByText('Loading task...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    await advance(0);
    expect(screen.queryByText('Loading task...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Extraction queued' })).toBeTruthy();
  });

  it('shows the processing view with the named steps', async () => {
    fakeServer({
      task: () =>
        makeTask({
          status: 'extracting',
          current_stage: 'extraction',
          stages: [
            {
              stage: 'preview',
              started_at: '',
              finished_at: '',
              ms: 10,
              tokens: 0,
              outcome: 'next',
            },
          ],
        }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Extracting the article' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Preview: done',
      'Extract: in progress',
      'Clean: waiting',
      'Resolve: waiting',
      'Analyze: waiting',
    ]);
  });

  it('polls every 2 s until completed, then stops', async () => {
    const answers = [
      makeTask({ status: 'pending' }),
      makeTask({ status: 'processing' }),
      makeCompletedTask(),
    ];
    const server = fakeServer({ task: () => answers.shift() ?? makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    expect(server.count('GET', TASK_PATH)).toBe(1);
    await advance(1_999);
    expect(server.count('GET', TASK_PATH)).toBe(1);
    await advance(1);
    expect(server.count('GET', TASK_PATH)).toBe(2);
    expect(screen.getByRole('heading', { name: 'Extracting the article' })).toBeTruthy();
    await advance(2_000);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Council approves Harbourline light rail' }),
    ).toBeTruthy();
    const reads = server.calls.filter((c) => c.path === TASK_PATH).length;
    await advance(10_000);
    expect(server.calls.filter((c) => c.path === TASK_PATH)).toHaveLength(reads);
  });

  it("shows a failed task's error and stops polling", async () => {
    const server = fakeServer({
      task: () => makeTask({ status: 'failed', error: 'The site could not be found.' }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Extraction failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The site could not be found.');
    await advance(10_000);
    expect(server.count('GET', TASK_PATH)).toBe(1);
  });

  // What the server answers for an unknown task (404), for an id that is not a UUID (its validator's text)
  // and for one too long for a path segment (its router's text).
  it.each([
    ['an unknown id', TASK_ID, 404, 'Task not found'],
    ['a malformed id', 'abc', 400, 'Invalid path parameter taskId: Invalid UUID'],
    ['an id with a space and a slash', 'a b/../c', 400, 'Invalid path parameter taskId: Invalid UUID'],
    ['a very long id', 'a'.repeat(3000), 400, 'Invalid path: a path segment is too long'],
  ])(
    "says 'Task not found' for %s, never the server's text, and offers to submit again instead of Try again",
    async (_, taskId, status, error) => {
      const server = mockFetch(() => ({ status, body: { error } }));
      renderScreen(<TaskPage host={makeHost()} taskId={taskId} />, {
        path: `/result/${encodeURIComponent(taskId)}`,
        routePath: '/result/:taskId',
      });
      await advance(0);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: 'Task not found' })).toBeTruthy();
      expect(alert.textContent).not.toMatch(/Invalid|UUID|parameter|segment|Failed/);
      expect(within(alert).getByText(/The link may be mistyped or cut short/)).toBeTruthy();
      expect(within(alert).getByRole('link', { name: 'Submit evidence' }).getAttribute('href')).toBe('/app');
      expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByText('Failed to fetch task status')).toBeNull();
      // Asked once, for the id as one path segment, and not again: asking again cannot help.
      await advance(10_000);
      expect(server.calls.map((c) => c.path)).toEqual([`/api/task/${encodeURIComponent(taskId)}`]);
    },
  );

  it('keeps Try again for a failure that asking again may mend', async () => {
    let calls = 0;
    fakeServer({
      task: () =>
        ++calls === 1
          ? { status: 503, body: { error: 'Database unavailable' } }
          : makeTask({ status: 'pending' }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Failed to fetch task status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Extraction queued' })).toBeTruthy();
  });

  it("says 'Unknown error' for a failed task without a reason", async () => {
    fakeServer({ task: () => makeTask({ status: 'failed', error: null }) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
  });

  it("says 'Failed to fetch task status' when the task cannot be read, and recovers on a later poll", async () => {
    let down = true;
    fakeServer({ task: () => (down ? 'network-error' : makeTask({ status: 'pending' })) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Failed to fetch task status')).toBeTruthy();
    down = false;
    await advance(2_000);
    expect(screen.queryByText('Failed to fetch task status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Extraction queued' })).toBeTruthy();
  });

  it('announces the status politely', async () => {
    fakeServer({ task: () => makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Extraction completed', { selector: '[role="status"]' })).toBeTruthy();
  });
});
