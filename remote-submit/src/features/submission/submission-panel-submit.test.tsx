// The submit box of the submission panel: what it sends, what it refuses, and cache hits.
import type { CheckResponse } from '@cairn/shared/contracts/tasks';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompletedTask, makeResult, makeStoryMatch, OTHER_USER_ID, USER_ID } from '../../test/fixtures';
import {
  ARTICLE_URL,
  advance,
  CACHED_TASK_ID,
  fakeServer,
  LONG_TEXT,
  renderPanel,
  setupSubmissionPanelTests,
  storedSubmissions,
  submissionsList,
  submitInput,
  textbox,
  typeInput,
} from './test/submission-panel-test-kit';

setupSubmissionPanelTests();

describe('submit box (SPEC §2 Home)', () => {
  it("has the placeholder 'Paste news URL, text, or upload file...'", () => {
    fakeServer();
    renderPanel();
    expect(textbox().getAttribute('placeholder')).toBe('Paste news URL, text, or upload file...');
  });

  it('disables Submit while the trimmed input is empty', () => {
    fakeServer();
    renderPanel();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    typeInput('   \n  ');
    expect(submit.disabled).toBe(true);
    typeInput(ARTICLE_URL);
    expect(submit.disabled).toBe(false);
  });

  it('submits on Enter, and Shift+Enter only adds a newline', async () => {
    const server = fakeServer();
    renderPanel();
    typeInput(ARTICLE_URL);
    // Shift+Enter: the browser's default (a newline) is kept and nothing is sent.
    expect(fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true })).toBe(true);
    await advance(0);
    expect(server.calls).toHaveLength(0);
    // Enter: the default is prevented and the submission goes out.
    expect(fireEvent.keyDown(textbox(), { key: 'Enter' })).toBe(false);
    await advance(0);
    expect(server.count('POST', '/api/seed')).toBe(1);
    expect((textbox() as HTMLTextAreaElement).value).toBe('');
  });

  it('submits with the Submit button and keeps the focus in the box', async () => {
    const server = fakeServer();
    renderPanel();
    typeInput(ARTICLE_URL);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.click(submit);
    await advance(0);
    expect(server.count('POST', '/api/seed')).toBe(1);
    expect(document.activeElement).toBe(textbox());
  });

  it("answers the upload stub with 'File upload coming soon!' for the named types, sending nothing", async () => {
    const server = fakeServer();
    renderPanel();
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.png,.jpg,.jpeg,.txt');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'article.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('File upload coming soon!')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Upload file/ })).toBeTruthy();
  });

  it("answers a short text without a link with 'Please submit a valid news article URL', sending nothing", async () => {
    const server = fakeServer();
    renderPanel();
    await submitInput('just a few words here');
    // SPEC §5's words, then why: a pasted text is an article from 30 words.
    expect(screen.getByRole('alert').textContent).toBe(
      'Please submit a valid news article URL A pasted text is read as an article from 30 words; this one has 5 words.',
    );
    expect(screen.getByText('Please submit a valid news article URL', { exact: false })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('seeds a long pasted text directly (no cache lookup) with content, user_id and X-User-Id', async () => {
    const server = fakeServer();
    renderPanel();
    await submitInput(`  ${LONG_TEXT}  `);
    expect(server.count('GET', '/api/check')).toBe(0);
    const seed = server.calls.find((c) => c.path === '/api/seed');
    expect(seed?.body).toEqual({ content: LONG_TEXT, user_id: USER_ID });
    expect(seed?.headers['x-user-id']).toBe(USER_ID);
    expect(submissionsList().getByText('Queued...')).toBeTruthy();
  });

  it('looks a URL up in the cache first, then seeds it; mixed input checks its first link', async () => {
    const server = fakeServer();
    renderPanel();
    await submitInput(`Worth a read: ${ARTICLE_URL} and https://other.example/b`);
    const check = server.calls.find((c) => c.path === '/api/check');
    expect(check?.url.searchParams.get('url')).toBe(ARTICLE_URL);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/check', 'POST /api/seed']);
    expect(server.calls[1]?.body).toMatchObject({
      content: `Worth a read: ${ARTICLE_URL} and https://other.example/b`,
    });
  });

  it('still seeds when the cache lookup fails', async () => {
    const server = fakeServer({ check: () => 'network-error' });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(server.count('POST', '/api/seed')).toBe(1);
    expect(submissionsList().getByText('Queued...')).toBeTruthy();
  });

  it("says 'Failed to create extraction task' when the seed returns no task_id, and keeps the input", async () => {
    fakeServer({ seed: () => ({ status: 202, body: { status: 'pending' } }) });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(screen.getByRole('alert').textContent).toBe('Failed to create extraction task');
    expect((textbox() as HTMLTextAreaElement).value).toBe(ARTICLE_URL);
    expect(screen.queryByRole('region', { name: 'Your Submissions' })).toBeNull();
  });

  it.each([
    ['a network failure', 'network-error' as const],
    ['a server error', { status: 500, body: { error: 'boom' } }],
  ])("says 'Something went wrong. Please try again.' on %s", async (_, reply) => {
    fakeServer({ seed: () => reply });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it("shows the server's own sentence when it refuses the submission (4xx)", async () => {
    fakeServer({ seed: () => ({ status: 400, body: { error: 'This address cannot be fetched.' } }) });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(screen.getByRole('alert').textContent).toBe('This address cannot be fetched.');
  });

  it('says how long to wait when the server limits submissions (429), keeping the input for later', async () => {
    const server = fakeServer({
      seed: () => ({
        status: 429,
        headers: { 'Retry-After': '12' },
        body: {
          error: 'Too many submissions: try again in 12 seconds.',
          detail: { retry_after_seconds: 12 },
        },
      }),
    });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(screen.getByRole('alert').textContent).toBe('Too many submissions: try again in 12 seconds.');
    expect((textbox() as HTMLTextAreaElement).value).toBe(ARTICLE_URL);
    expect(screen.queryByRole('region', { name: 'Your Submissions' })).toBeNull();
    expect(storedSubmissions()).toEqual([]);
    expect(server.count('POST', '/api/seed')).toBe(1);
  });

  it('words a 429 without a sentence (from a proxy) from its Retry-After', async () => {
    fakeServer({ seed: () => ({ status: 429, headers: { 'Retry-After': '30' } }) });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(screen.getByRole('alert').textContent).toBe('Too many requests: try again in 30 seconds.');
  });
});

describe('cache hit (SPEC §4)', () => {
  const cacheHit: CheckResponse = {
    cache_hit: true,
    task_id: CACHED_TASK_ID,
    result: makeResult({ title: 'Cached article' }),
    semantic_data: null,
  };

  it('goes straight to completed with the cache note and shows the story of the cached task', async () => {
    const server = fakeServer({
      check: () => ({ body: cacheHit }),
      task: () =>
        makeCompletedTask({ task_id: CACHED_TASK_ID, user_id: OTHER_USER_ID, story_match: makeStoryMatch() }),
    });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    expect(server.count('POST', '/api/seed')).toBe(0);
    const list = submissionsList();
    expect(list.getByText('Found related story (87% match)')).toBeTruthy();
    expect(list.getByText('Using cached extraction. Story matching will be available soon.')).toBeTruthy();
    expect(list.getByRole('button', { name: 'View Story' })).toBeTruthy();
    expect(list.getByRole('link', { name: /Extraction details/ }).getAttribute('href')).toBe(
      `/result/${CACHED_TASK_ID}`,
    );
    // The cached task is someone else's: its user id is not adopted, and nothing is polled.
    expect(host.adoptUserId).not.toHaveBeenCalled();
    const reads = server.count('GET', '/api/task/');
    await advance(5_000);
    expect(server.count('GET', '/api/task/')).toBe(reads);
  });

  it("reads 'Extraction completed' with the note when the cached task has no story", async () => {
    fakeServer({
      check: () => ({ body: cacheHit }),
      task: () => makeCompletedTask({ task_id: CACHED_TASK_ID }),
    });
    renderPanel();
    await submitInput(ARTICLE_URL);
    expect(submissionsList().getByText('Extraction completed')).toBeTruthy();
    expect(
      submissionsList().getByText('Using cached extraction. Story matching will be available soon.'),
    ).toBeTruthy();
    expect(submissionsList().queryByRole('button', { name: 'View Story' })).toBeNull();
  });
});
