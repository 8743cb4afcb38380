// Is a word ordinary English? compromise's lexicon (about 24k words with part-of-speech tags) plus this
// project's own lists. Only the lexicon is used: compromise's tagger costs ~150 ms per 800 words, far over
// the recogniser's budget. Loaded lazily and once (about 0.5-0.8 s).
import { createRequire } from 'node:module';
import { COMMON_CAPITALISED, FUNCTION_WORDS, ROLE_NOUNS } from './lexicon';

type Lexicon = Record<string, string | string[]>;
interface CompromiseLike {
  world(): { model: { one: { lexicon: Lexicon } } };
}

/** Tags naming things rather than ordinary words. */
const NAME_TAGS = new Set([
  'FirstName',
  'MaleName',
  'FemaleName',
  'LastName',
  'Person',
  'City',
  'Country',
  'Region',
  'Place',
  'Organization',
  'SportsTeam',
  'ProperNoun',
  'Demonym',
  'Honorific',
  'Month',
  'WeekDay',
  'Date',
  'Abbreviation',
  'Currency',
  'Unit',
  'Emoticon',
]);

let common: Set<string> | undefined;
let actors: Set<string> | undefined;

function load(): void {
  if (common) return;
  const nlp = createRequire(import.meta.url)('compromise') as CompromiseLike;
  const lexicon = nlp.world().model.one.lexicon;
  common = new Set();
  actors = new Set();
  for (const [word, tag] of Object.entries(lexicon)) {
    if (word.includes(' ')) continue;
    const tags = Array.isArray(tag) ? tag : [tag];
    if (tags.includes('Actor')) actors.add(word);
    if (!tags.some((t) => NAME_TAGS.has(t))) common.add(word);
  }
}

/** Loads the lexicon now (otherwise on first use). */
export function warmEnglish(): void {
  load();
}

/** True for an ordinary English word (lower-case input): function word, common noun, verb, adjective... */
export function isCommonWord(lower: string): boolean {
  if (FUNCTION_WORDS.has(lower) || COMMON_CAPITALISED.has(lower)) return true;
  load();
  if (common!.has(lower)) return true;
  // Inflected forms of known words: 'councils', 'flooded', 'rescuers'.
  if (lower.length > 4) {
    if (lower.endsWith('ies') && common!.has(`${lower.slice(0, -3)}y`)) return true;
    if (lower.endsWith('es') && common!.has(lower.slice(0, -2))) return true;
    if (lower.endsWith('s') && common!.has(lower.slice(0, -1))) return true;
    if (lower.endsWith('ed') && (common!.has(lower.slice(0, -2)) || common!.has(lower.slice(0, -1))))
      return true;
    if (lower.endsWith('ing') && (common!.has(lower.slice(0, -3)) || common!.has(`${lower.slice(0, -3)}e`))) {
      return true;
    }
    if (lower.endsWith('ly') && common!.has(lower.slice(0, -2))) return true;
  }
  return false;
}

/** True for a word naming a person's role or relation: 'spokeswoman', 'farmer', 'daughter'. */
export function isRoleNoun(lower: string): boolean {
  if (ROLE_NOUNS.has(lower)) return true;
  load();
  return actors!.has(lower) || (lower.endsWith('s') && actors!.has(lower.slice(0, -1)));
}
