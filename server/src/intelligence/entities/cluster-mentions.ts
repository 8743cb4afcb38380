import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { editDistance } from '../../lib/text-terms';
// Grouping one document's mentions into entities: the same canonical key, or a short form of a fuller name
// ('Okafor' with 'Maria Okafor', 'MAT' with 'Millbrook Area Transit'); and the name each group goes by.
import { canonicalKey } from './canonical-key';
import {
  FUNCTION_WORDS,
  fold,
  HONORIFICS,
  RIVER_WORDS,
  STATE_NAMES,
  TITLE_HEADS,
  TITLE_MODIFIERS,
} from './lexicon';
import type { EntityMention } from './recognize-entities';

export interface Cluster {
  type: EntityType;
  mentions: EntityMention[];
}

/** Name tokens of a mention (folded, without possessives and dots). */
function nameTokens(s: string): string[] {
  return fold(s)
    .replace(/['’]s$/, '')
    .replace(/[.]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
}

/**
 * A mention's name tokens; a person's without the titles before them ('Deputy Ortiz' is 'ortiz', the
 * 'Ortiz' of 'Jerry Ortiz'): a title the recogniser left in the span is no part of the name.
 */
function tokensOf(type: EntityType, s: string): string[] {
  const toks = nameTokens(s);
  if (type !== 'Person') return toks;
  let i = 0;
  while (i < toks.length - 1 && isTitleWord(toks[i]!)) i++;
  return toks.slice(i);
}

function isTitleWord(token: string): boolean {
  const w = token.replace(/['’]s$/, '');
  return HONORIFICS.has(w) || TITLE_HEADS.has(w) || TITLE_MODIFIERS.has(w);
}

function isSubsequenceAtEdge(short: string[], long: string[]): boolean {
  if (short.length === 0 || short.length >= long.length) return false;
  const tail = long.slice(long.length - short.length);
  const head = long.slice(0, short.length);
  return tail.join(' ') === short.join(' ') || head.join(' ') === short.join(' ');
}

/** The initials of a name's capitalised words, lower case: 'Millbrook Area Transit' → 'mat'. */
export function initialsOf(s: string): string {
  return s
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()))
    .map((w) => w[0])
    .join('')
    .toLowerCase();
}

/** The document's entities, in order of first mention, each with its mentions in text order. */
export function clusterMentions(text: string, mentions: EntityMention[]): Cluster[] {
  const sorted = withBracketedNicknames(
    text,
    [...mentions].sort((a, b) => a.start - b.start),
  );
  const clusters: Cluster[] = [];
  const byKey = new Map<string, Cluster>();
  // Longest forms first, so that short forms find their full name wherever it appears.
  const order = [...sorted].sort(
    (a, b) => tokensOf(b.type, b.text).length - tokensOf(a.type, a.text).length || a.start - b.start,
  );
  for (const m of order) {
    const key = canonicalKey(m.type, m.text);
    const same = byKey.get(key);
    if (same) {
      same.mentions.push(m);
      continue;
    }
    const target = fullNameOf(text, m, clusters);
    if (target) {
      target.mentions.push(m);
      byKey.set(key, target);
      continue;
    }
    const c: Cluster = { type: m.type, mentions: [m] };
    clusters.push(c);
    byKey.set(key, c);
  }
  for (const c of clusters) c.mentions.sort((a, b) => a.start - b.start);
  return clusters.sort((a, b) => a.mentions[0]!.start - b.mentions[0]!.start);
}

/**
 * 'Deputy Luis Gerardo (Jerry) Ortiz': the recogniser returns the given names, the nickname in brackets and
 * the surname as three names (as ECB+ labels them); they are one person, filed under the whole name.
 */
function withBracketedNicknames(text: string, sorted: EntityMention[]): EntityMention[] {
  const out: EntityMention[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const [a, b, c] = [sorted[i]!, sorted[i + 1], sorted[i + 2]];
    if (
      b &&
      c &&
      [a, b, c].every((m) => m.type === 'Person') &&
      /^ ?\($/.test(text.slice(a.end, b.start)) &&
      /^\) $/.test(text.slice(b.end, c.start))
    ) {
      const confidence = Math.max(a.confidence, b.confidence, c.confidence);
      out.push({ ...a, text: text.slice(a.start, c.end), end: c.end, confidence });
      i += 2;
    } else out.push(a);
  }
  return out;
}

/** Short forms: the nearest earlier cluster (else the first later one) whose name starts or ends with it. */
function fullNameOf(text: string, m: EntityMention, clusters: Cluster[]): Cluster | undefined {
  const toks = tokensOf(m.type, m.text);
  const candidates = clusters.filter((c) => isShortFormOf(text, m, toks, c));
  if (!candidates.length) return undefined;
  const earlier = candidates.filter((c) => c.mentions[0]!.start < m.start);
  const pick = (list: Cluster[]) =>
    list.reduce((best, c) => {
      const dist = Math.min(...c.mentions.map((x) => Math.abs(x.start - m.start)));
      const bestDist = Math.min(...best.mentions.map((x) => Math.abs(x.start - m.start)));
      return dist < bestDist ? c : best;
    });
  return earlier.length ? pick(earlier) : pick(candidates);
}

function isShortFormOf(text: string, m: EntityMention, toks: string[], c: Cluster): boolean {
  if (c.type !== m.type) return false;
  const full = tokensOf(c.type, c.mentions[0]!.text);
  // A place's short form is only a river's name without 'River' ('the Alder'): 'Wendover' is not
  // 'Wendover County', nor 'Mill' 'Mill Street'.
  if (m.type === 'Location') {
    return (
      full.length === toks.length + 1 &&
      RIVER_WORDS.has(full[full.length - 1]!) &&
      isSubsequenceAtEdge(toks, full)
    );
  }
  if (isSubsequenceAtEdge(toks, full)) return true;
  // 'the Chin' of 'Vincent "the Chin" Gigante': a person's quoted nickname alone is that person.
  if (m.type === 'Person' && c.mentions.some((x) => nicknameOf(x.text) === toks.join(' '))) return true;
  // 'Jerry Ortiz' of 'Luis Gerardo "Jerry" Ortiz': the nickname and the surname.
  if (
    m.type === 'Person' &&
    toks.length >= 2 &&
    c.mentions.some((x) => `${nicknameOf(x.text)} ${full.at(-1)}` === toks.join(' '))
  )
    return true;
  // 'Klitchsko's sixth defense' in a story about Wladimir Klitschko: the surname misspelt.
  if (
    m.type === 'Person' &&
    toks.length === 1 &&
    full.length >= 2 &&
    isMisspeltSurname(toks[0]!, full.at(-1)!)
  )
    return true;
  if (m.type === 'Organization' && toks.length === 1 && /^\p{Lu}{2,}$/u.test(m.text.replace(/\./g, ''))) {
    const acr = m.text.replace(/\./g, '').toLowerCase();
    if (initialsOf(c.mentions[0]!.text) === acr) return true;
    // 'Millbrook Area Transit (MAT)'.
    const first = c.mentions[0]!;
    if (new RegExp(`^\\s*\\(${m.text}\\)`).test(text.slice(first.end))) return true;
  }
  return false;
}

/** The quoted or bracketed nickname inside a person's name, folded, without a leading 'the'. */
function nicknameOf(name: string): string | undefined {
  const found = /\s?(?:["“'‘]\s*(?:the\s+)?([^"”'’]+?)\s*["”'’]|\(([^()]+)\))\s/iu.exec(name);
  const nickname = found?.[1] ?? found?.[2];
  return nickname ? nameTokens(nickname).join(' ') : undefined;
}

/** Same first letter, at most one edit in a word of six or seven letters, two in a longer one. */
function isMisspeltSurname(word: string, surname: string): boolean {
  if (word === surname || word.length < 6 || word[0] !== surname[0]) return false;
  const limit = word.length >= 8 ? 2 : 1;
  return editDistance(word, surname, limit) <= limit;
}

/** The fullest mixed-case form; for an organisation, a spelled-out name before an acronym. */
export function canonicalName(c: Cluster): string {
  const forms = c.mentions.map((m) => m.text.replace(/['’]s$/, ''));
  const notCaps = forms.filter((f) => f !== f.toUpperCase());
  const pool = notCaps.length ? notCaps : forms;
  if (c.type === 'Organization') {
    const full = pool.filter((f) => !/^[\p{Lu}.&]+$/u.test(f));
    const use = full.length ? full : pool;
    return use.reduce((a, b) => (nameTokens(b).length > nameTokens(a).length ? b : a));
  }
  if (c.type === 'Person') {
    const name = pool.reduce((a, b) => (tokensOf(c.type, b).length > tokensOf(c.type, a).length ? b : a));
    return withoutTitles(name);
  }
  const name = pool.reduce((a, b) => (nameTokens(b).length > nameTokens(a).length ? b : a));
  return c.type === 'Location' ? (stateNameOf(name) ?? name) : name;
}

/** 'Deputy Ortiz' named 'Ortiz': the title words before a person's name, dropped (one word is kept). */
function withoutTitles(name: string): string {
  const words = name.split(/\s+/);
  let i = 0;
  while (i < words.length - 1 && isTitleWord(fold(words[i]!).replace(/\./g, ''))) i++;
  return words.slice(i).join(' ');
}

/**
 * 'Calif.', 'Fla.', 'N.Y.': a US state as news abbreviates it after a town ('Santa Rosa, Calif.') is the state,
 * named in full so that it is one place with 'California' in the story's list and on its map (GeoNames knows
 * no 'Calif.'). Only with the full stop, or as two initials: 'Miss' and 'Ind' alone are other words.
 */
export function stateNameOf(name: string): string | undefined {
  const dotted = /^(?:\p{Lu}\p{Ll}{1,4}\.|\p{Lu}\.\s?\p{Lu}\.)$/u.test(name.trim());
  return dotted ? STATE_NAMES.get(name.replace(/[.\s]/g, '').toLowerCase()) : undefined;
}
