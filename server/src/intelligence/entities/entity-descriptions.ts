// A person's role and every entity's description, taken only from the document's own sentences: titles
// ('mayor of Ridgeford'), appositions (', a spokeswoman for the council,'), possessives ("Kenya's
// environment minister"), an age and home (', 34, of Leeds'), and what a person is quoted on.

import { escapeRegExp } from '../../lib/escape-reg-exp';
import type { Cluster } from './cluster-mentions';
import { isCommonWord, isRoleNoun } from './english';
import { CLAUSE_APPOSITION_NOUNS, FUNCTION_WORDS } from './lexicon';
import type { EntityMention } from './recognize-entities';

function sentenceAround(text: string, start: number, end: number): { from: number; to: number } {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to]!)) to++;
  return { from, to };
}

const SPEECH =
  /^(?:said|says|told|added|explained|warned|insisted|argued|claimed|stated|noted|admitted|denied|confirmed|announced|urged|acknowledged|replied|wrote)\b/;
const ROLE_MODIFIERS = new Set(
  `chief executive financial operating technology deputy senior managing general project station consultant
  housing environment foreign interior defence defense finance health education justice home transport
  junior former acting interim assistant head vice principal lead associate dairy prime first
  coast police fire army navy military government company council club team party union hospital airline
  court state city county federal national regional district school university campaign department office
  ministry agency service force board commission`.split(/\s+/),
);

/** ', a statement echoed by its president': an apposition whose noun sums up the clause before the name. */
function describesClause(phrase: string): boolean {
  return CLAUSE_APPOSITION_NOUNS.has(phrase.split(/\s+/)[0]!.toLowerCase());
}

/** A role phrase from an apposition: ', a spokeswoman for the council,' -> 'spokeswoman for the council'. */
function appositionAfter(text: string, end: number): string | undefined {
  const rest = text.slice(end, end + 160);
  const m =
    /^['’]?s?,\s+(?:(?:a|an|the)\s+)?((?:[\p{L}'’-]+\s+){0,7}?[\p{L}'’-]+)(?=\s*(?:,|\.|;|\)|—| said\b| says\b| who\b| told\b))/u.exec(
      rest,
    );
  if (!m) return undefined;
  const phrase = m[1]!;
  if (/^\d/.test(phrase) || describesClause(phrase)) return undefined;
  return phrase;
}

function hasRoleWord(phrase: string): boolean {
  return phrase
    .split(/\s+/)
    .some((w) => isRoleNoun(w.toLowerCase()) || ['democrat', 'republican'].includes(w.toLowerCase()));
}

/** Forms of address, not roles: 'Mr Korkoneas' does not make him a "Mr". */
const ADDRESS_FORMS = new Set('mr mrs ms miss mx sir madam mme mlle m'.split(' '));

/** Words for anyone, not a role: 'party girl Tara Reid' does not make her a "Girl". */
const GENERIC_PERSON_NOUNS = new Set(
  'girl girls boy boys woman women man men lady gentleman guy person people child kid teen teenager youngster'.split(
    ' ',
  ),
);

/** 'CEO' stays 'CEO'; 'Chief' becomes 'chief'. */
const lowerUnlessAcronym = (word: string) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase());

/** 'chief financial officer Derek Oyelaran' -> 'chief financial officer', with where the role starts. */
function roleBefore(text: string, start: number): { role: string; from: number } | undefined {
  const base = Math.max(0, start - 80);
  const before = text.slice(base, start);
  const m = /((?:[\p{L}-]+\s+){0,3})([\p{L}-]+)\s+$/u.exec(before);
  if (!m) return undefined;
  const last = m[2]!;
  if (!isRoleNoun(last.toLowerCase()) || GENERIC_PERSON_NOUNS.has(last.toLowerCase())) return undefined;
  const words = [...(m[1] ?? '').matchAll(/[\p{L}-]+/gu)];
  let from = base + m.index + (m[1] ?? '').length;
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]![0].toLowerCase();
    if (!ROLE_MODIFIERS.has(w) && !isRoleNoun(w)) break;
    kept.unshift(lowerUnlessAcronym(words[i]![0]));
    from = base + m.index + words[i]!.index!;
  }
  return { role: [...kept, lowerUnlessAcronym(last)].join(' '), from };
}

