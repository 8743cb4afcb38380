// What the submission panel tests share: a fake API, the clock, the submit box, the stored submissions.
import type { CheckResponse, TaskResponse } from '@cairn/shared/contracts/tasks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { makeTask, TASK_ID, USER_ID } from '../../../test/fixtures';
import { makeHost, renderScreen } from '../../../test/render';
import type { Submission } from '../model/submission';
import { SUBMISSIONS_STORAGE_KEY } from '../model/submission-storage';
import SubmissionPanel from '../submission-panel';

export const ARTICLE_URL = 'https://gazette.example/news/harbourline';

export const LONG_TEXT = `Harbour vote delayed\n${Array.from({ length: 35 }, (_, i) => `word${i}`).join(' ')}`;

export const CACHED_TASK_ID = '55555555-5555-4555-8555-555555555555';

export const NO_CACHE: CheckResponse = { cache_hit: false, task_id: null, result: null, semantic_data: null };

export interface ServerOptions {
  check?: (request: MockRequest) => MockReply;
  seed?: (request: MockRequest) => MockReply;
  task?: (request: MockRequest) => TaskResponse | MockReply;
}

/** The API as the panel sees it; each route answers what the test says. */
export function fakeServer({ check, seed, task }: ServerOptions = {}) {
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

export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function textbox() {
  return screen.getByRole('textbox', { name: 'Submit evidence' });
}

export function typeInput(value: string) {
  fireEvent.change(textbox(), { target: { value } });
}

/** Types and presses Enter, then lets the requests answer. */
export async function submitInput(value: string) {
  typeInput(value);
  fireEvent.keyDown(textbox(), { key: 'Enter' });
  await advance(0);
}

export function submissionsList() {
  return within(screen.getByRole('region', { name: 'Your Submissions' }));
}

export function storedSubmissions(): Submission[] {
  return JSON.parse(localStorage.getItem(SUBMISSIONS_STORAGE_KEY) ?? '[]');
}

export function renderPanel(host = makeHost()) {
  return { host, ...renderScreen(<SubmissionPanel host={host} />) };
}

/** Fake timers, an empty localStorage, a quiet console, and everything restored after each test. */
export function setupSubmissionPanelTests() {
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
}
