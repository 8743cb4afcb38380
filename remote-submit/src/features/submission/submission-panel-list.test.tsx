// 'Your Submissions' of the submission panel: the list, its storage across reloads, and card images.
import type { CheckResponse } from '@cairn/shared/contracts/tasks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompletedTask, makePreviewMeta, makeResult, makeTask, TASK_ID } from '../../test/fixtures';
import { newSubmission, type Submission } from './model/submission';
import { SUBMISSIONS_STORAGE_KEY } from './model/submission-storage';
import {
  ARTICLE_URL,
  advance,
  CACHED_TASK_ID,
  fakeServer,
  renderPanel,
  setupSubmissionPanelTests,
  storedSubmissions,
  submissionsList,
  submitInput,
} from './test/submission-panel-test-kit';

setupSubmissionPanelTests();

describe("'Your Submissions' (SPEC §2, §9)", () => {
  function storeCompleted(count: number) {
    const list = Array.from({ length: count }, (_, i) => ({
      ...newSubmission({
        id: `s${i}`,
        input: `https://site.example/article-${i}`,
        taskId: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, count - i)).toISOString(),
        status: 'completed',
      }),
    }));
    localStorage.setItem(SUBMISSIONS_STORAGE_KEY, JSON.stringify(list));
  }

  it("shows the 5 latest and 'Showing 5 of {n} submissions' when there are more", () => {
    fakeServer();
    storeCompleted(7);
    renderPanel();
    const items = submissionsList().getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('article-0');
    expect(screen.getByText('Showing 5 of 7 submissions')).toBeTruthy();
  });

  it('says nothing about a count with 5 or fewer', () => {
    fakeServer();
    storeCompleted(5);
    renderPanel();
    expect(submissionsList().getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText(/Showing 5 of/)).toBeNull();
  });

  it('puts a new submission first', async () => {
    fakeServer();
    storeCompleted(6);
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(submissionsList().getAllByRole('listitem')[0]?.textContent).toContain('Queued...');
    expect(screen.getByText('Showing 5 of 7 submissions')).toBeTruthy();
  });

  it('keeps submissions across reloads and resumes polling the unfinished ones', async () => {
    const server = fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    const first = renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(1_000);
    first.unmount();
    expect(storedSubmissions()).toMatchObject([{ taskId: TASK_ID, status: 'extracting', polls: 1 }]);

    // The panel is gone: nothing polls.
    await advance(5_000);
    expect(server.count('GET', '/api/task/')).toBe(1);

    renderPanel();
    expect(submissionsList().getByText('Matching stories...')).toBeTruthy();
    await advance(1_000);
    expect(server.count('GET', '/api/task/')).toBe(2);
    expect(storedSubmissions()[0]?.polls).toBe(2);
  });

  it('keeps counting polls across a reload, so the timeout still comes at poll 120', async () => {
    const stored = {
      ...newSubmission({ id: 's', input: ARTICLE_URL, taskId: TASK_ID, createdAt: '' }),
      polls: 119,
    };
    localStorage.setItem(SUBMISSIONS_STORAGE_KEY, JSON.stringify([stored]));
    fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    renderPanel();
    await advance(1_000);
    expect(submissionsList().getByText('Extraction timeout - please try again or check URL')).toBeTruthy();
  });

  it('ignores unreadable stored data', () => {
    fakeServer();
    localStorage.setItem(SUBMISSIONS_STORAGE_KEY, '{not json');
    renderPanel();
    expect(screen.queryByRole('region', { name: 'Your Submissions' })).toBeNull();
  });
});

describe('images (docs/decisions.md, page metadata URLs)', () => {
  const cardImages = () =>
    submissionsList()
      .queryAllByRole('presentation')
      .map((img) => img.getAttribute('src'));

  it("takes a cached article's thumbnail from the server-checked image_url, never from the raw og:image", async () => {
    fakeServer({
      check: () => ({
        body: {
          cache_hit: true,
          task_id: CACHED_TASK_ID,
          result: makeResult({
            og_metadata: { 'og:image': 'https://gazette.example/raw.jpg' },
            image_url: 'https://gazette.example/lead.jpg',
          }),
          semantic_data: null,
        } satisfies CheckResponse,
      }),
      task: () =>
        makeCompletedTask({
          task_id: CACHED_TASK_ID,
          preview_meta: makePreviewMeta({ thumbnail_url: null, favicon: null }),
        }),
    });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(cardImages()).toEqual(['https://gazette.example/lead.jpg']);
  });

  it('renders no script, data or file image, even from a stored submission', () => {
    fakeServer();
    const stored: Submission = {
      ...newSubmission({ id: 's', input: ARTICLE_URL, taskId: TASK_ID, createdAt: '' }),
      status: 'completed',
      preview: makePreviewMeta({
        thumbnail_url: 'javascript:alert(1)',
        favicon: 'data:image/svg+xml,<svg onload=alert(1)>',
      }),
    };
    localStorage.setItem(SUBMISSIONS_STORAGE_KEY, JSON.stringify([stored]));
    renderPanel();
    expect(submissionsList().getByText('Port Aldous Gazette')).toBeTruthy();
    expect(cardImages()).toEqual([]);
  });
});
