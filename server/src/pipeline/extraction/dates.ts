/** Publication dates before this are template defaults or parsing accidents (year 0001, Unix epoch), not news. */
const EARLIEST_YEAR = 1990;
/** Clock skew and time zones: a page may legitimately be dated a few hours "ahead" of us. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const ISO_LIKE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/;
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** Whether `date` is a plausible publication date: not before 1990, not more than a day in the future. */
function isPlausibleDate(date: Date, now: Date): boolean {
  const time = date.getTime();
  if (Number.isNaN(time)) return false;
  return date.getUTCFullYear() >= EARLIEST_YEAR && time <= now.getTime() + FUTURE_TOLERANCE_MS;
}

function utcDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  // Rejects 31 February and friends instead of rolling over into March.
  return date.getUTCDate() === day ? date : null;
}

function parseIsoLike(match: RegExpMatchArray): Date | null {
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const date = utcDate(
    Number(y),
    Number(mo),
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0,
  );
  if (!date) return null;
  // No zone: read as UTC so the result does not depend on the server's time zone.
  if (!zone || /^(z|utc|gmt)$/i.test(zone)) return date;
  const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!offset) return date;
  const minutes = (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) * (offset[1] === '-' ? -1 : 1);
  return new Date(date.getTime() - minutes * 60_000);
}

/**
 * A date string from page metadata as an ISO 8601 instant, or null when it is unparseable or implausible
 * (see `isPlausibleDate`). Understands ISO 8601 with or without a zone (no zone is read as UTC), compact
 * `20261111`, Unix seconds or milliseconds, and the English formats `Date.parse` reads ("March 14, 2026").
 */
export function parseDate(value: string | null | undefined, now: Date): string | null {
  const text = value?.trim();
  if (!text) return null;
  let date: Date | null = null;
  const iso = ISO_LIKE.exec(text);
  if (iso) date = parseIsoLike(iso);
  else if (/^\d{8}$/.test(text))
    date = utcDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));
  else if (/^\d{10}$/.test(text)) date = new Date(Number(text) * 1000);
  else if (/^\d{13}$/.test(text)) date = new Date(Number(text));
  else if (/[a-z]/i.test(text) && /\b\d{4}\b/.test(text)) {
    const parsed = Date.parse(text);
    date = Number.isNaN(parsed) ? null : new Date(parsed);
  }
  return date && isPlausibleDate(date, now) ? date.toISOString() : null;
}

/**
 * The date a URL path carries, as a UTC midnight instant: `/2026/03/14/`, `/2026-03-14-slug`, `/2026/mar/14/`
 * or a compact `/20260314-slug`. A year and month alone (`/2026/03/`) are not a date.
 */
export function dateFromUrl(url: string, now: Date): string | null {
  let path: string;
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  const candidates: Array<Date | null> = [];
  const numeric = /(?:^|[/_-])((?:19|20)\d{2})[/_-](\d{1,2})[/_-](\d{1,2})(?=$|[/_.-])/.exec(path);
  if (numeric) candidates.push(utcDate(Number(numeric[1]), Number(numeric[2]), Number(numeric[3])));
  const named = /\/((?:19|20)\d{2})\/([a-z]{3,4})\/(\d{1,2})(?=$|[/_.-])/.exec(path);
  if (named?.[2] && MONTHS[named[2]])
    candidates.push(utcDate(Number(named[1]), MONTHS[named[2]] ?? 0, Number(named[3])));
  const compact = /(?:^|[/_-])((?:19|20)\d{2})(\d{2})(\d{2})(?=$|[/_.-])/.exec(path);
  if (compact) candidates.push(utcDate(Number(compact[1]), Number(compact[2]), Number(compact[3])));
  const date = candidates.find(
    (candidate): candidate is Date => candidate !== null && isPlausibleDate(candidate, now),
  );
  return date ? date.toISOString() : null;
}
