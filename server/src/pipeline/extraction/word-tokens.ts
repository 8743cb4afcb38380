/** Scripts written without spaces between words: split them with ICU's dictionary segmenter. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\-.][\p{L}\p{N}\p{M}]+)*/gu;

let segmenter: Intl.Segmenter | undefined;

/**
 * ICU's word iterator in V8 slows down with the length of the string it walks, worse than linearly (here:
 * 40,000 characters took 1.4 s, a 200,000-character submission with one Japanese quote 35 s), so the
 * segmenter gets the text in pieces of at most this many characters, cut where a word cannot continue.
 */
const SEGMENT_PIECE_CHARS = 1000;
/** Whitespace and the CJK marks that end a clause: no word runs across them. */
const PIECE_BREAK = /[\s。、！？，；：]/u;

function* segmentPieces(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SEGMENT_PIECE_CHARS);
    if (end < text.length) {
      // Back up to the last break in the second half of the piece; with none (a very long unbroken run)
      // the cut may split one word in two, which moves a count by one in a thousand characters.
      let cut = end;
      for (let i = end; i > start + SEGMENT_PIECE_CHARS / 2; i--) {
        if (PIECE_BREAK.test(text[i - 1] ?? '')) {
          cut = i;
          break;
        }
      }
      // Never between the two halves of a surrogate pair.
      if (cut === end && /[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) cut = end - 1;
      end = cut;
    }
    yield text.slice(start, end);
    start = end;
  }
}

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
  for (const piece of segmentPieces(lower)) {
    for (const segment of segmenter.segment(piece)) {
      if (segment.isWordLike) words.push(segment.segment.replace(/['’]/g, ''));
    }
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
