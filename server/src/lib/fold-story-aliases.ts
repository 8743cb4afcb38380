import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { GENERATIONAL_SUFFIXES } from './generational-suffixes';

/** Why two of a story's entities were read as one. */
export type AliasRule = 'generic-suffix' | 'nickname' | 'one-letter' | 'initial-parts' | 'middle-name';

/**
 * A story's pages come from different outlets, and each writes a name its own way: 'Matanuska Maid',
 * 'Matanuska Maid Dairy' and 'Matanuska Maid Creamery'; 'Palmer Fire Department' and 'Palmer Fire &
 * Rescue'; 'Bill Ingaldson' and 'William Ingaldson'; 'Jon Owen' and 'John Owen'; 'State Fire Marshal' and
 * 'State Fire Marshall'. Each has its own entity key, and the story listed each as an entity of its own.
 * This folds such names of one type into one entry, within the story only (two companies of one name
 * elsewhere stay two entities: nothing is merged in the stored entities), by five narrow rules:
 *
 * - generic-suffix (organisations): the same name of two words or more, with or without one trailing
 *   word that only says what kind of body it is ('Dairy', 'Department', 'Office', 'Company'…, or 'Fire'
 *   with '& Rescue'), and with or without a leading name of one of the story's places ('Alaska State Fire
 *   Marshal's Office' in a story that names Alaska is its 'State Fire Marshal'). Two different bodies of one
 *   stem keep their distinct words: 'Crowley Maritime Corp.' and 'Crowley Petroleum Distributors'.
 * - nickname (people): the same surname and the same name but for a given name and its familiar form
 *   ('Bill'/'William', 'Jim'/'James'): a small table, only of forms newspapers write for one another.
 * - one-letter (names of two words or more, the rest identical): a surname or an organisation's word of
 *   five letters or more one letter apart ('Marshal'/'Marshall'); a given name only by a spelling that
 *   sounds the same (a silent 'h', a doubled letter, 'c'/'k', 'i'/'y': 'Jon'/'John'), since two relatives
 *   in one story often differ by one letter that is heard ('Jon'/'Joan', 'Paul'/'Paula').
 * - initial-parts (organisations): a name of as many words as a longer one, each word the other's or the
 *   start of it, three letters or more ('Mat Maid' of 'Matanuska Maid'), one word at least the same, and
 *   only when one name of the story has that shape (a short form two names share stays apart).
 * - middle-name (people): the same given name (or its familiar form) and surname and the same generational
 *   suffix, with or without a middle name, or its initial ('Fred LaRue', 'Frederick C. LaRue', 'Frederick
 *   Cheney LaRue'; 'Joyce LaRue', 'Joyce Burleson LaRue'), only when every name of the story so filed agrees
 *   with every other: 'George W. Bush' and 'George H. W. Bush' are two men, and 'George Bush' either; 'Ike
 *   LaRue III' is not 'Ike Parsons LaRue'.
 *
 * Places never fold (the gazetteer keys them). The entry kept is the one on more of the story's pages, then
 * the longer name; the others' mentions and pages go to it through `merge`, and `observe` is told each
 * merge (the benchmark prints them).
 */
