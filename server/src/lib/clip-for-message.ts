/**
 * What an error message may quote of a caller's input (a URL, a name, a line): the first `max` characters
 * and "…". A refused 8,000-character URL echoed whole buries the sentence around it, bloats every log
 * line and response, and hands a prober a reflection of its own payload.
 */
export const MAX_ECHO_CHARS = 100;

export function clipForMessage(text: string, max = MAX_ECHO_CHARS): string {
  const chars = Array.from(text);
  // By code point, so an emoji or other astral character is never cut in half.
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
