/**
 * The matcher's vocabulary: every term seen, interned to a dense id, with its document frequency and the
 * per-term values scoring reads.
 */
import { ENTITY_PREFIX, stringSlot, YEAR_MARK } from './text-features';
import { grown } from './typed-arrays';

/** `isEntity` of a stated-year term. */
export const YEAR_KIND = 3;

// A direct-mapped cache in front of the term dictionary: at 100k stories the dictionary holds hundreds of
// thousands of terms and a lookup there costs several memory reads, while most terms of an article are
// frequent ones (three in four in the speed benchmark hit this cache).
const INTERN_SLOTS = 8192;

export class TermTable {
  private readonly ids = new Map<string, number>();
  /** Term strings by id. */
  readonly strings: string[] = [];
  /** Document frequency by id. */
  df = new Int32Array(1024);
  // What scoring reads per term, side by side so one cache line serves both (at 100k stories the term
  // arrays are far larger than the CPU caches, and scoring reads ~3,000 random terms an article):
  // [2·term] = ln(df + 1), kept with df so IDF needs no logarithm per use; [2·term + 1] = scratch (the
  // query vector, the centroid merge), always reset to 0 after use.
  hot = new Float64Array(2 * 1024);
  /** 1 where the term is a name entity feature, 2 a number one, 3 a stated year (a date to compare), 0 a word. */
  isEntity = new Uint8Array(1024);
  /** Articles added, and ln(documents + 1). */
  documents = 0;
  logDocuments = 0;
  private readonly internTerms = new Array<string>(INTERN_SLOTS).fill('');
  private readonly internIds = new Int32Array(INTERN_SLOTS);

  /** @param onNewTerm lets the inverted index make room for a new term id. */
  constructor(private readonly onNewTerm: (id: number) => void) {}

  intern(term: string): number {
    const slot = stringSlot(term, INTERN_SLOTS);
    if (this.internTerms[slot] === term) return this.internIds[slot] as number;
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(term);
      this.ids.set(term, id);
      this.df = grown(this.df, id + 1);
      this.hot = grown(this.hot, 2 * (id + 1));
      this.isEntity = grown(this.isEntity, id + 1);
      this.onNewTerm(id);
      // 1: a name, 2: a stated number (both entity features; only names count as missing evidence), 3: the
      // latest year an article states (no part of the vectors; compared only).
      if (term.startsWith(ENTITY_PREFIX))
        this.isEntity[id] = term[1] === '#' ? 2 : term[1] === YEAR_MARK ? YEAR_KIND : 1;
    }
    this.internTerms[slot] = term;
    this.internIds[slot] = id;
    return id;
  }

  /** inverseDocumentFrequency(documents, df) = ln((documents + 1) / (df + 1)) + 1, from cached logarithms. */
  idf(term: number): number {
    return this.logDocuments - (this.hot[2 * term] as number) + 1;
  }

  setDocuments(n: number): void {
    this.documents = n;
    this.logDocuments = Math.log(n + 1);
  }

  setDf(term: number, n: number): void {
    this.df[term] = n;
    this.hot[2 * term] = Math.log(n + 1);
  }
}
