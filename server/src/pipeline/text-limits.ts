/**
 * How much of an article's text the CPU-heavy steps read (measured for issue 10, see cpu-tasks.ts).
 */

/**
 * The most article text the analysis stages read: the same ceiling as a pasted submission
 * (`seedRequestSchema`), so a fetched page whose text runs to a million characters (~7 s of claim
 * extraction) costs no more than the largest text a visitor may paste (~1.5 s). The stored article keeps
 * its whole text; offsets into the analysed prefix are offsets into it.
 */
export const MAX_ANALYSED_CHARS = 200_000;

/**
 * Story matching reads this much of the body. It runs on the main thread, inside the transaction that
 * holds the matching lock, so its cost must stay small: ~3,400 words decide which event an article is
 * about as well as the whole of a very long one, at a tenth of the time of 200,000 characters.
 */
export const MAX_MATCHED_CHARS = 20_000;

/** `text` cut to at most `max` characters, at the last paragraph (else line, else word) break before it. */
export function leadingText(text: string, max: number): string {
  if (text.length <= max) return text;
  const window = text.slice(0, max);
  for (const separator of ['\n\n', '\n', ' ']) {
    const at = window.lastIndexOf(separator);
    if (at > max / 2) return window.slice(0, at);
  }
  return window;
}
