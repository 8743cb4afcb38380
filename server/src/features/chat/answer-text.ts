import { escapeNarrativeText } from '@cairn/shared/narrative/narrative-markup';

/**
 * A claim quoted and cited: 'The river rose (Claim 2, Claim 5).' The quote is escaped narrative text, so a
 * claim that contains `{{cite:…}}` or `[[…]]` shows those characters instead of becoming a citation or a link.
 */
export function citedSentence(text: string, numbers: number[]): string {
  const quote = withoutStackedDay(text.trim().replace(/[.!?…\s]+$/u, ''));
  return `${escapeNarrativeText(quote)} (${numbers.map((n) => `Claim ${n}`).join(', ')}).`;
}

/**
 * A relative day word stacked with the day it names ('Yesterday, on Friday, Reid…'): the reader of the
 * chat does not read it the day the source was written, so 'yesterday' would name another day. The day's
 * name says the same thing and stays true: 'On Friday, Reid…'.
 */
const STACKED_DAY =
  /\b(?:yesterday|today|tonight|last\s+night|this\s+(?:morning|afternoon|evening))\s*,?\s+((?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b/gi;
function withoutStackedDay(text: string): string {
  return text.replace(STACKED_DAY, (_, day: string, offset: number) =>
    offset === 0 ? day[0]!.toUpperCase() + day.slice(1) : day,
  );
}

/** 'a', 'a and b', 'a, b and c' (or 'a, b or c'). */
export function listing(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
