import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// The stable key of an entity name, equal across documents for the same entity.
import { placeKey } from './gazetteer';
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
  const named =
    type === 'Person' ? name.replace(QUOTED_NICKNAME, ' ').replace(BRACKETED_NICKNAME, ' ') : name;
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

/** A nickname in brackets between a given name and a surname. */
const BRACKETED_NICKNAME = /\s*\([^()]+\)(?=\s+\p{L})/u;
/** A quoted nickname between a given name and a surname: an opening quote, words, a closing quote and a space. */
const QUOTED_NICKNAME = /(?<=\p{L}|\s)\s*["“'‘](?=\p{L})[^"”'’]+?["”'’](?=\s+\p{L})/u;