/** "Kenya's environment minister, Joseph Mwangi" -> 'environment minister of Kenya'. */
function possessiveRoleBefore(text: string, start: number): string | undefined {
  const before = text.slice(Math.max(0, start - 120), start);
  const m =
    /((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)['’]s\s+((?:[\p{Ll}-]+\s+){0,3}[\p{Ll}-]+),\s+$/u.exec(
      before,
    );
  if (!m) return undefined;
  const role = m[2]!;
  if (!role.split(/\s+/).some((w) => isRoleNoun(w))) return undefined;
  const owner = m[1]!.replace(/^(?:The|A|An)\s+/, '');
  return `${role} of ${owner}`;
}

function replaceGenericOrg(phrase: string, orgs: string[]): string {
  return phrase.replace(
    /\bthe (council|company|firm|club|bank|union|party|agency|hospital|university|college|group|trust|charity)\b/i,
    (all, noun: string) => {
      const hits = orgs.filter((o) => new RegExp(`\\b${noun}\\b`, 'i').test(o));
      return hits.length === 1 ? hits[0]! : all;
    },
  );
}

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const TOPIC =
  /\b(?:on|about|over|regarding)\s+((?:the\s+)?[\p{Ll}][\p{Ll}-]*(?:\s+[\p{Ll}][\p{Ll}-]*){0,3})/u;
const NOT_TOPIC =
  /^(?:the\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow|yesterday|the phone|phone|condition|behalf|average|time|record|top|board|hold|the way|its way|his way|her way)\b/;

function isQuoted(
  text: string,
  m: EntityMention,
): { quoted: boolean; sentence?: { from: number; to: number } } {
  const after = text.slice(m.end, m.end + 40).replace(/^['’]s\b/, '');
  const afterClean = after.replace(/^,\s*\d{1,3},/, '').trimStart();
  const before = text.slice(Math.max(0, m.start - 30), m.start);
  const sentence = sentenceAround(text, m.start, m.end);
  if (SPEECH.test(afterClean) || /\b(?:said|says|told|added)\s+$/.test(before))
    return { quoted: true, sentence };
  return { quoted: false };
}

function topicOf(text: string, sentence: { from: number; to: number }): string | undefined {
  const s = text.slice(sentence.from, sentence.to);
  const m = TOPIC.exec(s);
  if (!m) return undefined;
  const topic = m[1]!.replace(/^the\s+/, '');
  if (NOT_TOPIC.test(topic) || FUNCTION_WORDS.has(topic.split(' ')[0]!)) return undefined;
  return topic;
}

/**
 * Where each organisation's and place's mention ends: a title written right after one belongs to it
 * ('Wendover County Emergency Management Director Luis Brennan', 'Millbrook Mayor Dana Okafor').
 */
export type TitleOwners = ReadonlyMap<number, { name: string; start: number }>;

const NOT_TITLE_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july
  august september october november december`.split(/\s+/),
);

/** Roles that act for someone rather than run it: 'spokeswoman for Acme', not 'of Acme'. */
const ACTS_FOR = /^(?:spokes\p{L}*|lawyer|attorney|adviser|advisor|consultant|agent|representative)$/u;

/**
 * A title read in full from the words before its role word: the capitalised words of a title-case title
 * ('Fire Chief' -> 'fire chief', 'Majority Leader'), then the organisation or place whose name ends right
 * before it ('director of Wendover County Emergency Management'). `from` is where the role's text starts.
 */
function widenTitle(text: string, from: number, role: string, owners: TitleOwners): string {
  const ownerAt = (at: number) => {
    let end = at;
    while (end > 0 && /\s/.test(text[end - 1]!)) end--;
    return end < at ? owners.get(end) : undefined;
  };
  let words = role;
  const titleCase = /^\p{Lu}/u.test(text.slice(from));
  for (let i = 0; i < 2 && titleCase && !ownerAt(from); i++) {
    const m = /(?:^|[^\p{L}'’.-])(\p{Lu}[\p{Ll}-]+)\s+$/u.exec(text.slice(Math.max(0, from - 30), from));
    const lower = m?.[1]?.toLowerCase();
    // Only ordinary words: 'Millbrook Mayor' unrecognised as a place must not become 'millbrook mayor'.
    if (!lower || FUNCTION_WORDS.has(lower) || NOT_TITLE_WORDS.has(lower) || !isCommonWord(lower)) break;
    words = `${lower} ${words}`;
    from = text.lastIndexOf(m![1]!, from);
  }
  const owner = ownerAt(from);
  if (!owner) return words;
  const head = words.split(' ').at(-1)!;
  const the = /\bthe\s+$/i.test(text.slice(Math.max(0, owner.start - 4), owner.start)) ? 'the ' : '';
  return `${words} ${ACTS_FOR.test(head) ? 'for' : 'of'} ${the}${owner.name}`;
}

/** A person's role (from a title, an apposition, a possessive or a role word before the name) and description. */
export function describePerson(
  text: string,
  c: Cluster,
  orgNames: string[],
  owners: TitleOwners = new Map(),
): { role: string | undefined; description: string | undefined } {
  const apposition = roleApposition(text, c, orgNames);
  let role = titleRole(text, c, owners);
  if (!role && apposition) role = apposition;
  if (!role) role = roleBeforeMentions(text, c, owners);
  // Description: the role, whether and on what the person is quoted, an age and home from '<Name>, 34, of X'.
  if (role) role = spellOutTitles(role);
  const parts: string[] = [];
  if (role) parts.push(capitalise(role));
  if (apposition && apposition !== role) parts.push(parts.length ? apposition : capitalise(apposition));
  const aged = c.mentions
    .map((m) =>
      /^,\s+(\d{1,3}),\s+(?:of|from)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(
        text.slice(m.end, m.end + 80),
      ),
    )
    .find(Boolean);
  if (aged) parts.push(`${parts.length ? 'aged' : 'Aged'} ${aged[1]}, of ${aged[2]}`);
  for (const m of c.mentions) {
    const q = isQuoted(text, m);
    if (!q.quoted || !q.sentence) continue;
    const topic = topicOf(text, q.sentence);
    parts.push(`${parts.length ? 'quoted' : 'Quoted'}${topic ? ` on ${topic}` : ''}`);
    break;
  }
  return { role, description: parts.length ? parts.join(', ') : undefined };
}

/** The first apposition after a mention that names a role, 'the council' made the council's name. */
function roleApposition(text: string, c: Cluster, orgNames: string[]): string | undefined {
  for (const m of c.mentions) {
    const app = appositionAfter(text, m.end);
    if (app && hasRoleWord(app)) return replaceGenericOrg(app, orgNames);
  }
  return undefined;
}

/** The first title stripped from a mention, with the place that follows it: 'mayor of Ridgeford'. */
function titleRole(text: string, c: Cluster, owners: TitleOwners): string | undefined {
  for (const m of c.mentions) {
    if (!m.title || m.title.split(' ').every((w) => ADDRESS_FORMS.has(w.replace(/\.$/, '')))) continue;
    // ('Lt. Gregg Hastings of the Oregon State Police': the force keeps its article.)
    const of = /^\s+of\s+(the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(
      text.slice(m.end, m.end + 60),
    );
    if (of) return `${m.title} of ${of[1] ? 'the ' : ''}${of[2]}`;
    // The title's words stand right before the name, give or take dots ('Det. Chief Inspector').
    const escaped = m.title.split(' ').map(escapeRegExp);
    const base = Math.max(0, m.start - 80);
    const at = new RegExp(`${escaped.join('[\\s.]+')}[\\s.]*$`, 'iu').exec(text.slice(base, m.start));
    if (!at) return m.title;
    const written = (at[0].match(/[\p{L}-]+/gu) ?? []).map(lowerUnlessAcronym).join(' ');
    return widenTitle(text, base + at.index, written, owners);
  }
  return undefined;
}

/** A role written before a mention: a possessive, role words, or a role and a comma ('spokeswoman, Jo Ede'). */
function roleBeforeMentions(text: string, c: Cluster, owners: TitleOwners): string | undefined {
  let role: string | undefined;
  for (const m of c.mentions) {
    const before = roleBefore(text, m.start);
    role =
      possessiveRoleBefore(text, m.start) ?? (before && widenTitle(text, before.from, before.role, owners));
    if (!role) role = roleAndComma(text, m.start);
    if (role) break;
  }
  return role;
}

/**
 * 'spokeswoman, Jo Ede', 'its president and chief executive, Robert Sznewajs': the role words right before a
 * comma before the name, with their modifiers and a second role joined by 'and'.
 */
function roleAndComma(text: string, start: number): string | undefined {
  const m = /((?:\p{Ll}[\p{Ll}-]*\s+){0,4}\p{Ll}[\p{Ll}-]+),\s+$/u.exec(
    text.slice(Math.max(0, start - 60), start),
  );
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  const last = words.at(-1)!;
  if (!isRoleNoun(last) || GENERIC_PERSON_NOUNS.has(last)) return undefined;
  let k = words.length - 1;
  while (
    k > 0 &&
    (isRoleNoun(words[k - 1]!) ||
      ROLE_MODIFIERS.has(words[k - 1]!) ||
      (words[k - 1] === 'and' && k - 2 >= 0 && isRoleNoun(words[k - 2]!)))
  )
    k--;
  return words.slice(k).join(' ');
}

/** Abbreviated ranks and offices written out for a reader: 'Lt' -> 'lieutenant', 'Det.' -> 'detective'. */
const TITLE_ABBREVIATIONS: Record<string, string> = {
  lt: 'lieutenant',
  capt: 'captain',
  sgt: 'sergeant',
  det: 'detective',
  insp: 'inspector',
  supt: 'superintendent',
  gov: 'governor',
  sen: 'senator',
  rep: 'representative',
  gen: 'general',
  col: 'colonel',
  maj: 'major',
  cmdr: 'commander',
  cpl: 'corporal',
  pte: 'private',
  cllr: 'councillor',
  const: 'constable',
  atty: 'attorney',
  dist: 'district',
  asst: 'assistant',
  dep: 'deputy',
  ada: 'assistant district attorney',
  da: 'district attorney',
};

function spellOutTitles(role: string): string {
  return role
    .split(' ')
    .map((w) => TITLE_ABBREVIATIONS[w.replace(/\.$/, '').toLowerCase()] ?? w)
    .join(' ');
}

/**
 * Organisations and places: an apposition ('Kestrel Dynamics, a drone maker based in Leeds,') or
 * ', which is based in ...'.
 */
export function describeOrganisationOrPlace(text: string, c: Cluster): string | undefined {
  for (const m of c.mentions) {
    const rest = text.slice(m.end, m.end + 160);
    // A comma or point between digits is part of a number ('a town of about 14,000 people'), not its end.
    const app =
      /^['’]?s?,\s+(?:a|an)\s+((?:[^,.;()]|(?<=\d)[,.](?=\d))+?)(?=\s*(?:,(?!\d)|\.(?!\d)|;|\)))/u.exec(rest);
    const based =
      /^,\s+which\s+is\s+(based in [^.;]+?)(?=\s*(?:,\s+(?:said|says|has|had|is|was)\b|\.|;))/u.exec(rest);
    const phrase = app?.[1] ?? based?.[1];
    if (phrase && !/^\d/.test(phrase) && !describesClause(phrase)) return capitalise(phrase.trim());
  }
  return undefined;
}
