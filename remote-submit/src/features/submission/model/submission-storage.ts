import { type KeyValueStorage, readStorage, writeStorage } from '@cairn/shared/storage/safe-storage';
import { type Submission, submissionSchema } from './submission';

/** Where 'Your Submissions' lives between visits (SPEC §3 'Local browser data', `{product}` = cairn). */
export const SUBMISSIONS_STORAGE_KEY = 'cairn_submissions';
/** Older entries are dropped so the list never grows without bound; only 5 are shown anyway. */
export const SUBMISSIONS_KEPT = 100;

/** The stored submissions, newest first. Unreadable storage or entries are skipped, never fatal. */
export function loadSubmissions(storage: KeyValueStorage | undefined): Submission[] {
  const raw = readStorage(SUBMISSIONS_STORAGE_KEY, storage);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const result = submissionSchema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

/** Full or blocked storage is not an error: the list still works for this page. */
export function saveSubmissions(storage: KeyValueStorage | undefined, submissions: Submission[]) {
  writeStorage(SUBMISSIONS_STORAGE_KEY, JSON.stringify(submissions.slice(0, SUBMISSIONS_KEPT)), storage);
}
