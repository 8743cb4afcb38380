// Word overlap of two sentences, shared by the composer (which claims of two pages say the same thing) and
// the story's citation quotes (which claim of a page a narrative sentence came from): one notion of "the
// same words", so a sentence the composer grouped with a page's claim is found on that page again.

export const STOPWORDS = new Set(
  'the a an and or of to in on at for by with from as is are was were be been has have had it its this that these those said says will would could should not no but after before over under about into than then there their they he she his her we our you your who which what when where also more most'.split(
    ' ',
  ),
);

/** Lower-case words of three letters or more, accents removed, without function words. */
export function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !STOPWORDS.has(w)),
  );
}

/** Shared words over all words of the two sets (0 when either is empty). */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
