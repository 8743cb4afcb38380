import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// Offline named-entity recogniser for English news text: capitalised-span candidates, gazetteers (GeoNames
// cities500, countries, regions), given-name lists, organisation and place patterns, context cues, and
// document-level consistency. No model, no network.
//
// How it works, in three passes over one document:
//  1. Candidate spans (candidate-spans.ts, refine-spans.ts): runs of capitalised words (joined by 'of', 'and',
//     '&', name particles such as 'van der'), then trimmed (leading 'The', sentence-initial common words,
//     titles such as 'Mayor' kept as evidence) and split where a run holds two names ('Amara Diallo of
//     Senegal', 'Kent and Sussex').
//  2. Each span is scored for Person, Organization and Location from its own words (name-evidence.ts) and
//     from its context (context-evidence.ts); the confident results become the document's memory (full
//     names, surnames, acronyms, places inside names: document-memory.ts).
//  3. Spans are scored again with that memory ('Okafor' after 'Maria Okafor'), and remembered names are found
//     where capitals gave no candidate (all-capital headlines, 'de la Vega': apply-memory.ts).
import { extendWithParticles, sweepMemory, withMemory } from './apply-memory';
import { candidateSpans } from './candidate-spans';
import { buildMemory } from './document-memory';
import { warmEnglish } from './english';
import { warmGazetteer } from './gazetteer';
import { Doc, type Scored } from './recognition-document';
import { extendRomanceStreets } from './romance-streets';
import { scoreSpan } from './score-span';
import { accept, confidenceOf } from './span-scores';
import { teamsInResults } from './sports-results';
import { agreeWeakMentions } from './weak-agreement';
import {
  bracketedShortNames,
  clubsInProse,
  countriesBeforeMarkets,
  familyNames,
  headlineClubs,
  headlineCountryBodies,
  headlineDescriptions,
  headlineNames,
  headlineRepeats,
  initialsOfOrganisations,
  legalPrefixNames,
  legalSuffixNames,
  listedWithOrganisations,
  makersOfGoods,
  placesListedAfterPlural,
  possessiveOrganisations,
  quotedTitles,
  teamsJoined,
} from './wire-prose';
import { leaguesAndEvents, partyNames, wireTables } from './wire-tables';

export interface EntityMention {
  text: string;
  type: EntityType;
  /** Character offsets into the input: text === input.slice(start, end). */
  start: number;
  end: number;
  /** 0..1, from how strongly the evidence favours the type over the others. */
  confidence: number;
  /** Title or role words stripped from before the name ('mayor', 'chief inspector'), lower case. */
  title?: string;
  /** With `explain`: the evidence that scored the span. */
  evidence?: string[];
}

export interface RecognizeOptions {
  /** Drop mentions below this confidence (default 0). */
  minConfidence?: number;
  /** Attach the evidence behind each mention (for debugging and tests). */
  explain?: boolean;
}

/** Loads the gazetteer and the English lexicon now instead of on the first call. */
export function warmEntityRecognizer(): void {
  warmGazetteer();
  warmEnglish();
}

export function recognizeEntities(text: string, opts: RecognizeOptions = {}): EntityMention[] {
  if (!text) return [];
  const doc = new Doc(text, opts.explain === true);
  const spans = candidateSpans(doc);

  // Pass 1: no memory.
  const first = spans.map((sp) => scoreSpan(doc, sp));
  const memory = buildMemory(doc, first);
  // Pass 2: with memory.
  const second = first
    .map((s) => (s ? withMemory(doc, s, memory) : null))
    .filter((s): s is Scored => s !== null);
  const accepted = second.filter((s) => accept(s));
  extendWithParticles(doc, memory, accepted);
  // Pass 3: remembered names that capitals did not reveal.
  const found = sweepMemory(doc, memory, accepted);

  const minConfidence = opts.minConfidence ?? 0;
  const out: EntityMention[] = [];
  let all = leaguesAndEvents(
    doc,
    [...accepted, ...found].sort((a, b) => a.span.s - b.span.s),
  );
  agreeWeakMentions(doc, all);
  teamsInResults(doc, all);
  all = partyNames(doc, wireTables(doc, all));
  all = headlineClubs(doc, quotedTitles(doc, clubsInProse(doc, headlineNames(doc, all))));
  all = placesListedAfterPlural(doc, all);
  all = countriesBeforeMarkets(doc, makersOfGoods(doc, teamsJoined(doc, all)));
  all = bracketedShortNames(
    doc,
    legalSuffixNames(
      doc,
      legalPrefixNames(doc, headlineCountryBodies(doc, headlineDescriptions(doc, headlineRepeats(doc, all)))),
    ),
  );
  all = listedWithOrganisations(
    doc,
    initialsOfOrganisations(doc, possessiveOrganisations(doc, familyNames(doc, all))),
  );
  extendRomanceStreets(doc, all);
  for (const s of all) {
    const firstTok = doc.tokens[s.span.s]!;
    // ("l'allée des Cygnes": an article elided onto a lower-case head is no part of the name.)
    const start = firstTok.start + (!firstTok.cap && /^[ld]['’]/.test(firstTok.text) ? 2 : 0);
    const end = doc.tokens[s.span.e - 1]!.end;
    const confidence = confidenceOf(s);
    if (confidence < minConfidence) continue;
    const m: EntityMention = { text: text.slice(start, end), type: s.type, start, end, confidence };
    if (s.span.title) m.title = s.span.title;
    if (opts.explain && s.evidence) m.evidence = s.evidence;
    out.push(m);
  }
  return out;
}
