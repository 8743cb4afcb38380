// What the task page tests share: a fake API for the task routes, the clock, the screen and sample semantic data.
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { notifyManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { makeCleanResult, makeTaskPreview, TASK_ID } from '../../../test/fixtures';
import { makeHost, renderScreen } from '../../../test/render';
import TaskPage from '../task-page';

export interface ServerOptions {
  task: (request: MockRequest) => TaskResponse | MockReply;
  preview?: () => MockReply;
  clean?: () => MockReply;
  semantize?: () => MockReply;
}

export const TASK_PATH = `/api/task/${TASK_ID}`;

export function fakeServer({ task, preview, clean, semantize }: ServerOptions) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === TASK_PATH) {
      const answer = task(request);
      return answer === 'network-error' || !('task_id' in answer) ? answer : { body: answer };
    }
    if (request.method === 'GET' && request.path === `${TASK_PATH}/preview`) {
      return preview ? preview() : { body: makeTaskPreview() };
    }
    if (request.method === 'POST' && request.path === `${TASK_PATH}/clean`) {
      return clean ? clean() : { body: { success: true, clean_result: makeCleanResult() } };
    }
    if (request.method === 'POST' && request.path === `${TASK_PATH}/semantize`) {
      return semantize ? semantize() : { body: { success: true, semantic_data: {} } };
    }
    throw new Error(`Unexpected request ${request.method} ${request.path}`);
  });
}

export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function renderTaskPage() {
  return renderScreen(<TaskPage host={makeHost()} taskId={TASK_ID} />, {
    path: `/result/${TASK_ID}`,
    routePath: '/result/:taskId',
  });
}

export const SEMANTIC_DATA = {
  gist: 'The council approved the light rail.',
  entities: {
    people: [{ name: 'Theo Lindqvist', role: 'mayor', mentions: ['Theo Lindqvist'], description: 'Mayor' }],
    organizations: [{ name: 'Port Aldous City Council', role: null, mentions: [], description: null }],
    locations: [{ name: 'Old Quay', role: null, mentions: [], description: null }],
  },
  claims: [
    {
      text: 'The council voted 7-4 to approve the line.',
      modality: 'official_fact',
      who: 'Port Aldous City Council',
      where: 'Port Aldous',
      when: { date: '2026-10-20', text: 'Tuesday' },
      evidence_references: [{ quote: 'Council voted 7–4 late Tuesday', start: 0, end: 30 }],
      confidence: 0.8,
    },
    {
      text: 'Traffic has grown by a third, he said.',
      modality: 'reported_claim',
      who: null,
      where: null,
      when: { date: null, text: null },
      evidence_references: [{ quote: 'Traffic has grown by a third, he said.' }],
      confidence: 0.85,
    },
  ],
  excluded_claims: [
    {
      text: 'Much of the money depends on voters.',
      modality: 'official_fact',
      excluded_reason: 'no verifiable content',
    },
  ],
  claims_count: 2,
  excluded_count: 1,
};

/** Fake timers (with TanStack Query notifying on a microtask), a quiet console, and everything restored after each test. */
export function setupTaskPageTests() {
  beforeEach(() => {
    vi.useFakeTimers();
    // TanStack Query hands results to React on a `setTimeout(0)`, which fake timers hold back by a tick;
    // a microtask keeps every timing assertion below on the exact millisecond.
    notifyManager.setScheduler(queueMicrotask);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
