/**
 * The inverted index: per term a doubly linked list of cells, most recently filed first, in shared typed
 * arrays (cell 0 = none). A cell is 32 bytes, read in one cache line while walking: [4·cell] = story slot,
 * [4·cell + 1] = next cell, [4·cell + 2, + 3] = the story's [first, last] window when filed, so stories
 * outside the time window are skipped without touching them. A story's window only changes when an article
 * is added, which refiles it; a story is also unlinked when removed, so every posting walked is live and its
 * window current.
 */
import type { StoryPool } from './story-pool';
import { grown } from './typed-arrays';

export class PostingIndex {
  /** First cell of each term's list, by term id. */
  head = new Int32Array(1024);
  cellData = new Float64Array(4 * 1024);
  private cellPrev = new Int32Array(1024);
  private cellCount = 1;
  private freeCell = 0;

  /** Makes room for a new term id. */
  addTerm(id: number): void {
    this.head = grown(this.head, id + 1);
  }

  /** Takes a story out of the index. */
  unfile(stories: StoryPool, slot: number): void {
    const { cellData, cellPrev } = this;
    const base = slot * stories.stride;
    const cells = slot * stories.indexTermsPerStory;
    for (let i = 0; i < (stories.indexedLength[slot] as number); i++) {
      const cell = stories.cells[cells + i] as number;
      const prev = cellPrev[cell] as number;
      const next = cellData[4 * cell + 1] as number;
      if (prev) cellData[4 * prev + 1] = next;
      else this.head[stories.terms[base + i] as number] = next;
      if (next) cellPrev[next] = prev;
      cellData[4 * cell + 1] = this.freeCell;
      this.freeCell = cell;
    }
    stories.indexedLength[slot] = 0;
  }

  /** Files a story under its first `count` centroid terms, at the front of each term's list. */
  file(stories: StoryPool, slot: number, count: number): void {
    stories.touch(slot);
    stories.indexedLength[slot] = count;
    const base = slot * stories.stride;
    const cells = slot * stories.indexTermsPerStory;
    for (let i = 0; i < count; i++) {
      let cell = this.freeCell;
      if (cell) this.freeCell = this.cellData[4 * cell + 1] as number;
      else {
        cell = this.cellCount++;
        this.cellData = grown(this.cellData, 4 * this.cellCount);
        this.cellPrev = grown(this.cellPrev, this.cellCount);
      }
      const term = stories.terms[base + i] as number;
      const first = this.head[term] as number;
      this.cellData[4 * cell] = slot;
      this.cellData[4 * cell + 1] = first;
      this.cellData[4 * cell + 2] = stories.firstAt[slot] as number;
      this.cellData[4 * cell + 3] = stories.lastAt[slot] as number;
      this.cellPrev[cell] = 0;
      if (first) this.cellPrev[first] = cell;
      this.head[term] = cell;
      stories.cells[cells + i] = cell;
    }
  }
}
