import {
  type PreviewMeta,
  previewMetaSchema,
  storyMatchSchema,
  type TaskResponse,
} from '@cairn/shared/contracts/tasks';
import { taskStatusSchema } from '@cairn/shared/contracts/vocabulary';
import { z } from '@cairn/shared/zod';
import { storyMatchText } from '../../../shared/story-match-text';

/** SPEC §4 'Submission status': the client's own states (the server's `processing` reads as extracting). */
export const submissionStatusSchema = taskStatusSchema.exclude(['processing']);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/** How a submission's message reads: a note, a warning that it is slow, or an error. */
export const messageToneSchema = z.enum(['info', 'warning', 'error']);
export type MessageTone = z.infer<typeof messageToneSchema>;

/**
 * SPEC §3 'Submission (client-side)': id, input, status, created_at, task_id, preview, story_match,
 * error_message. `message` holds error_message and the non-error notes of SPEC §4 (the cache note,
 * 'Story matching not available yet', the slow warning) with their tone; `polls` survives a reload so
 * the 120-poll timeout holds across it; `cacheHit` keeps the cache note once the task completes.
 */
export const submissionSchema = z.object({
  id: z.string(),
  input: z.string(),
  status: submissionStatusSchema,
  createdAt: z.string(),
  taskId: z.string().nullable(),
  preview: previewMetaSchema.nullable(),
  storyMatch: storyMatchSchema.nullable(),
  message: z.string().nullable(),
  messageTone: messageToneSchema,
  polls: z.number().int().nonnegative(),
  cacheHit: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

// SPEC §9 'Polling'.
export const SUBMISSION_POLL_MS = 1_000;
export const SLOW_WARNING_POLL = 60;
export const TIMEOUT_POLL = 120;
/** SPEC §9: 5 submissions displayed. */
export const SUBMISSIONS_SHOWN = 5;

// SPEC §4 and §8, word for word.
export const CACHE_NOTE = 'Using cached extraction. Story matching will be available soon.';
export const NO_MATCH_NOTE = 'Story matching not available yet';
export const SLOW_WARNING = 'Extraction taking longer than usual... still processing';
export const TIMEOUT_MESSAGE = 'Extraction timeout - please try again or check URL';
export const BLOCKED_MESSAGE = 'Unable to access this article (paywall or blocked)';
export const FAILED_TEXT = 'Extraction failed';

const FINAL: readonly SubmissionStatus[] = ['completed', 'blocked', 'failed'];

export function isFinal(status: SubmissionStatus): boolean {
  return FINAL.includes(status);
}

/** An unfinished submission with a task keeps being polled, also after a reload. */
export function needsPolling(submission: Submission): boolean {
  return submission.taskId !== null && !isFinal(submission.status);
}

/** SPEC §4 'Submission status' table. */
export function statusText(submission: Pick<Submission, 'status' | 'storyMatch'>): string {
  switch (submission.status) {
    case 'pending':
      return 'Queued...';
    case 'extracting':
      return 'Matching stories...';
    case 'completed':
      return submission.storyMatch ? storyMatchText(submission.storyMatch) : 'Extraction completed';
    case 'blocked':
      return 'Unable to access (paywall or blocked)';
    case 'failed':
      return FAILED_TEXT;
  }
}

export function newSubmission(fields: {
  id: string;
  input: string;
  taskId: string | null;
  createdAt: string;
  status?: SubmissionStatus;
  cacheHit?: boolean;
  preview?: PreviewMeta | null;
}): Submission {
  const cacheHit = fields.cacheHit ?? false;
  return {
    id: fields.id,
    input: fields.input,
    status: fields.status ?? 'pending',
    createdAt: fields.createdAt,
    taskId: fields.taskId,
    preview: fields.preview ?? null,
    storyMatch: null,
    message: cacheHit ? CACHE_NOTE : null,
    messageTone: 'info',
    polls: 0,
    cacheHit,
  };
}

function toSubmissionStatus(status: TaskResponse['status']): SubmissionStatus {
  return status === 'processing' ? 'extracting' : status;
}

/**
 * One poll's answer applied to a submission (SPEC §4 'Polling', §8): completed with a story match is
 * final; completed without one notes 'Story matching not available yet' and stops; blocked and failed
 * stop with their message; poll 60 warns; poll 120 without a final state is a timeout (failed).
 * `poll` is the number of this poll, counted from 1. A missing answer (the request failed) still counts.
 */
export function applyPoll(
  submission: Submission,
  task: TaskResponse | null,
  poll: number,
): { submission: Submission; done: boolean } {
  const next: Submission = {
    ...submission,
    polls: poll,
    preview: task?.preview_meta ?? submission.preview,
    storyMatch: task?.story_match ?? submission.storyMatch,
    status: task ? toSubmissionStatus(task.status) : submission.status,
  };
  switch (next.status) {
    case 'completed':
      if (next.cacheHit)
        return { submission: { ...next, message: CACHE_NOTE, messageTone: 'info' }, done: true };
      return next.storyMatch
        ? { submission: { ...next, message: null, messageTone: 'info' }, done: true }
        : { submission: { ...next, message: NO_MATCH_NOTE, messageTone: 'info' }, done: true };
    case 'blocked':
      return { submission: { ...next, message: BLOCKED_MESSAGE, messageTone: 'error' }, done: true };
    case 'failed':
      // The status already reads 'Extraction failed'; the server's reason, when it gives one, says why.
      return {
        submission: { ...next, message: task?.error || FAILED_TEXT, messageTone: 'error' },
        done: true,
      };
    default:
      if (poll >= TIMEOUT_POLL) {
        return {
          submission: { ...next, status: 'failed', message: TIMEOUT_MESSAGE, messageTone: 'error' },
          done: true,
        };
      }
      if (poll >= SLOW_WARNING_POLL) {
        return { submission: { ...next, message: SLOW_WARNING, messageTone: 'warning' }, done: false };
      }
      return { submission: next, done: false };
  }
}

/** What a submission is called in the list and in announcements: its title, link or first words. */
export function submissionLabel(submission: Submission, maxLength = 80): string {
  const label = submission.preview?.title || submission.preview?.url || submission.input;
  const oneLine = label.replace(/\s+/g, ' ').trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1).trimEnd()}…` : oneLine;
}
