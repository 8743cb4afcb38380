/**
 * Extractive gist: one or two sentences of the article (≤ 280 characters), chosen by lead position, overlap
 * with the title, centrality (word overlap with the rest of the article) and how check-worthy the claims
 * in them are. Nothing is invented: every part of the gist is a slice of the article text, at most trimmed
 * at a clause boundary when a sentence is too long.
 */

import { escapeRegExp } from '../../lib/escape-reg-exp';
import type { Claim } from './extract-claims';
import { type SentenceSpan, splitSentences } from './split-sentences';

export const GIST_MAX_CHARS = 280;

export interface GistArticle {
  title?: string | null;
  text: string;
}

export interface GistResult {
  text: string;
  /** Where each part of the gist comes from in `article.text`. */
  parts: { start: number; end: number }[];
}

const SKIP = /^(by\s|photo|image|credit|reporting by|editing by|sign up|subscribe|copyright|follow our)/i;

export function gist(
  article: GistArticle,
  claims: Pick<Claim, 'evidence_references' | 'check_worthiness'>[],
): string {
  return gistWithParts(article, claims).text;
}

export function gistWithParts(
  article: GistArticle,
  claims: Pick<Claim, 'evidence_references' | 'check_worthiness'>[],
): GistResult {
  const text = article.text ?? '';
  const title = words(article.title ?? '');
  const candidates = splitSentences(text).filter((s) => isCandidate(s, text, article.title ?? ''));
  // A blog's chatty opener ('Well, here's something that we all knew would happen eventually.') may lead
  // the article, never its gist.
  const news = candidates.filter((s) => !isChattyAside(s.text, title, text));
  const sentences = news.length ? news : candidates;
  if (sentences.length === 0) return { text: '', parts: [] };

  const bags = sentences.map((s) => words(s.text));
  const documentFrequency = new Map<string, number>();
  for (const bag of bags) for (const w of bag) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);

  const scored = sentences.map((s, i) => {
    const bag = bags[i]!;
    const lead = 1 / (1 + i);
    const titleOverlap = title.size === 0 ? 0 : overlap(bag, title) / title.size;
    let central = 0;
    for (const w of bag) central += (documentFrequency.get(w)! - 1) / sentences.length;
    const centrality = bag.size === 0 ? 0 : central / bag.size;
    const claim = claims.find((c) => c.evidence_references.some((r) => r.start < s.end && s.start < r.end));
    const worth = claim?.check_worthiness ?? 0;
    const quoted = /^["“]/.test(s.text) ? 0.2 : 0;
    return { s, i, score: 0.45 * lead + 0.2 * titleOverlap + 0.15 * centrality + 0.2 * worth - quoted };
  });

  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i);
  const first = best[0]!;
  const firstPart = fit(first.s, GIST_MAX_CHARS);
  const parts = [firstPart];
  const secondBudget = GIST_MAX_CHARS - (firstPart.end - firstPart.start) - 1;
  // A sentence repeated in the article (a pasted lead printed twice) would say the same thing twice.
  const second = best
    .slice(1)
    .find(
      (c) =>
        c.s.text.length <= secondBudget &&
        c.score > first.score * 0.5 &&
        !nearlySame(bags[c.i]!, bags[first.i]!),
    );
  if (second) parts.push({ start: second.s.start, end: second.s.end });
  parts.sort((a, b) => a.start - b.start);
  return { text: parts.map((p) => text.slice(p.start, p.end)).join(' '), parts };
}

function isCandidate(s: SentenceSpan, text: string, title: string): boolean {
  if (SKIP.test(s.text) || /\?["”]?$/.test(s.text)) return false;
  if (words(s.text).size < 4) return false;
  // The title repeated as the opening line, with or without a full stop, would make the gist open with it.
  if (title && bare(s.text) === bare(title)) return false;
  const endsLine = s.end === text.length || text[s.end] === '\n';
  const startsLine = s.start === 0 || text[s.start - 1] === '\n';
  // A line without a full stop is a headline or caption, not prose.
  return !(startsLine && endsLine && !/[.!"”]$/.test(s.text));
}

/**
 * The writer talking to the reader rather than telling the news: an interjection opening it ('Well,',
 * 'Oh,', 'Hey,') or the writer's or reader's own person outside quotes ('we all knew', 'if you're going'),
 * while it names no one, states no number and shares no word with the headline. A news lead that names
 * no one ('A man … has been accused of stabbing his mother') is neither, and stays.
 */
function isChattyAside(sentence: string, title: Set<string>, text: string): boolean {
  const own = sentence.replace(/["“][^"”]*["”]/g, ' ');
  const chatty =
    /^\W*(?:well|oh|hey|so|okay|ok|wow|alas|ah|look|yes|no)\b\W/i.test(sentence) ||
    /\b(?:we|us|our|ours|you|your|yours|i|me|my|mine)\b/i.test(own);
  return chatty && !namesOrCounts(sentence, title, text);
}

/**
 * A sentence names someone or something, states a number or shares a word with the headline. Its first
 * word is a name only when the article also writes it capitalised inside a sentence ('Greeks … the Greek
 * capital'), since every sentence opens with a capital.
 */
function namesOrCounts(sentence: string, title: Set<string>, text: string): boolean {
  if (/\d/.test(sentence) || overlap(words(sentence), title) > 0) return true;
  const [opening, ...rest] = sentence.split(/\s+/).map((t) => t.replace(/^["“‘'(]+|[^\p{L}]+$/gu, ''));
  const capitalised = (t: string) => /^\p{Lu}/u.test(t) && t !== 'I' && !/^I['’]/.test(t);
  if (rest.some(capitalised)) return true;
  return !!opening && capitalised(opening) && namedInside(opening, text);
}

/** The word written with its capital after another word of a sentence ('the Greek capital'). */
function namedInside(word: string, text: string): boolean {
  const escaped = escapeRegExp(word);
  return new RegExp(`[\\p{Ll},;] ${escaped}(?!\\p{L})`, 'u').test(text);
}

/** The sentence itself, or its longest prefix ending at a clause boundary (`,` `;` `—`) that fits. */
function fit(s: SentenceSpan, max: number): { start: number; end: number } {
  if (s.text.length <= max) return { start: s.start, end: s.end };
  const prefix = s.text.slice(0, max);
  const clause = Math.max(prefix.lastIndexOf(', '), prefix.lastIndexOf('; '), prefix.lastIndexOf(' —'));
  const cut = clause > 40 ? clause : prefix.lastIndexOf(' ');
  return { start: s.start, end: s.start + (cut > 0 ? cut : max) };
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

/** The letters and digits of a text, in lower case: the same words however punctuated. */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Two sentences sharing at least 80% of their words say the same thing. */
function nearlySame(a: Set<string>, b: Set<string>): boolean {
  const union = a.size + b.size - overlap(a, b);
  return union > 0 && overlap(a, b) / union >= 0.8;
}
