/**
 * Story against story (issue 14, sixth pass; measured by bench/matching/merge-fragments-ecbplus.ts, not
 * called by the product): the evidence that two stories are one event, read from their bounded centroids
 * with the current IDF, and merging one story into another. Neither changes anything when not called.
 */
import { DAY_MS, partCosine } from './match-model';
import type { MatcherState } from './matcher-state';
import { setCentroid } from './story-update';
import { YEAR_KIND } from './term-table';

export interface StoryPairEvidence {
  /** Cosine of the two centroids (TF-IDF, stated years left out). */
  cosine: number;
  /** The same over names only (0 when either side has none). */
  entity: number;
  /** The same over stated numbers only (0 when either side has none). */
  number: number;
  /** Share of the smaller story's name mass (IDF-weighted, squared) that the larger one's centroid lacks. */
  small_missing: number;
  /** Share of the larger story's name mass that the smaller one's centroid lacks. */
  large_missing: number;
  /** 1 − the mean share of each story's year mass on a year the other also states (0 when either has none). */
  year_conflict: number;
  /** Articles in the smaller and the larger story. */
  small_size: number;
  large_size: number;
  /** Days between the two stories' windows (0 when they overlap). */
  gap_days: number;
}

interface Side {
  slot: number;
  /** Weight × IDF per centroid term, years as their raw weight. */
  ids: number[];
  weights: number[];
  kinds: number[];
}

function sideOf(state: MatcherState, slot: number): Side {
  const { stories, terms } = state;
  const base = slot * stories.stride;
  const end = base + (stories.centroidLength[slot] as number);
  const side: Side = { slot, ids: [], weights: [], kinds: [] };
  for (let i = base; i < end; i++) {
    const id = stories.terms[i] as number;
    const kind = stories.entity[i] as number;
    side.ids.push(id);
    side.kinds.push(kind);
    side.weights.push(
      kind === YEAR_KIND ? (stories.weights[i] as number) : (stories.weights[i] as number) * terms.idf(id),
    );
  }
  return side;
}

/** The norms and the share of the side's name and year mass the other side (in the scratch) holds. */
function against(side: Side, hot: Float64Array) {
  let norm2 = 0;
  let name2 = 0;
  let number2 = 0;
  let nameMissing = 0;
  let years = 0;
  let yearsShared = 0;
  for (let k = 0; k < side.ids.length; k++) {
    const w = side.weights[k] as number;
    const other = hot[2 * (side.ids[k] as number) + 1] as number;
    const kind = side.kinds[k] as number;
    if (kind === YEAR_KIND) {
      years += w;
      if (other !== 0) yearsShared += w;
      continue;
    }
    norm2 += w * w;
    if (kind === 1) {
      name2 += w * w;
      if (other === 0) nameMissing += w * w;
    } else if (kind === 2) number2 += w * w;
  }
  return { norm2, name2, number2, nameMissing, years, yearsShared };
}

/** The evidence that stories at slots `a` and `b` are one event (symmetric: the smaller side is found). */
export function storyPairEvidence(state: MatcherState, a: number, b: number): StoryPairEvidence {
  const { stories, terms } = state;
  const sizeA = stories.docCount[a] as number;
  const sizeB = stories.docCount[b] as number;
  // Equal sizes: the lower slot is the "smaller", so the evidence does not depend on the argument order.
  const [small, large] = sizeA < sizeB || (sizeA === sizeB && a < b) ? [a, b] : [b, a];
  const s = sideOf(state, small);
  const l = sideOf(state, large);
  const hot = terms.hot;
  // The large side in the scratch: dot products and what the small side lacks of it.
  for (let k = 0; k < l.ids.length; k++) hot[2 * (l.ids[k] as number) + 1] = l.weights[k] as number;
  let dot = 0;
  let nameDot = 0;
  let numberDot = 0;
  for (let k = 0; k < s.ids.length; k++) {
    const kind = s.kinds[k] as number;
    if (kind === YEAR_KIND) continue;
    const p = (s.weights[k] as number) * (hot[2 * (s.ids[k] as number) + 1] as number);
    dot += p;
    if (kind === 1) nameDot += p;
    else if (kind === 2) numberDot += p;
  }
  const sOfL = against(s, hot);
  for (const id of l.ids) hot[2 * id + 1] = 0;
  for (let k = 0; k < s.ids.length; k++) hot[2 * (s.ids[k] as number) + 1] = (s.weights[k] as number) || 1;
  const lOfS = against(l, hot);
  for (const id of s.ids) hot[2 * id + 1] = 0;
  const bothYears = sOfL.years > 0 && lOfS.years > 0;
  return {
    cosine: sOfL.norm2 > 0 && lOfS.norm2 > 0 ? dot / Math.sqrt(sOfL.norm2 * lOfS.norm2) : 0,
    entity: partCosine(nameDot, sOfL.name2, lOfS.name2),
    number: partCosine(numberDot, sOfL.number2, lOfS.number2),
    small_missing: sOfL.name2 > 0 ? sOfL.nameMissing / sOfL.name2 : 0,
    large_missing: lOfS.name2 > 0 ? lOfS.nameMissing / lOfS.name2 : 0,
    year_conflict: bothYears ? 1 - (sOfL.yearsShared / sOfL.years + lOfS.yearsShared / lOfS.years) / 2 : 0,
    small_size: stories.docCount[small] as number,
    large_size: stories.docCount[large] as number,
    gap_days:
      Math.max(
        0,
        Math.max(stories.firstAt[small] as number, stories.firstAt[large] as number) -
          Math.min(stories.lastAt[small] as number, stories.lastAt[large] as number),
      ) / DAY_MS,
  };
}

/**
 * Moves the story at slot `from` into the story at slot `into`: the two centroids summed and cut to the
 * top terms again, the sizes added, the windows joined; `from` is then released. Document frequencies do
 * not change (no article is added). The caller removes `from` from the index and pool.
 */
export function mergeCentroids(state: MatcherState, from: number, into: number): void {
  const { stories, terms } = state;
  const hot = terms.hot;
  const merged: number[] = [];
  for (const slot of [into, from]) {
    const base = slot * stories.stride;
    const end = base + (stories.centroidLength[slot] as number);
    for (let i = base; i < end; i++) {
      const term = stories.terms[i] as number;
      if (hot[2 * term + 1] === 0) merged.push(term);
      hot[2 * term + 1] = (hot[2 * term + 1] as number) + (stories.weights[i] as number);
    }
  }
  const weights = merged.map((term) => hot[2 * term + 1] as number);
  for (const term of merged) hot[2 * term + 1] = 0;
  stories.docCount[into] = (stories.docCount[into] as number) + (stories.docCount[from] as number);
  stories.firstAt[into] = Math.min(stories.firstAt[into] as number, stories.firstAt[from] as number);
  stories.lastAt[into] = Math.max(stories.lastAt[into] as number, stories.lastAt[from] as number);
  setCentroid(state, into, merged, weights);
}
