import { type Submission, submissionSchema } from './submission';

/** Where 'Your Submissions' lives between visits (SPEC §3 'Local browser data', `{product}` = cairn). */
export const SUBMISSIONS_STORAGE_KEY = 'cairn_submissions';
/** Older entries are dropped so the list never grows without bound; only 5 are shown anyway. */
export const SUBMISSIONS_KEPT = 100;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored submissions, newest first. Unreadable storage or entries are skipped, never fatal. */
export function loadSubmissions(storage: KeyValueStorage | undefined): Submission[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SUBMISSIONS_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
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

export function saveSubmissions(storage: KeyValueStorage | undefined, submissions: Submission[]) {
  try {
    storage?.setItem(SUBMISSIONS_STORAGE_KEY, JSON.stringify(submissions.slice(0, SUBMISSIONS_KEPT)));
  } catch {
    // Full or blocked storage: the list still works for this page.
  }
}
