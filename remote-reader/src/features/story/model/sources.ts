import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { parseDate } from '@cairn/shared/format/relative-time';

const DROPPED_QUERY_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'ref',
  'fbclid',
  'gclid',
];

/** SPEC §5 URL normalisation for comparison: tracking keys dropped, trailing slashes removed, lower-cased. */
export function normalizeSourceUrl(url: string): string {
  let out = url.trim();
  try {
    const parsed = new URL(out);
    for (const key of DROPPED_QUERY_KEYS) parsed.searchParams.delete(key);
    out = parsed.toString();
  } catch {
    // Not a URL we can parse: compare it as written.
  }
  return out.replace(/\/+(?=$|[?#])/, '').toLowerCase();
}

/** SPEC §4: sources de-duplicated by URL (the first kept); a source without a URL is its own. */
export function dedupeSources(artifacts: readonly StoryArtifact[]): StoryArtifact[] {
  const seen = new Set<string>();
  return artifacts.filter((a) => {
    if (!a.url) return true;
    const key = normalizeSourceUrl(a.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type SourceOrder = 'oldest' | 'newest';

/**
 * SPEC §4 source sort: oldest first by default, newest first on the toggle. A source without a readable
 * date keeps its position in the list; the dated ones are sorted among the other places.
 */
export function sortSources(sources: readonly StoryArtifact[], order: SourceOrder): StoryArtifact[] {
  const time = (a: StoryArtifact) => parseDate(a.pub_time)?.getTime();
  const slots: number[] = [];
  const dated: StoryArtifact[] = [];
  sources.forEach((source, index) => {
    if (time(source) !== undefined) {
      slots.push(index);
      dated.push(source);
    }
  });
  const sign = order === 'oldest' ? 1 : -1;
  // Array.prototype.sort is stable: equal dates keep their order.
  dated.sort((a, b) => sign * (time(a)! - time(b)!));
  const out = [...sources];
  slots.forEach((slot, i) => {
    out[slot] = dated[i]!;
  });
  return out;
}

/**
 * The numbered badge of each source: its citation number in the narrative (SPEC §3), so a citation and its
 * source show the same number; sources the narrative does not cite are numbered after, in list order.
 */
export function sourceNumbers(
  sources: readonly StoryArtifact[],
  cited: ReadonlyMap<string, number>,
): Map<string, number> {
  const numbers = new Map<string, number>();
  let next = Math.max(0, ...cited.values()) + 1;
  for (const source of sources) {
    const n = cited.get(source.page_id);
    numbers.set(source.page_id, n ?? next++);
  }
  return numbers;
}