export function foldStoryAliases<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, other: T) => void,
  evidence: { pagesOf: (item: T) => readonly string[] },
  observe?: (into: T, other: T, rule: AliasRule) => void,
): T[] {
  const places = new Set(
    items.filter((item) => item.type === 'Location').map((item) => nameWords(item.name).join(' ')),
  );
  const named = items
    .filter((item) => item.type !== 'Location')
    .map((item) => ({ item, words: nameWords(item.name) }));
  const parent = new Map<T, T>(named.map(({ item }) => [item, item]));
  const ruleOf = new Map<T, AliasRule>();
  const root = (item: T): T => {
    let at = item;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const join = (a: T, b: T, rule: AliasRule) => {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) return;
    parent.set(rb, ra);
    if (!ruleOf.has(b)) ruleOf.set(b, rule);
    if (!ruleOf.has(a)) ruleOf.set(a, rule);
  };

  // Organisations by their stem: the name without a trailing generic word.
  const byStem = new Map<string, T[]>();
  for (const { item, words } of named) {
    const stem = item.type === 'Organization' ? stemOf(words) : undefined;
    if (stem) byStem.set(stem.join(' '), [...(byStem.get(stem.join(' ')) ?? []), item]);
  }
  for (const group of byStem.values())
    for (const other of group.slice(1)) join(group[0]!, other, 'generic-suffix');
  // A stem is also the one longer stem that adds a story's place before it ('State Fire Marshal' of 'Alaska
  // State Fire Marshal's Office' in a story that names Alaska). Not when two longer stems end with it:
  // 'Superior Court' of a story with 'Norwalk Superior Court' and 'Bellflower Superior Court' is either.
  // (Each stem filed under its endings, so a stem finds the longer ones without comparing every pair.)
  const stems = [...byStem.keys()];
  const endingIn = new Map<string, string[]>();
  for (const other of stems) {
    const words = other.split(' ');
    for (let k = 1; k < words.length; k++) {
      const ending = words.slice(k).join(' ');
      endingIn.set(ending, [...(endingIn.get(ending) ?? []), other]);
    }
  }
  for (const stem of stems) {
    const longer = endingIn.get(stem) ?? [];
    if (longer.length !== 1) continue;
    const lead = longer[0]!.slice(0, -stem.length - 1);
    if (places.has(lead)) join(byStem.get(longer[0]!)![0]!, byStem.get(stem)![0]!, 'generic-suffix');
  }

  // The nickname and one-letter rules compare names of one type and length that agree but for one word: each
  // name is filed under its words with one left blank, so only such pairs meet (every pair of a story of 600
  // names took about 30 ms of its read).
  const alike = new Map<string, typeof named>();
  for (const entry of named) {
    const { item, words } = entry;
    if (words.length < 2) continue;
    for (let k = 0; k < words.length; k++) {
      const key = `${item.type}|${k}|${words.map((w, j) => (j === k ? '' : w)).join(' ')}`;
      alike.set(key, [...(alike.get(key) ?? []), entry]);
    }
  }
  for (const group of alike.values())
    for (const [i, a] of group.entries())
      for (let j = i + 1; j < group.length; j++) {
        const b = group[j]!;
        if (a.item.type === 'Person' && isNicknamePair(a.words, b.words)) join(a.item, b.item, 'nickname');
        else if (isOneLetterApart(a.words, b.words, a.item.type)) join(a.item, b.item, 'one-letter');
      }

  // People by given name (its formal form), surname and generational suffix: a group whose middle names all
  // agree is one person.
  const byFullName = new Map<string, { item: T; middles: string[] }[]>();
  for (const { item, words } of named) {
    if (item.type !== 'Person') continue;
    const parts = personParts(words);
    if (!parts) continue;
    for (const given of formalNames(parts.given)) {
      const key = `${given}|${parts.surname}|${parts.generation}`;
      const group = byFullName.get(key);
      if (group) group.push({ item, middles: parts.middles });
      else byFullName.set(key, [{ item, middles: parts.middles }]);
    }
  }
  for (const group of byFullName.values()) {
    if (group.length < 2) continue;
    if (!group.every((a, i) => group.every((b, j) => j <= i || middlesAgree(a.middles, b.middles)))) continue;
    for (const other of group.slice(1)) join(group[0]!.item, other.item, 'middle-name');
  }

  // A short form and its longer name have as many words, each opening on the same three letters (or the
  // same shorter word): only organisations filed under one such opening are compared.
  const opening = (words: string[]) => words.map((w) => w.slice(0, 3)).join(' ');
  const organisationsByOpening = new Map<string, typeof named>();
  for (const entry of named)
    if (entry.item.type === 'Organization') {
      const key = opening(entry.words);
      organisationsByOpening.set(key, [...(organisationsByOpening.get(key) ?? []), entry]);
    }
  for (const { item, words } of named) {
    if (item.type !== 'Organization') continue;
    const longer = (organisationsByOpening.get(opening(words)) ?? []).filter((other) =>
      isInitialParts(words, other.words),
    );
    if (longer.length === 1) join(longer[0]!.item, item, 'initial-parts');
  }

  const groups = new Map<T, T[]>();
  for (const { item } of named) {
    const r = root(item);
    groups.set(r, [...(groups.get(r) ?? []), item]);
  }
  const dropped = new Set<T>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // By pages, then the fuller name: the same choice the composition (which has no mention counts) and the
    // read model make, so that the narrative's links and the story's lists name the same id.
    const [into, ...others] = [...group].sort(
      (a, b) =>
        evidence.pagesOf(b).length - evidence.pagesOf(a).length ||
        b.name.length - a.name.length ||
        a.name.localeCompare(b.name),
    ) as [T, ...T[]];
    for (const other of others) {
      merge(into, other);
      observe?.(into, other, ruleOf.get(other) ?? ruleOf.get(into)!);
      dropped.add(other);
    }
  }
  return items.filter((item) => !dropped.has(item));
}

