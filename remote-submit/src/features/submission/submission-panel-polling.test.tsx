// The submission panel polling a task: status texts, final states, time-outs and announcements.
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeCompletedTask,
  makePreviewMeta,
  makeStoryMatch,
  makeTask,
  STORY_ID,
  TASK_ID,
  USER_ID,
} from '../../test/fixtures';
import {
  ARTICLE_URL,
  advance,
  fakeServer,
  renderPanel,
  setupSubmissionPanelTests,
  submissionsList,
  submitInput,
} from './test/submission-panel-test-kit';

setupSubmissionPanelTests();

describe('polling (SPEC §4, §9)', () => {
  it('polls the task every second and shows each status text', async () => {
    const answers: TaskResponse[] = [
      makeTask({ status: 'pending' }),
      makeTask({ status: 'extracting', preview_meta: makePreviewMeta() }),
      makeCompletedTask({ story_match: makeStoryMatch({ is_new: true }) }),
    ];
    const server = fakeServer({ task: () => answers.shift() ?? makeCompletedTask() });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(submissionsList().getByText('Queued...')).toBeTruthy();

    await advance(999);
    expect(server.count('GET', '/api/task/')).toBe(0);
    await advance(1);
    expect(server.count('GET', '/api/task/')).toBe(1);
    expect(server.calls.at(-1)?.headers['x-user-id']).toBe(USER_ID);

    await advance(1_000);
    expect(submissionsList().getByText('Matching stories...')).toBeTruthy();
    // The preview arrived: url, title, description, thumbnail, site name, author, favicon.
    expect(submissionsList().getByText('Council approves Harbourline light rail')).toBeTruthy();
    expect(submissionsList().getByText('Port Aldous Gazette')).toBeTruthy();
    expect(submissionsList().getByText('By Daniel Osei')).toBeTruthy();
    expect(submissionsList().getByText(ARTICLE_URL)).toBeTruthy();
    const images = submissionsList()
      .getAllByRole('presentation')
      .map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://gazette.example/image.jpg', 'https://gazette.example/favicon.ico']);

    await advance(1_000);
    expect(submissionsList().getByText('No match found, new story emerging...')).toBeTruthy();
    expect(submissionsList().getByRole('button', { name: 'View Story' })).toBeTruthy();

    // Completed with a story match is final.
    await advance(10_000);
    expect(server.count('GET', '/api/task/')).toBe(3);
  });

  it("stops at completed without a match and says 'Story matching not available yet'", async () => {
    const server = fakeServer({ task: () => makeCompletedTask() });
    renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    expect(submissionsList().getByText('Extraction completed')).toBeTruthy();
    expect(submissionsList().getByText('Story matching not available yet')).toBeTruthy();
    await advance(5_000);
    expect(server.count('GET', '/api/task/')).toBe(1);
  });

  it('stops at blocked with its message', async () => {
    const server = fakeServer({ task: () => makeTask({ status: 'blocked', error: 'Paywall' }) });
    renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    expect(submissionsList().getByText('Unable to access (paywall or blocked)')).toBeTruthy();
    expect(submissionsList().getByText('Unable to access this article (paywall or blocked)')).toBeTruthy();
    await advance(5_000);
    expect(server.count('GET', '/api/task/')).toBe(1);
  });

  it("stops at failed, showing 'Extraction failed' and the server's reason", async () => {
    const server = fakeServer({
      task: () => makeTask({ status: 'failed', error: 'The site could not be found.' }),
    });
    renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    expect(submissionsList().getByText('Extraction failed')).toBeTruthy();
    expect(submissionsList().getByText('The site could not be found.')).toBeTruthy();
    await advance(5_000);
    expect(server.count('GET', '/api/task/')).toBe(1);
  });

  it('warns at poll 60 and times out at poll 120, then stops', async () => {
    const server = fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    renderPanel();
    await submitInput(ARTICLE_URL);

    await advance(59_000);
    expect(server.count('GET', '/api/task/')).toBe(59);
    expect(screen.queryByText('Extraction taking longer than usual... still processing')).toBeNull();
    await advance(1_000);
    expect(
      submissionsList().getByText('Extraction taking longer than usual... still processing'),
    ).toBeTruthy();
    expect(submissionsList().getByText('Matching stories...')).toBeTruthy();

    await advance(59_000);
    expect(server.count('GET', '/api/task/')).toBe(119);
    expect(submissionsList().getByText('Matching stories...')).toBeTruthy();
    await advance(1_000);
    expect(submissionsList().getByText('Extraction failed')).toBeTruthy();
    expect(submissionsList().getByText('Extraction timeout - please try again or check URL')).toBeTruthy();

    await advance(10_000);
    expect(server.count('GET', '/api/task/')).toBe(120);
  });

  it('counts a failed poll and keeps polling', async () => {
    let first = true;
    const server = fakeServer({
      task: () => {
        if (first) {
          first = false;
          return 'network-error';
        }
        return makeCompletedTask({ story_match: makeStoryMatch() });
      },
    });
    renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    expect(submissionsList().getByText('Queued...')).toBeTruthy();
    await advance(1_000);
    expect(submissionsList().getByText('Found related story (87% match)')).toBeTruthy();
    expect(server.count('GET', '/api/task/')).toBe(2);
  });

  it('announces progress in a polite live region', async () => {
    fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    renderPanel();
    const region = screen.getByTestId('progress-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await submitInput(ARTICLE_URL);
    expect(region.textContent).toBe(`${ARTICLE_URL}: Queued...`);
    await advance(1_000);
    expect(region.textContent).toBe(`${ARTICLE_URL}: Matching stories...`);
  });

  it("opens the story with 'View Story' and links the task page", async () => {
    fakeServer({ task: () => makeCompletedTask({ story_match: makeStoryMatch() }) });
    renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    expect(
      submissionsList()
        .getByRole('link', { name: /Extraction details/ })
        .getAttribute('href'),
    ).toBe(`/result/${TASK_ID}`);
    fireEvent.click(submissionsList().getByRole('button', { name: 'View Story' }));
    expect(screen.getByText(`Story page ${STORY_ID}`)).toBeTruthy();
  });
});
