import type { ChatMessage } from '@cairn/shared/contracts/chat';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { escapeNarrativeText } from '@cairn/shared/narrative/narrative-markup';
import { contentWords, editDistance, stem, words } from '../../lib/text-terms';
import { unshouter } from '../../lib/unshout';
import { citedSentence, listing } from './answer-text';
import { SYNONYMS } from './chat-synonyms';
import {
  CLOCK_TIME,
  claimFigures,
  MONTH_DAY,
  type Quantity,
  quantitiesNamed,
  quantityOf,
  someOfPeople,
  statesCount,
} from './claim-figures';
import { datesOnlyTheReport } from './role-disagreements';
import { answerSourceDisagreements, asksWhereSourcesDiffer } from './source-disagreements';

/**
 * The offline story chat: it answers only with the story's admitted claims, quoted as they were extracted,
 * each cited as 'Claim N' (N = 1-based position in `GET /api/story/{id}/claims`). It never writes a fact
 * of its own: when no claim is relevant enough it says so and lists what the sources do cover. The answer
 * is narrative text (`@cairn/shared/narrative/narrative-markup`): everything quoted from a source is
 * escaped, so a claim that contains `{{cite:…}}` or `[[…]]` shows those characters instead of becoming a
 * citation or an entity link.
 */

export const NO_ANSWER = 'The sources in this story do not answer that.';
const MAX_CLAIMS_IN_ANSWER = 3;
/** Share of the question's (weighted) terms a claim must cover to count as an answer. */
const MIN_COVERAGE = 0.34;
/** Claims below this share of the best claim's score are left out of the answer. */
const KEEP_RELATIVE = 0.6;
/**
 * Dated claims that share at least this share of the summary's words, as much as the claim sharing most,
 * are about the story's event (see `aboutTheEvent`). The claim sharing most is often a later report that
 * repeats the summary whole; the one that dates the event itself shares fewer of its words.
 */
const ABOUT_THE_EVENT = 0.3;

type QuestionType = 'who' | 'where' | 'when' | 'how_many' | 'why' | 'other';

export interface ChatClaim {
  /** 1-based 'Claim N'. */
  number: number;
  claim: StoryClaim;
}

export interface StoryChatContext {
  title: string;
  claims: StoryClaim[];
  /** Names of the story's entities (canonical names and surface forms), most mentioned first. */
  entityNames: string[];
  /** The story's people (canonical names): a 'who' question is best answered by a claim naming one. */
  personNames?: string[];
  /** The story's places (canonical names): a 'where' question is answered by a claim naming one. */
  placeNames?: string[];
  /** The story's summary (its gist): what the story is about, which 'When did it happen?' asks the time of. */
  summary?: string | null;
}

export interface ChatAnswer {
  response: string;
  cited: number[];
}

