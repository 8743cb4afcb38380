/**
 * Sentence splitter for English news text that keeps character offsets into the source.
 * Every returned sentence satisfies `source.slice(start, end) === text` and is trimmed.
 *
 * Line breaks always end a sentence (headlines, bylines and captions rarely carry a full stop).
 * Inside a line, a candidate boundary is `.`, `!`, `?` or an ellipsis, optionally followed by closing quotes
 * or brackets, then whitespace. It is rejected when the token before it is an abbreviation or initial,
 * when the next word starts in lower case, when it sits inside a quotation that the sentence continues
 * after (`"... rebuild. We always do," she said.`), or when the quotation is followed by its attribution
 * (`"Where is the money?" Hext asked.`).
 */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

/** Titles and abbreviations that never end a sentence (compared lower-cased, without the final dot). */
const NEVER_FINAL = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'prof',
  'st',
  'mt',
  'ft',
  'gen',
  'col',
  'lt',
  'sgt',
  'capt',
  'cpl',
  'cmdr',
  'adm',
  'gov',
  'sen',
  'rep',
  'rev',
  'hon',
  'messrs',
  'supt',
  'insp',
  'det',
  'vs',
  'v',
  'cf',
  'approx',
  'dept',
  'fig',
  'e.g',
  'i.e',
]);
/** Abbreviations that end a sentence only when the next word clearly starts one. */
const SOMETIMES_FINAL = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'plc',
  'llc',
  'jr',
  'sr',
  'etc',
  'bros',
  'ave',
  'rd',
]);
const MONTH_ABBREVIATIONS = new Set([
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** Words that begin sentences far more often than they continue a name ("the U.S. The ..." vs "U.S. Army"). */
const SENTENCE_STARTERS = new Set(
  (
    'the a an he she it they we i you his her their its our my this that these those there here but and so ' +
    'yet or in on at by for from with after before when while as if some many most all no one two three ' +
    "police officials however meanwhile later earlier last next today yesterday it’s it's what why how who"
  ).split(' '),
);
const ATTRIBUTION_AFTER_QUOTE =
  /^\s+(?:[A-Z][\w'’.-]*|he|she|they|we|i)(?:\s+[A-Z][\w'’.-]*){0,3}\s+(?:said|says|asked|asks|told|added|wrote|replied|shouted|insisted|warned|explained)\b/;

export function splitSentences(source: string): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  const lineBreak = /\r?\n/g;
  let lineStart = 0;
  for (;;) {
    const found = lineBreak.exec(source);
    const lineEnd = found ? found.index : source.length;
    splitLine(source, lineStart, lineEnd, sentences);
    if (!found) break;
    lineStart = found.index + found[0].length;
  }
  return sentences;
}

/**
 * A dateline opening a paragraph: 'MILLBROOK — ', 'VALENCIA, Spain — ', 'WASHINGTON (AP) — ',
 * 'MILLBROOK, Oct 13 (Northern Wire) - '. It says where the story was filed, not what happened, so the
 * first sentence starts after it (a claim, the gist and the timeline would otherwise begin with it). The
 * place must be in capitals and a dash with spaces must follow: 'NASA-funded ...' and 'NATO said ...' stay.
 */
const DATELINE = new RegExp(
  String.raw`^\s*[A-Z][A-Z'’.\-]{2,}(?:[ \-][A-Z][A-Z'’.\-]+){0,3}` + // MILLBROOK, NEW YORK, ST. LOUIS
    String.raw`(?:,\s*[A-Z][\w'’.\-]*(?:\s+[A-Z][\w'’.\-]*){0,2})?` + // , Spain / , N.Y.
    String.raw`(?:,?\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:,?\s+\d{4})?)?` + // , Oct 13
    String.raw`(?:\s*\([^()]{1,40}\))?` + // (AP), (Northern Wire)
    String.raw`\s+(?:—|–|-{1,2})\s+(?=["“‘'A-Z0-9])`,
);

function splitLine(source: string, from: number, to: number, out: SentenceSpan[]): void {
  const line = source.slice(from, to);
  const continuing = continuingQuoteSpans(line);
  const terminator = /(\.{3}|…|[.!?]+)(["'”’)\]]*)(?=\s|$)/g;
  let sentenceStart = DATELINE.exec(line)?.[0].length ?? 0;
  for (let m = terminator.exec(line); m; m = terminator.exec(line)) {
    const end = m.index + m[0].length;
    if (end >= line.length) break;
    if (isBoundary(line, m.index, m[1]!, m[2]!, end, continuing)) {
      push(source, from + sentenceStart, from + end, out);
      sentenceStart = end;
    }
  }
  push(source, from + sentenceStart, to, out);
}

function push(source: string, start: number, end: number, out: SentenceSpan[]): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(source[s]!)) s++;
  while (e > s && /\s/.test(source[e - 1]!)) e--;
  if (e > s) out.push({ text: source.slice(s, e), start: s, end: e });
}

function isBoundary(
  line: string,
  markAt: number,
  mark: string,
  closers: string,
  end: number,
  continuing: [number, number][],
): boolean {
  const rest = line.slice(end);
  const next = /^\s+(\S+)/.exec(rest)?.[1] ?? '';
  const nextWord = next.replace(/^["'“‘([]+/, '');
  const nextLower = nextWord.toLowerCase().replace(/[^\p{L}'’]+$/u, '');
  const first = nextWord[0] ?? '';
  if (continuing.some(([open, close]) => markAt > open && markAt < close)) return false;
  if (closers !== '' && ATTRIBUTION_AFTER_QUOTE.test(rest)) return false;
  // A lower-case continuation means the mark did not end the sentence ("... said no. but" is rarer than "approx. five").
  if (/\p{Ll}/u.test(first)) return false;
  if (mark !== '.' || closers !== '') return true;

  const token = /(\S+)\.$/.exec(line.slice(0, markAt + 1))?.[1]?.replace(/^["'“‘([]+/, '') ?? '';
  const bare = token.toLowerCase();
  const startsSentence = SENTENCE_STARTERS.has(nextLower);
  if (NEVER_FINAL.has(bare)) return false;
  if (bare === 'no' && /^\d/.test(nextWord)) return false;
  if (MONTH_ABBREVIATIONS.has(bare) && /^\d/.test(nextWord)) return false;
  // 'at around 9. 35am': a clock time written apart, not a sentence that opens on '35am'.
  if (/^\d{1,2}$/.test(bare) && /^\d{2}\s?(?:am|pm|a\.m\.|p\.m\.)/i.test(rest.trimStart())) return false;
  // 'magnitude - 5. 9', 'a 6. 1 - magnitude quake': a decimal written apart (text rejoined from tokens, ECB+
  // 20_1ecbplus), one digit after the mark. A sentence rarely opens on a lone digit (news spells it out); a
  // count of two digits or more ('9. 35 people watched') and a year before the mark still end one.
  if (/^\d{1,3}$/.test(bare) && /^\d(?!\d)/.test(nextWord)) return false;
  if (SOMETIMES_FINAL.has(bare)) return startsSentence;
  // '3: 30 a. m. Tuesday that the building was on fire': a clock written apart ends a sentence only before
  // a clear starter, as 'a.m.' does (ECB+ 13_9ecbplus).
  if (bare === 'm' && /(?:^|\s)[ap]\.\s?$/i.test(line.slice(0, markAt - 1))) return startsSentence;
  // Initials ("J. R. Smith") and dotted abbreviations ("U.S.", "p.m.") end a sentence only before a clear starter.
  // 'L. A. County': the 'A.' after an initial is one too, not the article opening a sentence.
  if (/^\p{Lu}$/u.test(token) || /^(?:\p{L}\.)+\p{L}$/u.test(token))
    return startsSentence && !/^\p{Lu}\.$/u.test(nextWord);
  return true;
}

/**
 * Quotations after which the sentence goes on (`,"` or a lower-case word or a dash follows the closing
 * mark): full stops inside them do not end the enclosing sentence.
 */
function continuingQuoteSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    const opens = ch === '“' || (ch === '"' && open < 0);
    const closes = ch === '”' || (ch === '"' && open >= 0);
    if (closes && open >= 0) {
      const before = line[i - 1] ?? '';
      const after = line.slice(i + 1);
      if (before === ',' || /^\s*(?:\p{Ll}|[—–-])/u.test(after)) spans.push([open, i]);
      open = -1;
    } else if (opens) {
      open = i;
    }
  }
  return spans;
}
