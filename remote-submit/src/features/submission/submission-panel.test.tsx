import type { CheckResponse, TaskResponse } from '@cairn/shared/contracts/tasks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetch-mock';
import {
  makeCompletedTask,
  makePreviewMeta,
  makeResult,
  makeStoryMatch,
  makeTask,
  OTHER_USER_ID,
  STORY_ID,
  TASK_ID,
  USER_ID,
} from '../../test/fixtures';
import { makeHost, renderScreen } from '../../test/render';
import { newSubmission, type Submission } from './model/submission';
import { SUBMISSIONS_STORAGE_KEY } from './model/submission-storage';
import SubmissionPanel from './submission-panel';

const ARTICLE_URL = 'https://gazette.example/news/harbourline';
const LONG_TEXT = `Harbour vote delayed\n${Array.from({ length: 35 }, (_, i) => `word${i}`).join(' ')}`;
const CACHED_TASK_ID = '55555555-5555-4555-8555-555555555555';

const NO_CACHE: CheckResponse = { cache_hit: false, task_id: null, result: null, semantic_data: null };

interface ServerOptions {
  check?: (request: MockRequest) => MockReply;
  seed?: (request: MockRequest) => MockReply;
  task?: (request: MockRequest) => TaskResponse | MockReply;
}

/** The API as the panel sees it; each route answers what the test says. */
function fakeServer({ check, seed, task }: ServerOptions = {}) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/check')
      return check ? check(request) : { body: NO_CACHE };
    if (request.method === 'POST' && request.path === '/api/seed') {
      return seed
        ? seed(request)
        : { status: 202, body: { task_id: TASK_ID, status: 'pending', user_id: USER_ID, cache_hit: false } };
    }
    if (request.method === 'GET' && request.path.startsWith('/api/task/')) {
      const answer = task ? task(request) : makeTask({ status: 'extracting' });
      return answer === 'network-error' || !('task_id' in answer) ? answer : { body: answer };
    }
    throw new Error(`Unexpected request ${request.method} ${request.path}`);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function textbox() {
  return screen.getByRole('textbox', { name: 'Submit evidence' });
}

function typeInput(value: string) {
  fireEvent.change(textbox(), { target: { value } });
}

/** Types and presses Enter, then lets the requests answer. */
async function submitInput(value: string) {
  typeInput(value);
  fireEvent.keyDown(textbox(), { key: 'Enter' });
  await advance(0);
}

function submissionsList() {
  return within(screen.getByRole('region', { name: 'Your Submissions' }));
}

function storedSubmissions(): Submission[] {
  return JSON.parse(localStorage.getItem(SUBMISSIONS_STORAGE_KEY) ?? '[]');
}

function renderPanel(host = makeHost()) {
  return { host, ...renderScreen(<SubmissionPanel host={host} />) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    expect(screen.getByRole('alert').textContent).toBe('Please submit a valid news article URL');
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

describe('user id (SPEC §6)', () => {
  it('adopts a different user_id returned by the seed', async () => {
    fakeServer({
      seed: () => ({ status: 202, body: { task_id: TASK_ID, status: 'pending', user_id: OTHER_USER_ID } }),
    });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    expect(host.adoptUserId).toHaveBeenCalledWith(OTHER_USER_ID);
  });

  it('adopts a different user_id reported by a polled task', async () => {
    fakeServer({ task: () => makeTask({ status: 'extracting', user_id: OTHER_USER_ID }) });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    expect(host.adoptUserId).not.toHaveBeenCalled();
    await advance(1_000);
    expect(host.adoptUserId).toHaveBeenCalledWith(OTHER_USER_ID);
  });

  it('adopts nothing when the server agrees', async () => {
    fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(2_000);
    expect(host.adoptUserId).not.toHaveBeenCalled();
  });
});