export function answerFromClaims(
  context: StoryChatContext,
  message: string,
  history: ChatMessage[] = [],
): ChatAnswer {
  if (!context.claims.length) {
    return { response: `${NO_ANSWER} This story has no claims from its sources yet.`, cited: [] };
  }
  // A lead in capitals ('A MAN has been charged…') is quoted as the narrative prints it ('A man has been…'),
  // an acronym the story writes as one ('NATO said…') kept. The answer is chosen on the words as extracted.
  const show = unshouter([...context.claims.map((claim) => claim.text), ...context.entityNames]);
  // 'Do the sources agree?': the figures different sources state, compared.
  if (asksWhereSourcesDiffer(message))
    return answerSourceDisagreements(
      context.claims,
      message,
      `${context.title}. ${context.summary ?? ''}`,
      show,
    );
  const type = questionType(message);
  // 'What happened?', 'Summarise this': the story's leads, whatever came before.
  if (asksOverview(message)) return answerWith(show, leadClaims(context.claims, LATEST.test(message)));
  let terms = questionTerms(message);
  // A follow-up such as 'and when?' carries no subject of its own: borrow the previous question's.
  if (!terms.length) {
    const previous = [...history].reverse().find((m) => m.role === 'user' && questionTerms(m.content).length);
    if (previous) terms = questionTerms(previous.content);
  }
  // A first question with no subject ('When did it happen?', 'Where was this?') is about the story
  // itself: the claims that say when, where, who or how many.
  if (!terms.length) {
    const fitting = claimsOfType(context, type);
    return fitting.length ? answerWith(show, fitting) : refuse(context);
  }

  const documents = context.claims.map((claim) => claimTerms(claim));
  const idf = (term: string) => {
    const df = documents.filter((doc) => doc.own.has(term)).length;
    return 1 + Math.log((documents.length + 1) / (df + 1));
  };
  const weights = terms.map((term) => idf(term));
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const entityTerms = new Set(
    context.entityNames
      .filter((name) => mentions(message, name))
      .flatMap((name) => contentWords(name).map(stem)),
  );

  const surnames = new Set((context.personNames ?? []).map((name) => words(name).at(-1)).filter(Boolean));
  // A word of one of the story's names is matched as written, not stemmed: 'What did Manning do?' is not
  // answered by 'man-coverage', nor 'Reading' by 'read'.
  const nameWords = new Set(
    [...context.entityNames, ...(context.personNames ?? [])].flatMap((n) => words(n)),
  );
  const nameOf = new Map(
    contentWords(message)
      .filter((word) => nameWords.has(word))
      .map((word) => [stem(word), word]),
  );
  const speaker = askedSpeaker(message);
  // 'Who is her rep?', 'Who was the driver?': the name of the one the question's words describe.
  const asksIdentity = /^\W*who\s+(?:is|are|was|were)\b/i.test(message);
  const scored = context.claims.map((claim, index) => {
    const doc = documents[index]!;
    let covered = 0;
    terms.forEach((term, i) => {
      covered += weights[i]! * claimMatch(term, doc, nameOf.get(term));
    });
    let score = covered;
    if (covered > 0) {
      for (const term of entityTerms) if (doc.own.has(term)) score += 0.5;
      if (type === 'who' && (claim.who || claim.semantic_modality === 'reported_claim')) score += 0.3;
      // ('Who was killed?': 'Capt. Tom Tennant and Senior Trooper William Hakim died' over 'a bomb killed a
      // police officer and a technician'.)
      if (type === 'who' && namesPerson(claim.text, surnames)) score += 0.5;
      // ('Who is her rep?': 'the actress's rep Jack Ketsoyan told the magazine' over 'Tara Reid checked
      // herself into Promises…, her rep told People', which names the one the rep speaks for.)
      if (asksIdentity && namedBeside(claim.text, surnames, terms)) score += 0.5;
      // ('Who won?': 'They won without receiver Marvin Harrison' names no winner.)
      if (type === 'who' && PRONOUN_SUBJECT.test(claim.text)) score -= 0.5;
      // A claim the story reads as off it (a roundup's note on another team: 'Dallas Cowboys quarterback
      // Tony Romo said…') answers a question about the story after the claims about it.
      if (claim.off_story) score -= 1;
      if (type === 'where' && claim.where) score += 0.3;
      if (type === 'when' && claim.event_time) score += 0.5;
      if (type === 'how_many' && statesCount(claim.text)) score += 0.5;
      if (type === 'why' && statesCause(claim.text)) score += 0.5;
      // ('What did the police say?': 'Police said they made 86 arrests' over every claim that mentions the
      // police, 'rallies in front of the Athens police headquarters'.)
      if (speaker.length && spokenBy(claim, speaker)) score += 1;
      score += claim.confidence * 0.1;
    }
    return { number: index + 1, claim, coverage: covered / totalWeight, score };
  });

  let relevant = scored
    .filter((s) => s.coverage >= MIN_COVERAGE)
    // ('How many people died?': a claim the story reads as off it counts another event's dead, a shooting
    // 'just weeks' before, not the story's.)
    .filter((s) => type !== 'how_many' || !s.claim.off_story)
    .sort((a, b) => b.score - a.score || a.number - b.number);
  // 'How many were hurt?' is answered by counts of the hurt: a march of '10,000 people' in a strike that
  // shut 'hospitals' counts no one hurt, so a claim whose counts are of something else does not answer.
  const asked = type === 'how_many' ? quantitiesNamed(contentWords(message)) : new Set<Quantity>();
  if (asked.size) relevant = relevant.filter((s) => countsAsked(s.claim.text, asked));
  // 'How many people died?' is not answered by the family dog's death ('the dog's death', 'The family's
  // border collie … was found dead'), unless the question is about animals itself.
  if (type === 'how_many' && !words(message).some(isAnimal)) {
    const losses = asked.size ? asked : LOSSES;
    relevant = relevant.filter((s) => !toldOfAnimals(s.claim.text, losses));
  }
  // 'How many…' is answered by claims that count something, when there are any: the evacuation order
  // ('…at 1:40 a.m.') says when, not how many.
  if (type === 'how_many' && relevant.some((s) => statesCount(s.claim.text)))
    relevant = relevant.filter((s) => statesCount(s.claim.text));
  // 'What did the police say?' is answered by what they said, when the sources report it.
  if (speaker.length && relevant.some((s) => spokenBy(s.claim, speaker)))
    relevant = relevant.filter((s) => spokenBy(s.claim, speaker));
  if (!relevant.length) return refuse(context);
  const best = relevant[0]!.score;
  const chosen = relevant.filter((s) => s.score >= best * KEEP_RELATIVE).slice(0, MAX_CLAIMS_IN_ANSWER);
  answerEveryPart(message, scored, documents, idf, chosen);

  return answerWith(show, chosen, relevant);
}

