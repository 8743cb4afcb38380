import { escapeNarrativeText } from '@cairn/shared/narrative/narrative-markup';
import { withoutStackedDay } from '../../lib/stacked-day';

/**
 * A claim quoted and cited: 'The river rose (Claim 2, Claim 5).' The quote is escaped narrative text, so a
 * claim that contains `{{cite:…}}` or `[[…]]` shows those characters instead of becoming a citation or a link.
 */
export function citedSentence(text: string, numbers: number[]): string {
  const quote = withoutStackedDay(text.trim().replace(/[.!?…\s]+$/u, ''));
  return `${escapeNarrativeText(quote)} (${numbers.map((n) => `Claim ${n}`).join(', ')}).`;
}

/** 'a', 'a and b', 'a, b and c' (or 'a, b or c'). */
export function listing(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
