import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// The stable key of an entity name, equal across documents for the same entity.
import { placeKey } from './gazetteer';
import { GIVEN_NAMES } from './given-names';
import { fold, HONORIFICS, POST_NOMINALS, TITLE_HEADS, TITLE_MODIFIERS } from './lexicon';

export const LEGAL_SUFFIXES = new Set([
  'inc',
  'ltd',
  'llc',
  'llp',
  'plc',
  'corp',
  'co',
  'limited',
  'incorporated',
  'gmbh',
  'ag',
  'sa',
  'nv',
  'bv',
]);

/**
 * A stable key for an entity name, so that entities merge across documents: type prefix, accents folded,
 * lower case, honorifics and post-nominals stripped, possessives and punctuation dropped; organisations also
 * lose legal suffixes ('Kestrel Dynamics Ltd' = 'Kestrel Dynamics'), places use the gazetteer's key
 * ('St. Louis' = 'Saint Louis').
 */
export function canonicalKey(type: EntityType, name: string): string {
  // 'Vincent "the Chin" Gigante', 'Vincent'Chin' Gigante' and 'Vincent Gigante' are one man: a person's
  // quoted nickname is no part of the key (sources quote it or not, with or without 'the').
  // So is one in brackets: 'Luis Gerardo (Jerry) Ortiz'.
  // But a nickname that is itself a given name is the name the person goes by, and the one the other reports
  // write: 'Luis Gerardo (Jerry) Ortiz' and 'Luis Gerardo "Jerry" Ortiz' are 'Jerry Ortiz'.
  // 'Vincent L. Gigante' is 'Vincent Gigante': news gives a middle initial or leaves it out. A leading
  // initial stays ('J. Edgar Hoover'), and so does a run of them ('George H. W. Bush' is not his son).
  const named = type === 'Person' ? withoutNickname(name).replace(MIDDLE_INITIAL, '') : name;
  let words = fold(named)
    .replace(/['’]s\b/g, '')
    .replace(/[.,'’"“”()]/g, ' ')
    .replace(/[-–]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] === 'the') words = words.slice(1);
  if (type === 'Person') {
    while (
      words.length > 1 &&
      (HONORIFICS.has(words[0]!) || TITLE_HEADS.has(words[0]!) || TITLE_MODIFIERS.has(words[0]!))
    ) {
      words = words.slice(1);
    }
    while (words.length > 1 && POST_NOMINALS.has(words[words.length - 1]!)) words = words.slice(0, -1);
  }
  if (type === 'Organization') {
    while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words = words.slice(0, -1);
    words = words.map((w) => (w === '&' ? 'and' : w));
  }
  const joined = words.join(' ');
  return `${type.toLowerCase()}:${type === 'Location' ? placeKey(joined) : joined}`;
}

/** A person's name without a quoted or bracketed nickname, or with it alone before the surname if it is a given name. */
function withoutNickname(name: string): string {
  const found = QUOTED_NICKNAME.exec(name) ?? BRACKETED_NICKNAME.exec(name);
  if (found) {
    const nickname = fold(found[0])
      .replace(/[^\p{L}\s-]/gu, ' ')
      .trim();
    const surname = name.slice(found.index + found[0].length).trim();
    if (GIVEN_NAMES.has(nickname) && surname) return `${nickname} ${surname}`;
  }
  return name.replace(QUOTED_NICKNAME, ' ').replace(BRACKETED_NICKNAME, ' ');
}

/** One initial between a given name and a surname: 'L. ' of 'Vincent L. Gigante'. */
const MIDDLE_INITIAL = /(?<=\p{L}{2,}\s+)\p{Lu}\.?\s+(?=\p{Lu}[\p{L}'’]*\p{L})/u;
/** A nickname in brackets between a given name and a surname. */
const BRACKETED_NICKNAME = /\s*\([^()]+\)(?=\s+\p{L})/u;
/** A quoted nickname between a given name and a surname: an opening quote, words, a closing quote and a space. */
const QUOTED_NICKNAME = /(?<=\p{L}|\s)\s*["“'‘](?=\p{L})[^"”'’]+?["”'’](?=\s+\p{L})/u;
