/** Scripts written without spaces between words: split them with ICU's dictionary segmenter. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\-.][\p{L}\p{N}\p{M}]+)*/gu;

let segmenter: Intl.Segmenter | undefined;

/**
 * The words of `text`, lower-cased, punctuation dropped. Spaced scripts split on anything that is not a
 * letter, digit or mark (keeping "don't", "co-op", "3.5" whole); Chinese, Japanese, Thai and similar go
 * through `Intl.Segmenter`, so a Japanese sentence counts its words, not one giant token.
 */
export function wordTokens(text: string): string[] {
  const lower = text.toLowerCase();
  if (!UNSPACED_SCRIPT.test(lower)) return lower.match(WORD) ?? [];
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  const words: string[] = [];
  for (const segment of segmenter.segment(lower)) {
    if (segment.isWordLike) words.push(segment.segment.replace(/['’]/g, ''));
  }
  return words;
}

export function countWords(text: string): number {
  if (!UNSPACED_SCRIPT.test(text)) {
    WORD.lastIndex = 0;
    let count = 0;
    while (WORD.exec(text)) count++;
    return count;
  }
  return wordTokens(text).length;
}
