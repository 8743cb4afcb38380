// Clean and Semantize on the completed task page: their requests, polling and time-outs.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCleanResult, makeCompletedTask } from '../../test/fixtures';
import {
  advance,
  fakeServer,
  renderTaskPage,
  SEMANTIC_DATA,
  setupTaskPageTests,
  TASK_PATH,
} from './test/task-page-test-kit';

setupTaskPageTests();

describe('Clean and Semantize (SPEC §4, §8, §9)', () => {
  const uncleaned = () => makeCompletedTask({ clean_result: null, semantic_data: null });

  function actionReads(server: ReturnType<typeof fakeServer>) {
    return server.calls.filter((c) => c.method === 'GET' && c.path === TASK_PATH).length - 1;
  }

  it('opens Semantize once cleaning succeeded: Clean posts, then polls every second', async () => {
    let cleaned = false;
    const server = fakeServer({
      task: () => (cleaned ? makeCompletedTask({ semantic_data: null }) : uncleaned()),
      clean: () => {
        cleaned = true;
        return { body: { success: true, clean_result: makeCleanResult() } };
      },
    });
    renderTaskPage();
    await advance(0);
    const semantize = () => screen.getByRole('button', { name: 'Semantize' }) as HTMLButtonElement;
    expect(semantize().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(0);
    expect(server.count('POST', `${TASK_PATH}/clean`)).toBe(1);
    expect(actionReads(server)).toBe(0);
    await advance(1_000);
    expect(actionReads(server)).toBe(1);
    expect(semantize().disabled).toBe(false);
    expect(screen.getByText('Content cleaned')).toBeTruthy();
  });

  it("says 'Content too short to clean' and keeps Semantize closed", async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({
          clean_result: makeCleanResult({
            is_valid: false,
            message: 'Content too short to clean',
            flags: ['too_short'],
          }),
        }),
    });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(1_000);
    expect(screen.getByText('Content too short to clean', { selector: '[role="alert"]' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Semantize' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [
      "the server's error",
      { status: 409, body: { error: 'The article is still being extracted' } },
      'The article is still being extracted',
    ],
    ['a network failure', 'network-error' as const, 'Failed to clean content'],
    ['a server failure', { status: 500, body: { error: 'boom' } }, 'Failed to clean content'],
  ])('shows %s when Clean fails', async (_, reply, message) => {
    const server = fakeServer({ task: uncleaned, clean: () => reply });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(0);
    expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(0);
  });

  it("gives up cleaning after 30 tries: 'Cleaning timed out - please refresh the page'", async () => {
    const server = fakeServer({ task: uncleaned });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(29_000);
    expect(actionReads(server)).toBe(29);
    expect(screen.queryByText('Cleaning timed out - please refresh the page')).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(30);
    expect(screen.getByText('Cleaning timed out - please refresh the page')).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(30);
  });

  it('semantizes: first poll after 2 s, then every second, and shows the analysis', async () => {
    let reads = 0;
    const server = fakeServer({
      task: () => {
        reads += 1;
        // The page's own read, then two empty action polls, then the analysis.
        return reads >= 4 ? makeCompletedTask({ semantic_data: SEMANTIC_DATA }) : makeCompletedTask();
      },
    });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(0);
    expect(server.count('POST', `${TASK_PATH}/semantize`)).toBe(1);
    await advance(1_999);
    expect(actionReads(server)).toBe(0);
    await advance(1);
    expect(actionReads(server)).toBe(1);
    await advance(1_000);
    expect(actionReads(server)).toBe(2);
    expect(screen.queryByRole('region', { name: 'Semantic analysis' })).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(3);
    expect(screen.getByRole('region', { name: 'Semantic analysis' })).toBeTruthy();
    expect(screen.getByText('Semantic analysis ready')).toBeTruthy();
  });

  it("gives up semantizing after 60 tries: 'Semantization timed out - please refresh the page'", async () => {
    const server = fakeServer({ task: () => makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(2_000 + 58_000);
    expect(actionReads(server)).toBe(59);
    expect(screen.queryByText('Semantization timed out - please refresh the page')).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(60);
    expect(screen.getByText('Semantization timed out - please refresh the page')).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(60);
  });

  it.each([
    [
      "the server's error",
      { status: 409, body: { error: 'Content too short to analyse' } },
      'Content too short to analyse',
    ],
    ['a network failure', 'network-error' as const, 'Failed to semantize content'],
  ])('shows %s when Semantize fails', async (_, reply, message) => {
    fakeServer({ task: () => makeCompletedTask(), semantize: () => reply });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(0);
    expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('stops polling when the page is left', async () => {
    const server = fakeServer({ task: uncleaned });
    const view = renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(3_000);
    view.unmount();
    const reads = server.calls.length;
    await advance(10_000);
    expect(server.calls).toHaveLength(reads);
  });
});
