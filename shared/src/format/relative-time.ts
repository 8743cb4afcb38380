/**
 * SPEC §9 relative-time buckets: just now, Xm, Xh, Xd (under 7 days), Xw (under 4 weeks),
 * Xmo (under 12 months), Xy. Dates that cannot be read, and dates in the future, are unreliable
 * (SPEC §5) and show the caller's fallback ('Recently' in the reader, 'Date unknown' in the builder).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;
/** SPEC §5: dates over 730 days old are unreliable. */
const RELIABLE_AGE_LIMIT_MS = 730 * DAY;
/** Clock skew we forgive before calling a date "in the future". */
const FUTURE_TOLERANCE_MS = 5 * MINUTE;

export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date is reliable when present, valid, not in the future and at most 730 days old. */
export function isReliableDate(value: string | number | Date | null | undefined, now = Date.now()): boolean {
  const date = parseDate(value);
  if (!date) return false;
  const age = now - date.getTime();
  return age >= -FUTURE_TOLERANCE_MS && age <= RELIABLE_AGE_LIMIT_MS;
}

export function relativeTime(
  value: string | number | Date | null | undefined,
  options: { now?: number; fallback?: string } = {},
): string {
  const { now = Date.now(), fallback = 'Recently' } = options;
  const date = parseDate(value);
  if (!date) return fallback;
  const age = now - date.getTime();
  if (age < -FUTURE_TOLERANCE_MS) return fallback;
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d`;
  if (age < 4 * WEEK) return `${Math.floor(age / WEEK)}w`;
  if (age < YEAR) return `${Math.max(1, Math.floor(age / MONTH))}mo`;
  return `${Math.floor(age / YEAR)}y`;
}

/**
 * The server's `last_updated_human` (SPEC §3, §9 buckets with ' ago': just now, Xm ago, Xh ago, Xd ago,
 * Xw ago, Xmo ago, Xy ago), part of the feed's and the story's wire format: clients show it as sent.
 * Months and years are calendar averages (30.44 and 365.25 days), so 364 days is '11mo ago', never
 * '12mo ago'; a date in the future (clock skew between writers) reads 'just now' rather than a negative
 * age. `relativeTime` above is the client's own, shorter label with a fallback for unreliable dates.
 */
export function relativeTimeAgo(date: Date, now: Date): string {
  const age = now.getTime() - date.getTime();
  if (!Number.isFinite(age) || age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  const days = Math.floor(age / DAY);
  if (days < 7) return `${days}d ago`;
  if (days < 28) return `${Math.floor(days / 7)}w ago`;
  if (days < 365) return `${Math.min(11, Math.max(1, Math.floor(days / 30.44)))}mo ago`;
  return `${Math.floor(days / 365.25) || 1}y ago`;
}

/** Chat claim age (SPEC §9): 'Nd ago', 'Nh ago', 'Nm ago' or 'just now'. */
export function claimAge(value: string | number | Date | null | undefined, now = Date.now()): string {
  const date = parseDate(value);
  if (!date) return 'just now';
  const age = now - date.getTime();
  if (age >= DAY) return `${Math.floor(age / DAY)}d ago`;
  if (age >= HOUR) return `${Math.floor(age / HOUR)}h ago`;
  if (age >= MINUTE) return `${Math.floor(age / MINUTE)}m ago`;
  return 'just now';
}
