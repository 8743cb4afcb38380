/** Display formats of the task page. */

export function formatPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  return `${(ms / 1_000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });
// A bare calendar date means that day everywhere: read and shown in UTC so no time zone moves it.
const calendarDateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

/** A readable date, or null when the value is not a date. */
export function formatDate(value: string | null | undefined, withTime = false): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (CALENDAR_DATE.test(value)) return calendarDateFormat.format(date);
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

const countFormat = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Cleaning flags read as words: `missing_author` → 'Missing author'. */
export function flagLabel(flag: string): string {
  const words = flag.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The content's paragraphs: blank lines separate them; single line breaks are kept inside. */
export function paragraphsOf(text: string): string[] {
  const byBlankLine = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (byBlankLine.length > 1) return byBlankLine;
  return text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A link to a publisher's social page: a full URL as given, a bare handle made into one. */
export function socialUrl(kind: 'facebook' | 'twitter', value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const handle = trimmed.replace(/^@/, '');
  if (!/^[\w.-]+$/.test(handle)) return null;
  return kind === 'twitter' ? `https://x.com/${handle}` : `https://www.facebook.com/${handle}`;
}

/**
 * When a claim happened, at the precision the analysis wrote it: a year stays a year ('2028'), a month
 * a month ('2027-01' → 'January 2027'), a day a day; otherwise the article's own words. Claims analysed
 * before dates carried their precision filed a bare year as its first day, so the text '2028' still wins.
 */
export function claimWhen(when: { date: string | null; text: string | null } | null): string | null {
  if (!when) return null;
  if (when.text && /^\d{4}$/.test(when.text.trim())) return when.text.trim();
  if (when.date && /^\d{4}$/.test(when.date)) return when.date;
  if (when.date && /^\d{4}-\d{2}$/.test(when.date)) return monthFormat.format(new Date(when.date));
  return formatDate(when.date) ?? when.text;
}

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