/** Accents, case, possessives, full stops and '&' folded: 'Alaska State Fire Marshal's Office' → words. */
function nameWords(name: string): string[] {
  let words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[.,'’"“”()]/g, '')
    .replace(/&/g, ' and ')
    .split(/[\s\-–]+/)
    .filter(Boolean);
  if (words[0] === 'the') words = words.slice(1);
  return words;
}

/**
 * Words after a name that say only what kind of body it is. 'Dairy' and 'Creamery' are here because a
 * dairy is called by its brand with or without them ('Matanuska Maid', 'Matanuska Maid Dairy').
 */
const GENERIC_TRAILING = new Set([
  'company',
  'co',
  'corporation',
  'corp',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'plc',
  'department',
  'dept',
  'office',
  'agency',
  'dairy',
  'creamery',
]);

/** The name without a generic last word ('Palmer Fire' of 'Palmer Fire & Rescue'), if two words or more are left. */
function stemOf(words: string[]): string[] | undefined {
  let stem = words;
  if (words.at(-3) === 'fire' && words.at(-2) === 'and' && words.at(-1) === 'rescue')
    stem = words.slice(0, -2);
  else if (GENERIC_TRAILING.has(words.at(-1)!)) stem = words.slice(0, -1);
  return stem.length >= 2 ? stem : undefined;
}

/**
 * Familiar forms of given names that newspapers use for one another, each with its formal name(s). Only
 * forms that belong to one formal name or a few, never a form that is a formal name of its own in wide use
 * as a different name.
 */
const NICKNAMES: Record<string, string[]> = {
  bill: ['william'],
  billy: ['william'],
  will: ['william'],
  willie: ['william'],
  bob: ['robert'],
  bobby: ['robert'],
  rob: ['robert'],
  robbie: ['robert'],
  jim: ['james'],
  jimmy: ['james'],
  mike: ['michael'],
  mikey: ['michael'],
  tom: ['thomas'],
  tommy: ['thomas'],
  dick: ['richard'],
  rick: ['richard'],
  rich: ['richard'],
  dave: ['david'],
  dan: ['daniel'],
  danny: ['daniel'],
  joe: ['joseph'],
  joey: ['joseph'],
  ed: ['edward'],
  eddie: ['edward'],
  ted: ['edward', 'theodore'],
  chuck: ['charles'],
  charlie: ['charles'],
  tony: ['anthony'],
  steve: ['steven', 'stephen'],
  chris: ['christopher'],
  larry: ['lawrence'],
  andy: ['andrew'],
  greg: ['gregory'],
  matt: ['matthew'],
  nick: ['nicholas'],
  ron: ['ronald'],
  don: ['donald'],
  ken: ['kenneth'],
  tim: ['timothy'],
  jeff: ['jeffrey'],
  fred: ['frederick'],
  phil: ['philip', 'phillip'],
  alex: ['alexander'],
  ben: ['benjamin'],
  sam: ['samuel'],
  doug: ['douglas'],
  gene: ['eugene'],
  walt: ['walter'],
  stan: ['stanley'],
  vince: ['vincent'],
  pete: ['peter'],
  jerry: ['gerald', 'jerome'],
  kathy: ['katherine', 'kathleen', 'kathryn'],
  cathy: ['catherine'],
  kate: ['katherine', 'catherine'],
  liz: ['elizabeth'],
  beth: ['elizabeth'],
  betty: ['elizabeth'],
  sue: ['susan'],
  jenny: ['jennifer'],
  debbie: ['deborah'],
  peggy: ['margaret'],
  maggie: ['margaret'],
  patty: ['patricia'],
};

/** A person's name of two words or more cut into given name, middle names, surname and generational suffix. */
function personParts(
  words: string[],
): { given: string; middles: string[]; surname: string; generation: string } | undefined {
  const generation = GENERATIONAL_SUFFIXES.has(words.at(-1)!) ? words.at(-1)! : '';
  const core = generation ? words.slice(0, -1) : words;
  if (core.length < 2) return undefined;
  return { given: core[0]!, middles: core.slice(1, -1), surname: core.at(-1)!, generation };
}

/** A given name's formal forms ('fred' → 'frederick'), or the name itself. */
function formalNames(given: string): string[] {
  return NICKNAMES[given] ?? [given];
}

/** No middle name on one side, or as many on both, each the same or one the other's initial. */
function middlesAgree(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return true;
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    return x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
  });
}

