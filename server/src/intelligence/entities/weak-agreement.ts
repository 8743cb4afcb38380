// Document-level consistency for a name's mentions typed on next to no evidence. The memory
// (document-memory.ts) makes the mentions of a confidently typed name agree; a mention typed by its priors
// alone could still come out as another thing than the document's other mentions of the same name ('the
// Watergate scandal': an organisation by its priors and 'the'; 'the Watergate complex': a place by its head
// noun), and the story then lists the name twice. Such a mention has nothing of its own to say: it takes the
// type that the name's better-evidenced mentions give together. Those keep theirs, so a city and its team
// ('in Boston', 'Boston beat New York') stay two things.

import { type Doc, type Scored, spanKey, TYPES } from './recognition-document';
import { decide } from './span-scores';

/** A mention whose best score is under this has next to no evidence: priors (≤ 0.7) and 'the' (+1). */
export const UNINFORMED_SCORE = 2;

/** Rewrites, in place, the uninformed mentions of each name whose other mentions say another type. */
export function agreeWeakMentions(doc: Doc, mentions: Scored[]): void {
  const byName = new Map<string, number[]>();
  mentions.forEach((m, i) => {
    const key = spanKey(doc, m.span.s, m.span.e);
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  for (const indexes of byName.values()) {
    if (indexes.length < 2) continue;
    const informed = indexes.filter((i) => mentions[i]!.best >= UNINFORMED_SCORE);
    if (!informed.length || informed.length === indexes.length) continue;
    const total: [number, number, number] = [0, 0, 0];
    for (const i of informed) for (let t = 0; t < 3; t++) total[t] = total[t]! + mentions[i]!.scores[t]!;
    for (const i of indexes) {
      const m = mentions[i]!;
      if (m.best >= UNINFORMED_SCORE) continue;
      const told = decide(
        m.span,
        total,
        m.caseless,
        m.headline,
        m.remembered,
        m.needsMemory,
        m.strong,
        undefined,
      );
      if (told.type === m.type) continue;
      // The mention's own scores, with the type its name's other mentions give put first.
      const scores: [number, number, number] = [...m.scores];
      const t = TYPES.indexOf(told.type);
      scores[t] = Math.max(...m.scores) + (told.margin > 0 ? Math.min(told.margin, 2) : 0.1);
      const evidence = m.evidence ? [...m.evidence, `same-name:${told.type[0]}`] : undefined;
      mentions[i] = decide(
        m.span,
        scores,
        m.caseless,
        m.headline,
        m.remembered,
        m.needsMemory,
        m.strong,
        evidence,
      );
    }
  }
}
