import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { escapeRegExp } from '../../lib/escape-reg-exp';
// The names a claim can point at: the article's entity mentions (or, without an entity layer, capitalised
// runs), the sentence's subject as its "who", and the place the sentence or the two before it name.
import type { ArticleEntity } from './extract-claims';
import type { SentenceSpan } from './split-sentences';

export interface Mention {
  name: string;
  /** Null for a capitalised run found without an entity layer. */
  type: EntityType | null;
  start: number;
  end: number;
}

const CALENDAR_WORDS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Entity mentions: the given spans plus every later occurrence of a known name or a person's surname. */
export function findMentions(text: string, entities: ArticleEntity[] | undefined): Mention[] {
  const mentions = entities ? entityMentions(text, entities) : capitalisedRuns(text);
  return mentions.sort((a, b) => a.start - b.start);
}

function entityMentions(text: string, entities: ArticleEntity[]): Mention[] {
  const mentions: Mention[] = [];
  for (const e of entities) mentions.push({ name: e.name, type: e.type, start: e.start, end: e.end });
  const names = new Map<string, { name: string; type: EntityType }>();
  for (const e of entities) {
    names.set(e.name, { name: e.name, type: e.type });
    const surname = e.type === 'Person' ? e.name.split(/\s+/).at(-1) : undefined;
    if (surname && surname.length > 2 && !names.has(surname))
      names.set(surname, { name: e.name, type: e.type });
  }
  for (const [surface, target] of names) {
    const pattern = new RegExp(`\\b${escapeRegExp(surface)}\\b`, 'g');
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + surface.length;
      if (!mentions.some((x) => x.start < end && start < x.end)) {
        mentions.push({ name: target.name, type: target.type, start, end });
      }
    }
  }
  return mentions;
}

/** No entity layer: capitalised runs not at a sentence start stand in for names (type unknown). */
function capitalisedRuns(text: string): Mention[] {
  const mentions: Mention[] = [];
  const run = /(?<=[a-z,;:]\s|\s[“"(])\p{Lu}[\p{L}'’-]+(?:\s+(?:of\s+|the\s+|and\s+)?\p{Lu}[\p{L}'’-]+)*/gu;
  for (const m of text.matchAll(run)) {
    if (CALENDAR_WORDS.test(m[0])) continue;
    mentions.push({ name: m[0], type: null, start: m.index, end: m.index + m[0].length });
  }
  return mentions;
}

/** The sentence's subject: its first person or organisation (any name, without an entity layer) in its first five words. */
export function subjectEntity(inside: Mention[], span: SentenceSpan): string | null {
  const first = inside.find((m) => m.type === 'Person' || m.type === 'Organization' || m.type === null);
  if (!first) return null;
  const wordsBefore = span.text
    .slice(0, first.start - span.start)
    .split(/\s+/)
    .filter(Boolean).length;
  return wordsBefore <= 4 ? first.name : null;
}

/**
 * Where the sentence happens: with an entity layer, the first place in the sentence, else the last place of
 * the two sentences before; without one, a capitalised name after 'in', 'at', 'near' or 'outside'.
 */
export function findWhere(
  span: SentenceSpan,
  index: number,
  spans: SentenceSpan[],
  mentions: Mention[],
  hasEntityLayer: boolean,
): string | null {
  if (hasEntityLayer) {
    for (let i = index; i >= Math.max(0, index - 2); i--) {
      const s = spans[i]!;
      const locations = mentions.filter((m) => m.type === 'Location' && m.start >= s.start && m.end <= s.end);
      const pick = i === index ? locations[0] : locations.at(-1);
      if (pick) return pick.name;
    }
    return null;
  }
  const place = /\b(?:in|at|near|outside)\s+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)*)/u.exec(
    span.text,
  );
  if (place && !CALENDAR_WORDS.test(place[1]!.split(/\s+/)[0]!)) return place[1]!;
  return null;
}
