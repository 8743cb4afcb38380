/** The in-memory matcher's state as plain data (matcher-store.ts), and back. */
import type { MatcherState } from './matcher-state';
import type { MatcherSnapshot } from './matcher-store';
import { YEAR_KIND } from './term-table';

export function snapshotOf(state: MatcherState): MatcherSnapshot {
  const { terms, stories } = state;
  const slots = [...stories.slotOf.values()].sort(
    (a, b) => (stories.seqOf[a] as number) - (stories.seqOf[b] as number),
  );
  const dfPairs: [string, number][] = [];
  for (let id = 0; id < terms.strings.length; id++) {
    const n = terms.df[id] as number;
    if (n > 0) dfPairs.push([terms.strings[id] as string, n]);
  }
  return {
    version: 1,
    documents: terms.documents,
    clock: state.clock === undefined ? null : new Date(state.clock).toISOString(),
    df: dfPairs,
    stories: slots.map((slot) => stories.profile(slot, terms)),
  };
}

/** Loads a snapshot into a fresh state. */
export function restoreInto(state: MatcherState, snapshot: MatcherSnapshot): void {
  const { terms, stories, index } = state;
  terms.setDocuments(snapshot.documents);
  state.clock = snapshot.clock === null ? undefined : Date.parse(snapshot.clock);
  for (const [term, n] of snapshot.df) terms.setDf(terms.intern(term), n);
  for (const story of snapshot.stories) {
    const slot = stories.allocate(story.id);
    stories.titles[slot] = story.title;
    stories.docCount[slot] = story.doc_count;
    stories.firstAt[slot] = story.first_at === null ? Number.NaN : Date.parse(story.first_at);
    stories.lastAt[slot] = story.last_at === null ? Number.NaN : Date.parse(story.last_at);
    // Profiles keep their order (heaviest first); the index takes this matcher's leading terms.
    const kept = Math.min(story.terms.length, stories.stride);
    const base = slot * stories.stride;
    for (let i = 0; i < kept; i++) {
      const t = story.terms[i] as { term: string; weight: number };
      stories.terms[base + i] = terms.intern(t.term);
      stories.weights[base + i] = t.weight;
      stories.entity[base + i] = terms.isEntity[stories.terms[base + i] as number] as number;
    }
    stories.centroidLength[slot] = kept;
    // Stated years come last in a profile and are never indexed.
    let indexable = 0;
    while (indexable < kept && stories.entity[base + indexable] !== YEAR_KIND) indexable++;
    index.file(stories, slot, Math.min(indexable, stories.indexTermsPerStory));
  }
}
