// How a span's evidence adds up: the score accumulator the evidence rules write to, the decision it leads to
// (type, best score, margin over the runner-up), and whether that decision is strong enough to keep.
import { type Doc, type Scored, type Span, TYPES } from './recognition-document';
import type { Token } from './tokenize';

/** Score accumulator (a class, not a closure per call: cheaper in the hot path). */
export class Scores {
  readonly sc: [number, number, number] = [0, 0, 0];
  readonly evidence: string[] | undefined;
  /** Strong evidence for a headline span: a country, region, known organisation or suffix pattern. */
  strong = false;
  constructor(explain: boolean) {
    this.evidence = explain ? [] : undefined;
  }
  add(t: number, v: number, why: string): void {
    this.sc[t] = this.sc[t]! + v;
    this.evidence?.push(`${why}:${TYPES[t]![0]}${v > 0 ? '+' : ''}${Math.round(v * 10) / 10}`);
  }
}

/** A span being scored, with the parts of it every evidence rule reads. */
export interface SpanView {
  doc: Doc;
  sp: Span;
  /** The span's first token (which may be punctuation). */
  first: Token;
  /** The content words (contentIndexes), at least one. */
  words: Token[];
  n: number;
  w0: Token;
  wl: Token;
  l0: string;
  ll: string;
  /** spanKey of the span, and its gazetteer form. */
  key: string;
  pkey: string;
  /** Capital letters give no evidence: a headline, or a sentence start without a title. */
  caseless: boolean;
}

export function decide(
  span: Span,
  sc: [number, number, number],
  caseless: boolean,
  headline: boolean,
  remembered: boolean,
  needsMemory: boolean,
  strong: boolean,
  evidence: string[] | undefined,
): Scored {
  let bi = 0;
  for (let t = 1; t < 3; t++) if (sc[t]! > sc[bi]!) bi = t;
  const best = sc[bi]!;
  let second = -Infinity;
  for (let t = 0; t < 3; t++) if (t !== bi && sc[t]! > second) second = sc[t]!;
  const out: Scored = {
    span,
    type: TYPES[bi]!,
    scores: sc,
    best,
    margin: best - second,
    caseless,
    headline,
    remembered,
    needsMemory,
    strong,
  };
  if (evidence) out.evidence = evidence;
  return out;
}

export function accept(s: Scored): boolean {
  if (s.headline) return s.remembered ? s.best >= 2 : s.strong && s.best >= 3;
  if (s.caseless) return s.best >= 2.5;
  // Mid-sentence capitals are evidence of a name in themselves (the priors): accept on them alone.
  return s.best >= 0.7;
}

export function confidenceOf(s: Scored): number {
  const strength = 1 - Math.exp(-s.best / 4);
  const separation = 1 - Math.exp(-s.margin / 2.5);
  const c = strength * (0.45 + 0.55 * separation);
  return Math.round(Math.min(0.99, Math.max(0.05, c)) * 100) / 100;
}
