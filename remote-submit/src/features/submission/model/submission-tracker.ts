import { ApiError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { getTask } from '@cairn/shared/data/tasks/get-task';
import type { KeyValueStorage } from '@cairn/shared/storage/safe-storage';
import { applyPoll, FAILED_TEXT, needsPolling, SUBMISSION_POLL_MS, type Submission } from './submission';
import { loadSubmissions, SUBMISSIONS_KEPT, saveSubmissions } from './submission-storage';

/** A poll that hangs (a proxy waiting on a restarting server) must not stall the 1 s cadence for good. */
const POLL_REQUEST_TIMEOUT_MS = 10_000;

function withTimeout(signal: AbortSignal): AbortSignal {
  return typeof AbortSignal.any === 'function' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.any([signal, AbortSignal.timeout(POLL_REQUEST_TIMEOUT_MS)])
    : signal;
}

export interface TrackerDeps {
  storage: KeyValueStorage | undefined;
  /** The current API client (the user id in its header may change while polls run). */
  api: () => ApiClient;
  /** Called with the user_id a polled task reports (SPEC §6: the caller adopts a different one). */
  onTaskUserId: (userId: string) => void;
}

/**
 * 'Your Submissions' and their polling (SPEC §4, §9), outside React so that every poll reads and
 * writes the current list at once, whatever React batches: each unfinished submission is polled every
 * second, one request at a time, and the list is saved to local storage on every change so a reload
 * picks up where it stopped. React reads it through `subscribe`/`getSnapshot`.
 */
export class SubmissionTracker {
  private submissions: Submission[];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly requests = new Map<string, AbortController>();
  private running = false;

  constructor(private readonly deps: TrackerDeps) {
    this.submissions = loadSubmissions(deps.storage);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.submissions;

  /** Starts (or resumes, after a reload) polling every unfinished submission. */
  start() {
    this.running = true;
    for (const submission of this.submissions) {
      if (needsPolling(submission)) this.schedule(submission.id);
    }
  }

  /** Stops every timer and request (the panel unmounted); `start` resumes from the saved counts. */
  stop() {
    this.running = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const request of this.requests.values()) request.abort();
    this.requests.clear();
  }

  add(submission: Submission) {
    this.update((list) => [submission, ...list.filter((s) => s.id !== submission.id)]);
    if (needsPolling(submission)) this.schedule(submission.id);
  }

  patch(id: string, change: (submission: Submission) => Submission) {
    this.update((list) => list.map((s) => (s.id === id ? change(s) : s)));
  }

  private update(change: (list: Submission[]) => Submission[]) {
    this.submissions = change(this.submissions).slice(0, SUBMISSIONS_KEPT);
    saveSubmissions(this.deps.storage, this.submissions);
    for (const listener of this.listeners) listener();
  }

  private schedule(id: string) {
    if (!this.running || this.timers.has(id) || this.requests.has(id)) return;
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        void this.poll(id);
      }, SUBMISSION_POLL_MS),
    );
  }

  private async poll(id: string) {
    const current = this.submissions.find((s) => s.id === id);
    if (!current?.taskId || !needsPolling(current)) return;
    const request = new AbortController();
    this.requests.set(id, request);
    let task: TaskResponse | null = null;
    let gone = false;
    try {
      task = await getTask(this.deps.api(), current.taskId, withTimeout(request.signal));
    } catch (error) {
      if (request.signal.aborted) return;
      // A task the server does not know (404) will never finish; anything else may be passing.
      if (error instanceof ApiError && error.status === 404) gone = true;
      else console.warn('Polling the submission task failed; trying again', error);
    } finally {
      this.requests.delete(id);
    }
    if (request.signal.aborted || !this.running) return;

    if (task?.user_id) this.deps.onTaskUserId(task.user_id);
    const latest = this.submissions.find((s) => s.id === id) ?? current;
    const { submission, done } = gone
      ? {
          submission: {
            ...latest,
            status: 'failed' as const,
            message: FAILED_TEXT,
            messageTone: 'error' as const,
          },
          done: true,
        }
      : applyPoll(latest, task, latest.polls + 1);
    this.patch(id, () => submission);
    if (!done) this.schedule(id);
  }
}
