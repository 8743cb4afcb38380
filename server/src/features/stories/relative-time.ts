const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §9 buckets: just now, Xm, Xh, Xd (under 7 days), Xw (under 4 weeks), Xmo (under 12 months), Xy.
 * A date in the future (clock skew between writers) reads 'just now' rather than a negative age.
 */
export function relativeTime(date: Date, now: Date): string {
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
