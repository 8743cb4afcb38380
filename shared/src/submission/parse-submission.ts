/**
 * SPEC §5: input is trimmed; empty input is ignored; it is text only, URL only, or mixed, found by
 * looking for http(s) links; only the first link is used.
 */
export type ParsedSubmission =
  | { kind: 'empty' }
  | { kind: 'url'; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'mixed'; url: string; text: string };

// Stops at whitespace and at closing brackets or quotes that usually wrap a pasted link. An IPv6 literal
// host is the one place a link holds square brackets (`http://[2606:4700::1111]/news`): whether that
// address may be fetched is the server's fetch policy to say, with a message, not a reason to see no link.
const LINK = /https?:\/\/(?:\[[0-9a-f:.]+\](?::\d+)?(?:[/?#][^\s<>"'()[\]{}]*)?|[^\s<>"'()[\]{}]+)/i;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

export function parseSubmission(input: string): ParsedSubmission {
  const trimmed = input.trim();
  if (!trimmed) return { kind: 'empty' };
  const match = LINK.exec(trimmed);
  if (!match) return { kind: 'text', text: trimmed };
  const url = match[0].replace(TRAILING_PUNCTUATION, '');
  // The text around the link, with the gap it leaves closed up.
  const rest = (trimmed.slice(0, match.index) + trimmed.slice(match.index + match[0].length))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return rest ? { kind: 'mixed', url, text: rest } : { kind: 'url', url };
}

/**
 * A pasted text stands as an article of its own from this many words; shorter input with no link gets
 * SPEC §8's 'Please submit a valid news article URL'. Client and server share the rule.
 */
export const MIN_TEXT_WORDS = 30;
export const NO_LINK_MESSAGE = 'Please submit a valid news article URL';

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