/**
 * The answer: the chosen claims quoted, each cited. The same sentence reported by several sources is one
 * statement with several citations (`alsoCiting`: other claims that may repeat a chosen one).
 */
function answerWith(
  show: (text: string) => string,
  chosen: ChatClaim[],
  alsoCiting: ChatClaim[] = chosen,
): ChatAnswer {
  const statements: Array<{ text: string; numbers: number[] }> = [];
  for (const { claim, number } of chosen) {
    const key = words(claim.text).join(' ');
    const same = statements.find((s) => words(s.text).join(' ') === key);
    if (same) same.numbers.push(number);
    else statements.push({ text: claim.text, numbers: [number] });
  }
  for (const statement of statements) {
    for (const other of alsoCiting) {
      if (statement.numbers.includes(other.number)) continue;
      if (words(other.claim.text).join(' ') === words(statement.text).join(' '))
        statement.numbers.push(other.number);
    }
  }
  const sentences = statements.map(({ text, numbers }) => citedSentence(show(text), numbers));
  const lead = statements.length > 1 ? 'The sources say: ' : 'According to the sources: ';
  return { response: lead + sentences.join(' '), cited: statements.flatMap((s) => s.numbers) };
}

/** 'What happened?', 'What is this about?', 'Summarise it', 'Tell me more', 'tl;dr'. */
const OVERVIEW =
  /^\W*(?:(?:so|and|ok|okay)\W+)?(?:what(?:'s|’s|\s+is|\s+has)?\s+(?:(?:just|actually)\s+)?(?:happened|happening|going\s+on|new|the\s+latest|the\s+(?:story|gist|news))|what\s+(?:is|was)\s+(?:this|it|the\s+story)\s+about|(?:can\s+you\s+|please\s+)?(?:summari[sz]e|sum\s+up|explain|recap)(?:\s+(?:this|it|the\s+story|this\s+story|for\s+me))*|(?:give\s+me\s+)?(?:a\s+|the\s+)?(?:summary|overview|recap|gist|key\s+(?:points|facts)|main\s+points)|tell\s+me\s+(?:more|about\s+(?:this|it|the\s+story))|tl;?\s*dr)\W*$/i;

function asksOverview(message: string): boolean {
  return OVERVIEW.test(message.trim());
}

/** 'What's new?', 'Any updates?': the newest sources first. */
const LATEST = /\b(?:new|latest|updates?|newest)\b/i;

/**
 * The story in a few claims: each source's first claim (its lead, the article's own summary of the event),
 * oldest source first (newest first for 'what's new'), then the first source's next ones when there are
 * fewer sources than MAX_CLAIMS_IN_ANSWER. Claims come in source order and, within a source, in the order
 * of the article. The questions are English, so leads in English come before leads in other languages
 * (which still answer when no source is in English).
 */
function leadClaims(claims: StoryClaim[], newestFirst: boolean): ChatClaim[] {
  const numbered = claims.map((claim, index) => ({ number: index + 1, claim }));
  const seen = new Set<string>();
  const leads: ChatClaim[] = [];
  for (const c of numbered) {
    if (seen.has(c.claim.source.page_id)) continue;
    seen.add(c.claim.source.page_id);
    leads.push(c);
  }
  if (newestFirst) leads.reverse();
  for (const c of numbered) if (!leads.includes(c)) leads.push(c);
  const english = leads.filter((c) => readsEnglish(c.claim.text));
  return [...english, ...leads.filter((c) => !english.includes(c))].slice(0, MAX_CLAIMS_IN_ANSWER);
}

/** Function words of English, and of the other languages the sources come in (French, Spanish, German). */
const ENGLISH_WORDS = new Set(
  'the and of to was were is are at on after from with said by for has have had it its their this that'.split(
    ' ',
  ),
);
const OTHER_WORDS = new Set(
  `le la les des du un une est et dans au aux avec pour sur qui que ont sont en el los las del por para con
  una fue han der die das und ist mit von den nach`.split(/\s+/),
);
/** True unless the text uses more function words of another language than of English. */
function readsEnglish(text: string): boolean {
  let english = 0;
  let other = 0;
  for (const w of words(text)) {
    if (ENGLISH_WORDS.has(w)) english++;
    else if (OTHER_WORDS.has(w)) other++;
  }
  return english >= other;
}

/**
 * Claims that answer a question of this type about the story as a whole, in story order. A claim the story
 * reads as off it (`off_story`: a roundup's note on another game, 'Vanden Bosch will miss the last games
 * … because of an injury') is about something else, and answers no question about the story.
 */
function claimsOfType(context: StoryChatContext, type: QuestionType): ChatClaim[] {
  const surnames = new Set((context.personNames ?? []).map((name) => words(name).at(-1)).filter(Boolean));
  const fits = (claim: StoryClaim): boolean => {
    if (type === 'when') return claim.event_time !== null || statesTime(claim.text);
    // (A claim's place can be its article's, carried over: 'the lawyer for policemen … said' has 'Athens';
    // and a claim can name a place of the story its own place misses: 'Port Aldous City Council voted…'.)
    if (type === 'where')
      return [claim.where, ...(context.placeNames ?? [])].some(
        (place) => place && mentions(claim.text, place),
      );
    if (type === 'who') return namesPerson(claim.text, surnames);
    if (type === 'how_many') return statesCount(claim.text);
    if (type === 'why') return statesCause(claim.text);
    return false;
  };
  const fitting = context.claims
    .map((claim, index) => ({ number: index + 1, claim }))
    .filter((c) => !c.claim.off_story && fits(c.claim));
  if (type === 'where') return placesOfTheEvent(fitting, context).slice(0, MAX_CLAIMS_IN_ANSWER);
  if (type === 'when') {
    // A claim dated only by when the news was told ('the rep confirmed to People and Us Weekly on Friday')
    // dates the announcement, not the event: it comes after the claims that date an act ('she went to
    // Promises on Tuesday').
    const ordered = aboutTheEvent(fitting, context);
    const reportOnly = ordered.filter((c) => datesOnlyTheReport(c.claim.text));
    return [...ordered.filter((c) => !reportOnly.includes(c)), ...reportOnly].slice(0, 2);
  }
  return fitting.slice(0, MAX_CLAIMS_IN_ANSWER);
}

/**
 * 'When did it happen?' asks the time of the event the story is about, which its summary tells ('… the death
 * of 15-year-old Alexandros Grigoropoulos. The teenager was shot and killed by police in Athens…'), not of
 * what followed it (rallies announced 'on Sunday', a police station firebombed 'on Saturday night'). The
 * dated claims that share most of the summary's words (weighted by how rare they are among the claims, so
 * 'Greece' counts less than 'killed'), at least ABOUT_THE_EVENT of the best, earliest date first: the event
 * comes before the reactions that repeat its words ('Fresh riots … on Saturday December 13 … in protest at
 * the killing'). Claims whose dates cannot be compared come after them, then the other dated claims.
 */
function aboutTheEvent(dated: ChatClaim[], context: StoryChatContext): ChatClaim[] {
  if (!contentWords(context.summary ?? '').length || dated.length < 2) return dated;
  const closeness = summaryCloseness(context);
  const scored = dated.map((c) => ({ ...c, score: closeness(c.claim) }));
  const best = Math.max(...scored.map((c) => c.score));
  if (best <= 0) return dated;
  const event = scored
    .filter((c) => c.score >= best * ABOUT_THE_EVENT)
    .sort((a, b) => compareDates(claimDate(a.claim), claimDate(b.claim)) || b.score - a.score);
  // (The rest, closest to the summary first: a summary that is one source's lead, dated by when it was
  // said, 'Police Inspector Dave Gaskin said Monday…', leaves each climber's fall below the threshold.)
  const rest = scored.filter((c) => !event.includes(c)).sort((a, b) => b.score - a.score);
  return [...event, ...rest].map(({ number, claim }) => ({ number, claim }));
}

/**
 * 'Where did it happen?' asks the place of the event the summary tells: the claims that put a place after a
 * preposition of place ('killed by police in Athens', 'died … at his home in Santa Rosa'; not 'during the
 * Watergate scandal', 'cleared Port Aldous City Council') first, then the others, each closest to the
 * summary first (its words weighted by how rare they are among the claims), story order between equals. The
 * killing 'in the central Athens district of Exarchia' comes before the rallies announced in front of the
 * police headquarters, which the story's first source told first.
 */
function placesOfTheEvent(fitting: ChatClaim[], context: StoryChatContext): ChatClaim[] {
  const places = (claim: StoryClaim) =>
    [claim.where, ...(context.placeNames ?? [])].filter(Boolean) as string[];
  const closeness = summaryCloseness(context);
  const scored = fitting.map((c, order) => ({
    ...c,
    order,
    locative: places(c.claim).some((place) => placedAfterPreposition(c.claim.text, place)),
    score: closeness(c.claim),
  }));
  const bonus = LOCATIVE_BONUS * Math.max(0, ...scored.map((c) => c.score));
  return scored
    .map((c) => ({ ...c, score: c.score + (c.locative ? bonus : 0) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ number, claim }) => ({ number, claim }));
}

/** A place after a preposition of place counts half as much as the claim sharing most of the summary. */
const LOCATIVE_BONUS = 0.5;
/** Prepositions of place, up to three words before the place's name ('in the central Athens district'). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'outside', 'inside', 'off', 'across', 'around']);
function placedAfterPreposition(text: string, place: string): boolean {
  const all = words(text);
  return occurrences(all, words(place)).some((i) => {
    const at = all.slice(Math.max(0, i - 3), i).findIndex((w) => PLACE_PREPOSITIONS.has(w));
    if (at < 0) return false;
    const preposition = Math.max(0, i - 3) + at;
    return !all.slice(Math.max(0, preposition - 2), preposition).some((w) => AFTERMATH_VERBS.has(w));
  });
}
/**
 * Verbs of what followed the event: the place after them is the arrest's, the court's or the hospital's, not
 * the event's ('Jenkin, who was arrested at Millom Pier, …' in a story of a murder in a house in Millom).
 */
const AFTERMATH_VERBS = new Set([
  'arrested',
  'detained',
  'held',
  'remanded',
  'appeared',
  'appear',
  'appears',
  'sentenced',
  'jailed',
  'buried',
  'treated',
  'hospitalised',
  'hospitalized',
]);

/** How much of the story's summary a claim shares, its words weighted by how rare they are among the claims. */
function summaryCloseness(context: StoryChatContext): (claim: StoryClaim) => number {
  const summaryTerms = [...new Set(contentWords(context.summary ?? '').map(stem))];
  const documents = context.claims.map((claim) => new Set(words(claim.text).map(stem)));
  const weight = (term: string) =>
    1 + Math.log((documents.length + 1) / (documents.filter((doc) => doc.has(term)).length + 1));
  return (claim) => {
    const own = new Set(words(claim.text).map(stem));
    return summaryTerms.reduce((sum, term) => sum + weight(term) * termMatch(term, own), 0);
  };
}

interface ClaimDate {
  year?: number;
  month: number;
  day: number;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The claim's date: its resolved date, else a day of a month its text names ('on 6 December'). */
function claimDate(claim: StoryClaim): ClaimDate | undefined {
  const resolved = claim.event_time?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (resolved) return { year: Number(resolved[1]), month: Number(resolved[2]), day: Number(resolved[3]) };
  const named = claim.text.match(
    /\b(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b(?:,?\s+((?:19|20)\d{2})\b)?|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})\b(?:,?\s+((?:19|20)\d{2})\b)?/,
  );
  if (!named) return undefined;
  const month = MONTHS.indexOf((named[2] ?? named[4])!.toLowerCase()) + 1;
  const year = named[3] ?? named[6];
  return { year: year ? Number(year) : undefined, month, day: Number(named[1] ?? named[5]) };
}

/** Earlier first; the year only when both have one; a claim with no date after every dated one. */
function compareDates(a: ClaimDate | undefined, b: ClaimDate | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  if (a.year !== undefined && b.year !== undefined && a.year !== b.year) return a.year - b.year;
  return a.month - b.month || a.day - b.day;
}

/**
 * A stated cause: 'in protest at the death of…', 'because', 'due to', 'caused by', 'blamed on', or a cause
 * that sparked or triggered what followed ('The fatal shooting … sparked five days of riots').
 */
const CAUSE =
  /\b(?:in\s+protest\s+(?:at|over|against)|because|due\s+to|caused\s+by|blamed\s+(?:on|for)|sparked|triggered|triggering|prompted|led\s+to|resulted\s+in|as\s+a\s+result\s+of)\b/i;
function statesCause(text: string): boolean {
  return CAUSE.test(text);
}

/** A stated time: a clock time, a date, a weekday, 'yesterday', 'last night'. */
function statesTime(text: string): boolean {
  return (
    new RegExp(CLOCK_TIME.source, 'i').test(text) ||
    new RegExp(MONTH_DAY.source).test(text) ||
    /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tonight|last\s+(?:night|week|month|year))\b/i.test(
      text,
    )
  );
}

interface ScoredClaim {
  number: number;
  claim: StoryClaim;
  coverage: number;
  score: number;
}

/**
 * A question of several parts ('How many people were evacuated, and who declared the emergency?') is
 * answered part by part: the claims chosen for the whole question often all answer its first part, so a
 * part none of them covers (less than half of its weighted terms) gets the claim that covers it best,
 * when one covers at least half of it. A question of one part is left as chosen.
 */
function answerEveryPart(
  message: string,
  scored: ScoredClaim[],
  documents: ClaimTerms[],
  idf: (term: string) => number,
  chosen: ScoredClaim[],
): void {
  const parts = message
    .split(/\b(?:and|also|plus|but)\b|[,;?]/i)
    .map((text) => questionTerms(text))
    .filter((terms) => terms.length);
  if (parts.length < 2) return;
  const pinned = new Set<ScoredClaim>();
  for (const part of parts) {
    const weights = part.map(idf);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const partCoverage = (index: number) =>
      part.reduce((sum, term, i) => sum + weights[i]! * claimMatch(term, documents[index]!), 0) / total;
    if (chosen.some((c) => partCoverage(c.number - 1) >= 0.5)) continue;
    let pick: ScoredClaim | undefined;
    let pickCoverage = 0;
    for (const candidate of scored) {
      const coverage = partCoverage(candidate.number - 1);
      if (coverage > pickCoverage || (coverage === pickCoverage && pick && candidate.score > pick.score)) {
        pick = candidate;
        pickCoverage = coverage;
      }
    }
    if (!pick || pickCoverage < 0.5) continue;
    if (chosen.length >= MAX_CLAIMS_IN_ANSWER) {
      // Make room by dropping the weakest claim that no earlier part needed.
      const spare = chosen.findLastIndex((c) => !pinned.has(c));
      if (spare < 0) break;
      chosen.splice(spare, 1);
    }
    chosen.push(pick);
    pinned.add(pick);
  }
}

/**
 * True when the text counts what the question asks about ('At least 70 people have been hurt'), or names
 * it in a word of its own ('Tennant and Hakim died at the scene, two of 3 officers there'), not only in a
 * word that names it when it is about those counted ('hospital', 'home', 'cost', 'loss').
 */
function countsAsked(text: string, asked: Set<Quantity>): boolean {
  if (claimFigures(text).some((figure) => asked.has(figure.quantity))) return true;
  return [...quantitiesNamed(words(text), true)].some((quantity) => asked.has(quantity));
}

/** The quantities a question about victims or casualties asks: the dead and the hurt. */
const LOSSES = new Set<Quantity>(['die', 'injur']);
/**
 * Animals, and the breeds news names them by ('border collie'). Not 'bird' ('a bird's-eye view of the fatal
 * shooting'), 'pig' or 'chicken', which news uses of people or sights too.
 */
const ANIMALS = new Set(
  `animal pet dog puppy cat kitten horse pony livestock cattle cow sheep goat poultry collie terrier spaniel
  retriever labrador alsatian poodle`
    .split(/\s+/)
    .map(stem),
);
function isAnimal(word: string): boolean {
  return ANIMALS.has(stem(word));
}
/** People's own nouns, besides those that count some of them (`someOfPeople`). */
const PERSONS = new Set(
  `people person resident human mother mum mom father dad sister brother son daughter wife husband baby
  family relative friend neighbour neighbor owner`
    .split(/\s+/)
    .map(stem),
);
function isPerson(word: string): boolean {
  return PERSONS.has(stem(word)) || someOfPeople(stem(word));
}
/** How far from a death or an injury the animal it is told of may be ('border collie, named Fenn, was found dead'). */
const ANIMAL_REACH = 6;
/**
 * True when every word of the text that names one of `losses` tells it of an animal: an animal within
 * ANIMAL_REACH words of it and no person ('the dog's death'; not 'Two women and their dog were found dead').
 */
function toldOfAnimals(text: string, losses: Set<Quantity>): boolean {
  const all = words(text);
  let told = 0;
  for (let i = 0; i < all.length; i++) {
    const quantity = quantityOf(all[i]!);
    if (!quantity || !losses.has(quantity)) continue;
    told++;
    const near = all.slice(Math.max(0, i - ANIMAL_REACH), i + ANIMAL_REACH + 1);
    if (!near.some(isAnimal) || near.some(isPerson)) return false;
  }
  return told > 0;
}

/**
 * 'What did the police say?', 'What do the lawyers claim?', 'What has Karamanlis told reporters?': who the
 * question asks the words of is what stands between the auxiliary and the verb of saying.
 */
const SPEAKER_QUESTION =
  /\b(?:did|do|does|has|have|had|will|would)\s+(.+?)\s+(?:say|said|tell|told|claim|claimed|state|stated|think|thought|respond|responded|announce|announced)\b/i;
function askedSpeaker(message: string): string[] {
  const asked = message.match(SPEAKER_QUESTION);
  return asked ? questionTerms(asked[1]!) : [];
}

/** How far from the speaker's name the word for them may be ('said Alexis Kouyias, the lawyer for…'). */
const TITLE_REACH = 4;

/**
 * True when the claim's speaker (its `who`) is what one of the asked speaker's terms names: in the speaker's own
 * words ('the lawyer acting for the officer') or in a title next to the speaker's name ('Lawyer Alexis
 * Kougias said', 'said Alexis Kouyias, the lawyer for policemen…').
 */
function spokenBy(claim: StoryClaim, terms: string[]): boolean {
  if (!claim.who) return false;
  const speaker = words(claim.who).map(stem);
  if (terms.some((term) => speaker.includes(term))) return true;
  const text = words(claim.text).map(stem);
  const at = occurrences(text, speaker)[0];
  if (at === undefined) return false;
  const near = text.slice(Math.max(0, at - TITLE_REACH), at + speaker.length + TITLE_REACH);
  return terms.some((term) => near.includes(term));
}

/**
 * A sentence whose subject is a pronoun: it tells what someone did, not who. (Not a quote's 'We appreciate
 * your respect…', said by someone the sentence goes on to name.)
 */
const PRONOUN_SUBJECT = /^[^\p{L}"“'‘]*(?:he|she|they|it|his|her|their|its)\b/iu;

/**
 * True when one of the story's people is named within TITLE_REACH words of one of the question's terms: the
 * person the asked role or act is told of ('rep Jack Ketsoyan', 'Ketsoyan, her rep').
 */
function namedBeside(text: string, surnames: Set<string | undefined>, terms: string[]): boolean {
  const all = words(text);
  const stems = all.map(stem);
  return all.some(
    (word, i) =>
      surnames.has(word) &&
      stems.slice(Math.max(0, i - TITLE_REACH - 1), i + TITLE_REACH).some((s) => terms.includes(s)),
  );
}

/** True when the text names one of the story's people (by surname, the form every mention shares). */
function namesPerson(text: string, surnames: Set<string | undefined>): boolean {
  return surnames.size > 0 && words(text).some((word) => surnames.has(word));
}

function refuse(context: StoryChatContext): ChatAnswer {
  // Titles and entity names come from sources too.
  const topics = context.entityNames.slice(0, 4).map(escapeNarrativeText);
  const title = escapeNarrativeText(context.title);
  const cover = topics.length
    ? `They cover ${listing(topics)}, in ${context.claims.length} claim${context.claims.length === 1 ? '' : 's'} about “${title}”.`
    : `They cover “${title}” in ${context.claims.length} claim${context.claims.length === 1 ? '' : 's'}.`;
  return { response: `${NO_ANSWER} ${cover}`, cited: [] };
}

function questionType(message: string): QuestionType {
  const all = words(message);
  if (all.includes('who') || all.includes('whom') || all.includes('whose')) return 'who';
  if (all.includes('where')) return 'where';
  if (all.includes('when') || (all.includes('what') && (all.includes('time') || all.includes('date'))))
    return 'when';
  if (all.includes('how') && (all.includes('many') || all.includes('much'))) return 'how_many';
  if (all.includes('why') || (all.includes('what') && (all.includes('caused') || all.includes('cause'))))
    return 'why';
  return 'other';
}

/** The question's stemmed content words, without the words that only shape a question. */
function questionTerms(message: string): string[] {
  const shaping = new Set([
    'many',
    'much',
    'happen',
    'happened',
    'time',
    'date',
    'going',
    'get',
    'got',
    'like',
    // 'Who is involved?', 'Who is in the story?', 'How many were affected?': about the story as a whole.
    'involved',
    'affected',
    'affect',
    'involve',
    'story',
    // 'What caused it?', 'What was the reason?': the question's type ('why'), not its subject.
    'cause',
    'caused',
    'reason',
  ]);
  return [
    ...new Set(
      contentWords(message)
        .filter((w) => !shaping.has(w))
        .map(stem),
    ),
  ];
}

/**
 * A claim's own terms; its speaker and place apart (`who`, `where`: a place is often its article's, carried
 * over to a claim that does not name it); and its source's title apart: the title is about the whole
 * article, not this claim. Each also unstemmed, which a name is matched against ('Manning' is not
 * 'man-coverage').
 */
interface ClaimTerms {
  own: Set<string>;
  context: Set<string>;
  title: Set<string>;
  ownWords: Set<string>;
  contextWords: Set<string>;
  titleWords: Set<string>;
}

function claimTerms(claim: StoryClaim): ClaimTerms {
  const own = words(claim.text);
  const context = words([claim.who, claim.where].filter(Boolean).join(' '));
  const title = words(claim.source.title ?? '');
  return {
    own: new Set(own.map(stem)),
    context: new Set(context.map(stem)),
    title: new Set(title.map(stem)),
    ownWords: new Set(own),
    contextWords: new Set(context),
    titleWords: new Set(title),
  };
}

/**
 * How well a claim answers a term: its own words fully; its speaker and place at 0.5 ('What happened at
 * Mill Street?' is answered by the claims that say what happened there before a councillor's quote from an
 * article about the levee); its source's title at 0.3 (every claim of an article titled 'Governor declares
 * emergency…' would otherwise answer who declared it).
 */
const CONTEXT_MATCH = 0.5;
const TITLE_MATCH = 0.3;
function claimMatch(term: string, doc: ClaimTerms, name?: string): number {
  if (name) {
    if (doc.ownWords.has(name)) return 1;
    return doc.contextWords.has(name) ? CONTEXT_MATCH : doc.titleWords.has(name) ? TITLE_MATCH : 0;
  }
  return Math.max(
    termMatch(term, doc.own),
    CONTEXT_MATCH * termMatch(term, doc.context),
    TITLE_MATCH * termMatch(term, doc.title),
  );
}

/** 1 for the term itself, 0.7 for a synonym or a typo, 0.6 for a longer word it begins (a question's word cut short). */
function termMatch(term: string, doc: Set<string>): number {
  if (doc.has(term)) return 1;
  for (const synonym of SYNONYMS.get(term) ?? []) if (doc.has(synonym)) return 0.7;
  if (term.length >= 5) {
    for (const word of doc) {
      if (
        Math.abs(word.length - term.length) <= 1 &&
        editDistance(term, word, 1) <= 1 &&
        !lastLetterApart(term, word)
      )
        return 0.7;
    }
  }
  if (term.length >= 4) {
    // Not the stem with a 'y' after it: 'police', 'count', 'part', 'store' stem to words that 'policy',
    // 'county', 'party', 'story' begin ('injured' and 'injury' meet as synonyms).
    for (const word of doc)
      if (word.length > term.length && word.startsWith(term) && word !== `${term}y`) return 0.6;
  }
  return 0;
}

/**
 * Two words one edit apart that differ only in their last letter are as a rule two words, not a typo: English
 * changes words at their end ('police' / 'policy', 'flood' / 'floor', 'storm' / 'store', 'shot' / 'shop'), and
 * a question's word cut short already meets the longer word by its prefix.
 */
function lastLetterApart(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let same = 0;
  while (same < shorter && a[same] === b[same]) same++;
  return same >= Math.max(a.length, b.length) - 1;
}

function mentions(text: string, name: string): boolean {
  return occurrences(words(text), words(name)).length > 0;
}

/** Where the word sequence `name` starts in `all` (none for an empty name). */
function occurrences(all: string[], name: string[]): number[] {
  const found: number[] = [];
  if (!name.length) return found;
  for (let i = 0; i + name.length <= all.length; i++)
    if (name.every((w, j) => all[i + j] === w)) found.push(i);
  return found;
}
