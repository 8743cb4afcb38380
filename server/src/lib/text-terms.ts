/**
 * Word-level text matching shared by story search and story chat: normalised words, a light English
 * stemmer, stopwords, and a bounded edit distance for typo tolerance. Deterministic and offline.
 */

export const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most my ' +
    'myself no nor not now of off on once only or other our ours ourselves out over own same she should so ' +
    'some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves tell story stories say says said know anything something please'
  ).split(' '),
);

/** Lower-case words of letters and digits, accents removed ('València' → 'valencia'). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Content words: no stopwords, no one-letter words. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/**
 * A light suffix stripper (not Porter): enough to meet 'flooding', 'flooded', 'floods' at 'flood' and
 * 'evacuations' at 'evacuation', while never cutting a word below three letters.
 */
export function stem(word: string): string {
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) {
    stemmed = computeStem(word);
    // Bounded memo: search scores the same candidate words over and over.
    if (STEMS.size >= 50_000) STEMS.clear();
    STEMS.set(word, stemmed);
  }
  return stemmed;
}
const STEMS = new Map<string, string>();

function computeStem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  const rules: Array<[RegExp, string]> = [
    [/sses$/, 'ss'],
    [/ies$/, 'y'],
    [/(ss|us|is)$/, '$1'],
    [/([^s])s$/, '$1'],
  ];
  let stemmed = word;
  for (const [pattern, replacement] of rules) {
    if (pattern.test(stemmed)) {
      stemmed = stemmed.replace(pattern, replacement);
      break;
    }
  }
  for (const suffix of ['ing', 'ed', 'ly', 'ion']) {
    if (suffix === 'ion' && !/[ts]ion$/.test(stemmed)) continue;
    if (stemmed.endsWith(suffix) && stemmed.length - suffix.length >= 3) {
      stemmed = stemmed.slice(0, -suffix.length);
      // 'stopped' → 'stopp' → 'stop'
      if (/([^aeiouls])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
      break;
    }
  }
  // 'cause' and 'caused' meet at 'caus', 'evacuate' and 'evacuation' at 'evacuat'.
  if (stemmed.length > 4 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** How many edits a word of this length may carry and still count as a typo of another. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent transpositions), giving
 * up as soon as it exceeds `max`: answers `max + 1` then.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let prev2 = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prev2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, current] = [prev, current, prev2];
  }
  return prev[b.length]!;
}

export type WordMatch = 'exact' | 'prefix' | 'fuzzy';

/**
 * How a query word meets a text word: the same word or stem, a prefix of it (search-as-you-type), or a typo
 * of it (or of its start, so 'flod' meets 'flooding').
 */
export function matchWord(query: string, candidate: string): WordMatch | undefined {
  if (query === candidate || stem(query) === stem(candidate)) return 'exact';
  if (query.length >= 2 && candidate.startsWith(query)) return 'prefix';
  const max = allowedEdits(query.length);
  if (max === 0) return undefined;
  // Cheap rejection before the distance: a typo keeps the first letter or the second one.
  if (query[0] !== candidate[0] && query[1] !== candidate[1] && query[0] !== candidate[1]) return undefined;
  if (editDistance(query, candidate, max) <= max) return 'fuzzy';
  if (candidate.length > query.length && editDistance(query, candidate.slice(0, query.length), max) <= max) {
    // Loose ('fire' meets 'firmly' through 'firm'), so bounded to a short ending and ranked below exact hits.
    if (candidate.length - query.length <= 4) return 'fuzzy';
  }
  return undefined;
}
