// French (and Spanish, Italian, Portuguese) street, bridge and square names put their head word first and in
// lower case: 'la rue Mill', 'le pont de la Gare', 'place de la République', 'avenue Foch', 'quai d'Orsay'.
// The capitalised words alone are what the spans find ('Mill', 'Gare', 'Foch'); the place is the whole phrase,
// as 'Mill Street' is in English, whatever the name inside it ('avenue Charles de Gaulle' is no person).
import { type Doc, L, O, P, type Scored } from './recognition-document';

/** Head words written before the name, in lower case. */
const HEADS = new Set(
  `rue avenue boulevard pont place quai chemin allee impasse calle avenida carrer rua travessa viale`.split(
    /\s+/,
  ),
);
/**
 * Heads that are English words too ('the only avenue Congress has', 'measures in place Monday', 'an impasse
 * Democrats blamed on…', 'will rue Tuesday's vote'): a place head only beside a Romance word, an article or
 * preposition before it ('la place Stanislas', 'l'avenue Foch') or a connector after it ('place de la
 * République'), or in a document in a Romance language.
 */
const ENGLISH_TOO = new Set(['avenue', 'boulevard', 'place', 'rue', 'impasse']);
/**
 * Romance articles and prepositions that may stand right before a head ('de la rue', 'du quai', 'au pont');
 * not 'a' (English, and what 'à' folds to: 'à la place' has its article anyway).
 */
const BEFORE_HEAD = new Set(
  `la le les du des de au aux en sur dans par pres vers el los las del al da della dello di nella`.split(
    /\s+/,
  ),
);
/** Connectors between a head and its name, as token sequences ('pont de la Gare', 'pont du Gard'). */
const CONNECTORS: string[][] = [
  [],
  ['de'],
  ['du'],
  ['des'],
  ['de', 'la'],
  ['de', 'las'],
  ['de', 'los'],
  ['del'],
  ['della'],
  ['di'],
  ['da'],
  ['do'],
];
/** Function words of French, Spanish, Italian and Portuguese that English text seldom holds. */
const ROMANCE_FUNCTION_WORDS =
  `et est il elle une dans avec pour sont qui que les des du aux sur por con una los las che sono uma nao`.split(
    /\s+/,
  );

/** Three of those in the document: it is written in a Romance language, where 'avenue Foch' needs no cue. */
function isRomanceText(doc: Doc): boolean {
  let n = 0;
  for (const w of ROMANCE_FUNCTION_WORDS) if (doc.lowerSeen.has(w) && ++n >= 3) return true;
  return false;
}

/** Heads glued to an elided article: "l'avenue", "d'allée". */
const ELIDED = /^[ld]'/;

/**
 * Widens an accepted name to the Romance head word before it ('Gare' → 'pont de la Gare') and makes it the
 * place it names.
 */
export function extendRomanceStreets(doc: Doc, found: Scored[]): void {
  const toks = doc.tokens;
  const romanceText = isRomanceText(doc);
  for (const s of found) {
    const first = toks[s.span.s]!;
    for (const conn of CONNECTORS) {
      const k = s.span.s - conn.length - 1;
      if (k < 0) continue;
      const head = toks[k]!;
      if (head.kind !== 'word' || head.cap || head.noCase || head.sentence !== first.sentence) continue;
      if (!conn.every((w, i) => toks[k + 1 + i]!.lower === w && !toks[k + 1 + i]!.cap)) continue;
      const elided = ELIDED.test(head.lower);
      const word = head.lower.replace(ELIDED, '');
      if (!HEADS.has(word)) continue;
      const before = toks[k - 1];
      const romanceBefore =
        elided || (before?.kind === 'word' && !before.cap && BEFORE_HEAD.has(before.lower.replace(/'$/, '')));
      if (ENGLISH_TOO.has(word) && !romanceBefore && conn.length === 0 && !romanceText) continue;
      s.span = { ...s.span, s: k };
      const sc = s.scores;
      sc[L] = Math.max(sc[L], sc[P], sc[O]) + 4;
      s.type = 'Location';
      s.best = sc[L];
      s.margin = sc[L] - Math.max(sc[P], sc[O]);
      s.evidence?.push(`romance-street-head(${word}):L+4`);
      break;
    }
  }
}