/** 'Bill Ingaldson' and 'William Ingaldson': a given name and its familiar form, every other word the same. */
function isNicknamePair(a: string[], b: string[]): boolean {
  if (a.length < 2 || a.length !== b.length || a.slice(1).join(' ') !== b.slice(1).join(' ')) return false;
  const [x, y] = [a[0]!, b[0]!];
  return Boolean(NICKNAMES[x]?.includes(y) || NICKNAMES[y]?.includes(x));
}

/** Two names of two words or more alike but for one word, one letter apart as the rule above allows. */
function isOneLetterApart(a: string[], b: string[], type: EntityType): boolean {
  if (a.length < 2 || a.length !== b.length) return false;
  const differing = a.map((_, i) => i).filter((i) => a[i] !== b[i]);
  if (differing.length !== 1) return false;
  const i = differing[0]!;
  const [x, y] = [a[i]!, b[i]!];
  if (type === 'Person' && i === 0) return soundsTheSame(x, y);
  return Math.min(x.length, y.length) >= 5 && oneEditApart(x, y);
}

/** One letter inserted, dropped or changed. */
function oneEditApart(x: string, y: string): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

/** A given name spelt two ways that sound alike: a silent 'h' ('Jon'/'John'), a doubled letter, 'c'/'k', 'i'/'y'. */
function soundsTheSame(x: string, y: string): boolean {
  if (!oneEditApart(x, y)) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length === long.length) {
    const i = [...short].findIndex((c, k) => c !== long[k]);
    const pair = [short[i], long[i]].sort().join('');
    return pair === 'ck' || pair === 'iy';
  }
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  const added = long[i]!;
  return (added === 'h' && i > 0) || added === long[i - 1] || added === long[i + 1];
}

/** 'Mat Maid' of 'Matanuska Maid': as many words, each the same or its start (three letters or more), one the same. */
function isInitialParts(short: string[], long: string[]): boolean {
  if (short.length < 2 || short.length !== long.length) return false;
  let same = 0;
  for (let i = 0; i < short.length; i++) {
    const word = short[i]!;
    const full = long[i]!;
    if (word === full) same++;
    else if (!(word.length >= 3 && full.length > word.length && full.startsWith(word))) return false;
  }
  // (All the same is the name itself.)
  return same >= 1 && same < short.length;
}
