/**
 * The dates a pasted text's timestamp lines state ("Jul 13, 2009 01: 40 PM EDT", "UPDATED 05 / 03 / 2013 at
 * 11: 00 AM EDT | Originally published 05 / 02 / 2013"). The lines themselves are dropped from the text
 * (text-article.ts); what they say is the article's publication and update time, which dates the story, the
 * timeline and the matcher's time gap the same way a page's metadata does.
 */
import { parseDate } from './dates';

export interface StampDates {
  published_at: string | null;
  modified_at: string | null;
}

const UPDATED_LEAD = /^(?:last\s+)?(?:updated|modified|edited)(?:\s+(?:time|date))?\b:?/i;
const PUBLISHED_LEAD =
  /^(?:story\s+|article\s+)?(?:originally\s+|first\s+)?(?:published|posted|created)(?:\s+(?:time|date))?\b:?/i;
/**
 * An update stated after a publication on the same line, with a date of its own ("Posted: Nov 27, 2005 8: 20
 * AM ET Last Updated: Nov 27, 2005 8: 10 PM ET"): the line's second part. "21 July 2013 Last updated at 11:
 * 11 GMT" (no year after it: a clock alone) stays one part, the clock of the same day.
 */
const INNER_UPDATE = /\s+(?=(?:last\s+)?updated\b.*\b(?:19|20)\d{2}\b)/i;
/** Zones Date.parse does not know, as offsets; other letter zones are dropped (read as UTC). */
const ZONE_OFFSETS: Record<string, string> = {
  cet: '+0100',
  cest: '+0200',
  bst: '+0100',
  wet: '+0000',
  west: '+0100',
  eet: '+0200',
  eest: '+0300',
  ist: '+0530',
  aest: '+1000',
  aedt: '+1100',
  akst: '-0900',
  akdt: '-0800',
  hst: '-1000',
  // US zones named without S/D ("8: 20 AM ET"): their standard time; in summer a clock near midnight may
  // land an hour off, which is within a stamp's own precision.
  et: '-0500',
  ct: '-0600',
  mt: '-0700',
  pt: '-0800',
};
const ZONED = /(?:\b(?:GMT|UTC|Z|[ECMP][DS]T)|[+-]\d{4})$/i;
/** Zones Date.parse reads itself. */
const KNOWN_ZONES = new Set(['gmt', 'utc', 'z', 'edt', 'est', 'cdt', 'cst', 'mdt', 'mst', 'pdt', 'pst']);

/** One part of a stamp line as a string Date.parse (through `parseDate`) reads. */
function normalizeStamp(part: string): string {
  return (
    part
      .replace(/(?:…|\.\.\.)$/, '')
      // "(March 20, 2007) - -": the brackets and dashes around a stamp.
      .replace(/[()[\]]/g, ' ')
      .replace(/(?:\s*[\u2013\u2014-])+\s*$/, '')
      // "November 28th": the ordinal suffix.
      .replace(/(\d)(?:st|nd|rd|th)\b/gi, '$1')
      // "Mon Dec - 19 - 05": a month, day and two-digit year set apart by dashes.
      .replace(
        /\b(\p{L}{3,9}\.?)\s*-\s*(\d{1,2})\s*-\s*(\d{2}|\d{4})\b/u,
        (_, month: string, day: string, year: string) =>
          `${month} ${day}, ${year.length === 2 ? `20${year}` : year}`,
      )
      // "November 27 - 2005": the year set apart by a dash.
      .replace(/(\p{L}\.?\s+\d{1,2})\s*[\u2013\u2014-]\s*(\d{4})\b/u, '$1, $2')
      // "21 July 2013 Last updated at 11: 11 GMT": the clock belongs to the same day.
      .replace(/\b(?:last\s+)?updated\b/gi, ' ')
      .replace(/(\d)\s*:\s*(\d)/g, '$1:$2')
      .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
      .replace(/(?<=[\d\s])([ap])\.?\s?m\.?(?=\s|$)/gi, (_, p: string) => ` ${p.toUpperCase()}M`)
      .replace(/\b(?:at|on)\b/gi, ' ')
      // "9: 53 AM, MON 22 JUL 2013", "Last updated 13: 26 14 / 09 / 2013": a clock before its day goes after it.
      .replace(/^\s*(\d{1,2}:\d{2}(?:\s+[AP]M)?(?:\s+[A-Z]{3,4})?)\s*,?\s+(.*\d{4}.*)$/, '$2 $1')
      .replace(/\b[A-Z]{2,4}\b$/, (zone) => {
        const lower = zone.toLowerCase();
        if (KNOWN_ZONES.has(lower) || lower === 'am' || lower === 'pm') return zone;
        return ZONE_OFFSETS[lower] ?? '';
      })
      // "August 8, 2012 - 4: 43 pm": a dash or a comma between the day and its clock.
      .replace(/\s*[,\u2013\u2014-]\s*(?=\d{1,2}:)/, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A day-first or month-first all-numeric date ("05/02/2013", "11/28/05") read as US month/day/year. */
function parseNumericDate(text: string, now: Date): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s+(.*))?$/.exec(text);
  if (!match) return null;
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const rest = match[4] ? ` ${match[4]}` : '';
  // A first number above 12 can only be the day (a European "28/11/2005").
  const [month, day] = Number(match[1]) > 12 ? [match[2], match[1]] : [match[1], match[2]];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const monthName = months[Number(month) - 1];
  if (!monthName) return null;
  return parseDate(`${monthName} ${Number(day)}, ${year}${rest}`, now);
}

function parseStamp(part: string, now: Date): string | null {
  let text = normalizeStamp(part);
  if (!text) return null;
  // No zone: read as UTC, so the date does not depend on the server's time zone (as parseDate's ISO reading).
  if (!ZONED.test(text)) text = `${text} UTC`;
  return parseNumericDate(text, now) ?? parseDate(text, now);
}

/**
 * Reads the timestamp lines of a pasted text (as `isTimestampLine` found them, in order): the first stated
 * publication ("Published …", "Originally published …", "Posted …", or a bare date) is `published_at`,
 * the first "Updated …" is `modified_at`. A text that states only its update time is dated by it (it was
 * published no later). Implausible dates (before 1990, in the future) are ignored, as in page metadata.
 */
export function readStampDates(lines: readonly string[], now: Date): StampDates {
  let published: string | null = null;
  let bare: string | null = null;
  let modified: string | null = null;
  for (const line of lines) {
    for (const raw of line.split('|').flatMap((part) => part.split(INNER_UPDATE))) {
      const part = raw.trim();
      if (!part) continue;
      if (UPDATED_LEAD.test(part)) modified ??= parseStamp(part.replace(UPDATED_LEAD, ''), now);
      else if (PUBLISHED_LEAD.test(part)) published ??= parseStamp(part.replace(PUBLISHED_LEAD, ''), now);
      else bare ??= parseStamp(part, now);
    }
  }
  const publishedAt = published ?? bare ?? modified;
  return { published_at: publishedAt, modified_at: modified !== publishedAt ? modified : null };
}
