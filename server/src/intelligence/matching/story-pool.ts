/**
 * The matcher's stories, by slot: each story's time window, size and bounded centroid, in typed arrays shared
 * by all stories (no object per story). A removed story's slot is reused.
 */
import type { StoryProfile } from './matcher-store';
import type { TermTable } from './term-table';
import { grown } from './typed-arrays';

export class StoryPool {
  readonly slotOf = new Map<string, number>();
  readonly ids: (string | undefined)[] = [];
  readonly titles: string[] = [];
  docCount = new Int32Array(256);
  firstAt = new Float64Array(256);
  lastAt = new Float64Array(256);
  /** Order of the stories' latest updates (for snapshots, least recent first). */
  seqOf = new Int32Array(256);
  private nextSeq = 1;
  /** The index cell of each of a story's filed terms, `indexTermsPerStory` per slot. */
  cells: Int32Array;
  // Centroids in two pooled arrays, `stride` entries per slot, heaviest (by weight × IDF) first; a story is
  // filed in the index under its first `indexedLength` terms.
  terms: Uint32Array;
  weights: Float32Array;
  /** 1 where the centroid term is an entity (read in sequence while scoring, not per term). */
  entity: Uint8Array;
  centroidLength = new Uint16Array(256);
  indexedLength = new Uint16Array(256);
  /** Candidate accumulation scratch, per slot, always reset to 0 after use. */
  overlap = new Float64Array(256);
  private readonly freeSlots: number[] = [];

  /**
   * @param stride centroid terms kept per story (`maxCentroidTerms`)
   * @param indexTermsPerStory terms a story is filed under in the inverted index
   */
  constructor(
    readonly stride: number,
    readonly indexTermsPerStory: number,
  ) {
    this.cells = new Int32Array(256 * indexTermsPerStory);
    this.terms = new Uint32Array(256 * stride);
    this.weights = new Float32Array(256 * stride);
    this.entity = new Uint8Array(256 * stride);
  }

  get size(): number {
    return this.slotOf.size;
  }

  allocate(storyId: string): number {
    const slot = this.freeSlots.pop() ?? this.ids.length;
    if (slot === this.ids.length) {
      const stride = this.stride;
      this.ids.push(undefined);
      this.titles.push('');
      this.terms = grown(this.terms, (slot + 1) * stride);
      this.weights = grown(this.weights, (slot + 1) * stride);
      this.entity = grown(this.entity, (slot + 1) * stride);
      this.centroidLength = grown(this.centroidLength, slot + 1);
      this.indexedLength = grown(this.indexedLength, slot + 1);
      this.docCount = grown(this.docCount, slot + 1);
      this.firstAt = grown(this.firstAt, slot + 1);
      this.lastAt = grown(this.lastAt, slot + 1);
      this.seqOf = grown(this.seqOf, slot + 1);
      this.cells = grown(this.cells, (slot + 1) * this.indexTermsPerStory);
      this.overlap = grown(this.overlap, slot + 1);
    }
    this.ids[slot] = storyId;
    this.slotOf.set(storyId, slot);
    return slot;
  }

  /** Frees a story's slot; the caller takes it out of the index first. */
  release(storyId: string, slot: number): void {
    this.slotOf.delete(storyId);
    this.ids[slot] = undefined;
    this.titles[slot] = '';
    this.centroidLength[slot] = 0;
    this.freeSlots.push(slot);
  }

  /** Records that the story at `slot` is the most recently updated. */
  touch(slot: number): void {
    this.seqOf[slot] = this.nextSeq++;
  }

  profile(slot: number, vocabulary: TermTable): StoryProfile {
    const base = slot * this.stride;
    const terms: StoryProfile['terms'] = [];
    for (let i = 0; i < (this.centroidLength[slot] as number); i++) {
      terms.push({
        term: vocabulary.strings[this.terms[base + i] as number] as string,
        weight: this.weights[base + i] as number,
      });
    }
    return {
      id: this.ids[slot] as string,
      title: this.titles[slot] ?? '',
      doc_count: this.docCount[slot] ?? 0,
      first_at: isoOrNull(this.firstAt[slot]),
      last_at: isoOrNull(this.lastAt[slot]),
      terms,
      index_terms: terms.slice(0, this.indexedLength[slot]).map((t) => t.term),
    };
  }
}

/** NaN (a story of unknown time) is null in a profile. */
function isoOrNull(ms: number | undefined): string | null {
  return ms === undefined || Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
