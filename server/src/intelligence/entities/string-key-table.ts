/**
 * A string-keyed table of integer lists held in a few typed arrays: every key's characters in one
 * UTF-16 buffer, an open-addressing hash of key ids, and each key's values as a range of one array.
 *
 * Why not a Map<string, number[]>: the gazetteer has ~250,000 keys. As JS strings, arrays and Map entries
 * they cost ~40 MB of heap per thread that loads them (the pipeline's worker thread and the main thread
 * both do), and building them left the thread's heap grown far beyond that. Typed arrays cost a quarter of
 * it, outside the collected heap, and a lookup is as fast: one hash over the key's characters, one compare.
 */

const EMPTY = 0;

/** FNV-1a over UTF-16 code units. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface StringKeyTable {
  /** Number of distinct keys. */
  readonly size: number;
  /** The key's id (0 … size − 1), or −1 when absent. */
  idOf(key: string): number;
  /** The values of a key id, in the order the builder's `order` gave them. */
  values(id: number): Int32Array;
}

/** Accumulates (key, value) pairs, then freezes into a StringKeyTable. */
export class StringKeyTableBuilder {
  private chars: Uint16Array;
  private charCount = 0;
  private starts: Int32Array;
  private keyCount = 0;
  private slots: Int32Array;
  private pairKeys: Int32Array;
  private pairValues: Int32Array;
  private pairCount = 0;

  /**
   * `expected`: about how many keys, pairs and key characters will come. Sized right, the buffers never
   * grow: every regrowth leaves a freed buffer of megabytes that the allocator keeps resident.
   */
  constructor(
    expected: { keys: number; pairs: number; chars: number } = { keys: 1024, pairs: 1024, chars: 8192 },
  ) {
    this.chars = new Uint16Array(expected.chars);
    this.starts = new Int32Array(expected.keys + 1);
    this.slots = new Int32Array(2 ** Math.ceil(Math.log2(2 * expected.keys + 2)));
    this.pairKeys = new Int32Array(expected.pairs);
    this.pairValues = new Int32Array(expected.pairs);
  }

  /** Adds `value` under `key`; the same value twice in a row under one key is kept once. */
  add(key: string, value: number): void {
    if (!key) return;
    const id = this.intern(key);
    const last = this.pairCount - 1;
    if (last >= 0 && this.pairKeys[last] === id && this.pairValues[last] === value) return;
    if (this.pairCount === this.pairKeys.length) {
      this.pairKeys = grow(this.pairKeys);
      this.pairValues = grow(this.pairValues);
    }
    this.pairKeys[this.pairCount] = id;
    this.pairValues[this.pairCount++] = value;
  }

  /**
   * Freezes the table. Each key's values keep the order they were added in, except that
   * `compare`, when given, sorts each key's list (stably).
   */
  build(compare?: (a: number, b: number) => number): StringKeyTable {
    const size = this.keyCount;
    // Counting sort of the pairs by key id: each key's values become one contiguous range, in added order.
    const valueStart = new Int32Array(size + 1);
    for (let p = 0; p < this.pairCount; p++) {
      const k = this.pairKeys[p] as number;
      valueStart[k + 1] = (valueStart[k + 1] as number) + 1;
    }
    for (let k = 0; k < size; k++)
      valueStart[k + 1] = (valueStart[k + 1] as number) + (valueStart[k] as number);
    const valuesAll = new Int32Array(this.pairCount);
    const fill = valueStart.slice(0, size);
    for (let p = 0; p < this.pairCount; p++) {
      const k = this.pairKeys[p] as number;
      const at = fill[k] as number;
      valuesAll[at] = this.pairValues[p] as number;
      fill[k] = at + 1;
    }
    if (compare) {
      for (let k = 0; k < size; k++) {
        const from = valueStart[k] as number;
        const to = valueStart[k + 1] as number;
        if (to - from > 1) valuesAll.set(Array.from(valuesAll.subarray(from, to)).sort(compare), from);
      }
    }
    const chars = this.chars.slice(0, this.charCount);
    const starts = this.starts.slice(0, size + 1);
    starts[size] = this.charCount;
    const slots = this.slots;
    const mask = slots.length - 1;
    return {
      size,
      idOf(key: string): number {
        for (let h = hashOf(key) & mask; ; h = (h + 1) & mask) {
          const slot = slots[h] as number;
          if (slot === EMPTY) return -1;
          const id = slot - 1;
          if (keyEquals(chars, starts, id, key)) return id;
        }
      },
      values(id: number): Int32Array {
        return valuesAll.subarray(valueStart[id] as number, valueStart[id + 1] as number);
      },
    };
  }

  private intern(key: string): number {
    let mask = this.slots.length - 1;
    for (let h = hashOf(key) & mask; ; h = (h + 1) & mask) {
      const slot = this.slots[h] as number;
      if (slot === EMPTY) break;
      if (keyEquals(this.chars, this.starts, slot - 1, key)) return slot - 1;
    }
    // A new key: its characters, its start, then its slot (the table is kept at most half full).
    while (this.charCount + key.length > this.chars.length) this.chars = grow(this.chars);
    for (let i = 0; i < key.length; i++) this.chars[this.charCount + i] = key.charCodeAt(i);
    if (this.keyCount + 2 > this.starts.length) this.starts = grow(this.starts);
    const id = this.keyCount++;
    this.starts[id] = this.charCount;
    this.charCount += key.length;
    this.starts[this.keyCount] = this.charCount;
    if (2 * this.keyCount > this.slots.length) this.rehash();
    mask = this.slots.length - 1;
    let h = hashOf(key) & mask;
    while (this.slots[h] !== EMPTY) h = (h + 1) & mask;
    this.slots[h] = id + 1;
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.keyCount - 1; id++) {
      const key = keyAt(this.chars, this.starts, id);
      let h = hashOf(key) & mask;
      while (slots[h] !== EMPTY) h = (h + 1) & mask;
      slots[h] = id + 1;
    }
    this.slots = slots;
  }
}

function keyAt(chars: Uint16Array, starts: Int32Array, id: number): string {
  return String.fromCharCode(...chars.subarray(starts[id] as number, starts[id + 1] as number));
}

function keyEquals(chars: Uint16Array, starts: Int32Array, id: number, key: string): boolean {
  const from = starts[id] as number;
  if ((starts[id + 1] as number) - from !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (chars[from + i] !== key.charCodeAt(i)) return false;
  return true;
}

function grow<T extends Int32Array | Uint16Array>(array: T): T {
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}
