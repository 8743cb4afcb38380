import {
  BUILDER_MODALITIES,
  type BuilderModality,
  type EntityType,
  type HealthIndicator,
  type StoryCategory,
} from '@cairn/shared/contracts/vocabulary';
import { escapeNarrativeText } from '@cairn/shared/narrative/narrative-markup';
import { isDatelineOnly } from '../../lib/dateline';
import { escapeRegExp } from '../../lib/escape-reg-exp';
import { withoutStackedDay } from '../../lib/stacked-day';
import { CENTRAL_MIN_PAGES, storyRelevance } from '../../lib/story-relevance';
import { unshouter } from '../../lib/unshout';
import { contentWords, jaccard, STOPWORDS } from '../../lib/word-overlap';

/**
 * Story composition: from the pages of one story, with their claims and entities, to what readers see —
 * title, description, narrative content with `{{cite:…}}` and `[[name|id]]` markup (SPEC §3), locations,
 * counts, category, coherence, entropy and health. Pure and deterministic; docs/coherence.md explains
 * every number.
 */

export interface ComposePage {
  id: string;
  title: string | null;
  /** Publisher identity for independence: the domain, or the site name for pasted texts. */
  publisher: string | null;
  published_at: string | null;
  added_at: string;
  gist: string | null;
  image: string | null;
  /** ISO 639-1 code of the page's language, when known: the narrative keeps to the summary's language. */
  language?: string | null;
}

export interface ComposeClaim {
  page_id: string;
  text: string;
  builder_modality: BuilderModality;
  confidence: number;
  when_date: string | null;
  /** Position among its page's claims (the source's order); narratives follow it within a page. */
  ordinal?: number;
  /** Who the claim's source says said it ('Fire Chief Harriet Vance'), when it names someone. */
  who?: string | null;
  /** The claim's row id, when it has one: `off_story_claim_ids` names claims by it. */
  id?: string;
}

export interface ComposeEntity {
  id: string;
  name: string;
  type: EntityType;
  /** Surface forms seen in the pages, longest first is best for markup. */
  mentions: string[];
  page_ids: string[];
  country_code: string | null;
}

export interface ComposedStory {
  title: string;
  description: string;
  gist: string;
  content: string;
  citations_metadata: Record<
    string,
    { title: string | null; publisher: string | null; published_at: string | null }
  >;
  /** The story's own places, most pages first: none that only its off-story claims name. */
  locations: string[];
  /**
   * The entities only the story's off-story claims name (a roundup's notes on other games: 'Pittsburgh',
   * 'Tarvaris Jackson'): the story's entity lists leave them out, as `locations` does.
   */
  off_story_entity_ids: string[];
  /**
   * The claims the narrative reads as off the story (by `id`), for the timeline's marks: worked out here
   * once per recomposition rather than at every read of the story's claims. Null when a claim came without
   * an id (nothing can name it).
   */
  off_story_claim_ids: string[] | null;
  artifact_count: number;
  claim_count: number;
  category: StoryCategory;
  coherence_score: number;
  entropy: number;
  health_indicator: HealthIndicator;
  cover_image: string | null;
  last_activity: string;
  /** The coherence components, for the builder and for docs/coherence.md. */
  coherence_components: CoherenceComponents;
}

export interface CoherenceComponents {
  sources: number;
  independence: number;
  modality_diversity: number;
  corroboration: number;
  contestation: number;
  entity_coverage: number;
}

const MODALITIES: readonly BuilderModality[] = BUILDER_MODALITIES;
const CONTENT_CLAIMS = 8;
const DAY = 86_400_000;

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Claims from two pages that say the same thing: a claim with such a twin is corroborated. */
const CORROBORATION_JACCARD = 0.35;

interface ClaimGroup {
  claim: ComposeClaim;
  words: Set<string>;
  pages: Set<string>;
  /** Every claim the group stands for (its own first). */
  members: ComposeClaim[];
}

const FIRST_PERSON = /\b(?:I|I['’](?:m|ve|d|ll)|we|We|my|My|our|Our|us)\b/u;
const SPEECH_CUE =
  /\b(?:said|says|told|tells|added|adds|asked|explained|wrote|writes|recalled|recalls|screamed|shouted|noted|according to)\b/iu;
/** A quotation: opened by a double quote, closed by one or by two apostrophes (as ECB+ and wire copy print it). */
const QUOTATION = /["“][^"“”]*(?:["”]|'')/gu;

/**
 * A sentence someone speaks that does not say who ('I ate and drank and dated a million guys, but I'm so
 * happy where I am right now.', a quotation's opening paragraph '"Thompson was not so easy to box.'): in a
 * narrative of several sources its 'I' is nobody, so it is left to its source. The writer's first person
 * outside quotation marks, or a quotation opened and not closed, with no verb of saying.
 */
export function speaksWithoutSpeaker(text: string): boolean {
  const trimmed = text.trim();
  const unquoted = trimmed.replace(QUOTATION, ' ');
  if (SPEECH_CUE.test(unquoted)) return false;
  const openQuote = /^["“]/u.test(trimmed) && !/["”]|''/u.test(trimmed.slice(1));
  return openQuote || FIRST_PERSON.test(unquoted);
}

/** Groups near-identical claims across pages; the first (most confident) claim speaks for its group. */
/**
 * A claim that names its subject only by a pronoun ('He said the water was fast', '"…," she told reporters',
 * 'It crested at noon', 'Without it, the city…')
 * needs the sentence before it in its article; in a narrative of claims from several pages it reads as
 * nobody. Such claims come after every claim that stands alone.
 */
export function leansOnContext(text: string): boolean {
  return (
    /^(?:he|she|they|his|her|their|it|its)\b/i.test(text.trim()) ||
    // 'Without it, the city would have to find $820 million elsewhere': a phrase opening on a pronoun.
    /^(?:without|despite|because of|unlike|besides|after|before|under|with)\s+(?:it|this|that|them|him|her)\b/i.test(
      text.trim(),
    ) ||
    /(?:[,.!?…]["”’]|,)\s+(?:he|she|they)\s+(?:said|says|told|tells|added|adds|asked|explained|wrote)\b/i.test(
      text,
    )
  );
}

function groupClaims(claims: ComposeClaim[]): ClaimGroup[] {
  const groups: ClaimGroup[] = [];
  // Whatever order the claims come in (a database returns ties in any order), the same claim speaks for its
  // group: the most confident, then the longest (it says most), then by text.
  const sorted = [...claims].sort(
    (a, b) =>
      b.confidence - a.confidence ||
      b.text.length - a.text.length ||
      (a.text < b.text ? -1 : a.text > b.text ? 1 : a.page_id.localeCompare(b.page_id)),
  );
  for (const claim of sorted) {
    const words = contentWords(claim.text);
    const twin = groups.find((g) => jaccard(g.words, words) >= CORROBORATION_JACCARD);
    if (twin) {
      twin.pages.add(claim.page_id);
      twin.members.push(claim);
    } else groups.push({ claim, words, pages: new Set([claim.page_id]), members: [claim] });
  }
  return groups;
}

export function coherenceComponents(
  pages: ComposePage[],
  claims: ComposeClaim[],
  entities: ComposeEntity[],
): CoherenceComponents {
  const n = pages.length;
  const publishers = new Set(pages.map((p) => p.publisher ?? p.id));
  const modalities = new Set(claims.map((c) => c.builder_modality));
  const groups = groupClaims(claims);
  const corroborated = groups.filter((g) => g.pages.size > 1).length;
  const allegations = claims.filter((c) => c.builder_modality === 'allegation').length;
  return {
    // Saturating in the number of sources: 1 → 0.28, 3 → 0.63, 5 → 0.81, 10 → 0.96.
    sources: n ? 1 - Math.exp(-n / 3) : 0,
    // Independent voices, out of at least three: a single outlet is one voice, not full independence.
    independence: n ? publishers.size / Math.max(n, 3) : 0,
    // SPEC §9's gap rule wants 3 modalities; 3 or more is full marks.
    modality_diversity: Math.min(1, modalities.size / 3),
    corroboration: groups.length && n > 1 ? corroborated / groups.length : 0,
    contestation: claims.length ? allegations / claims.length : 0,
    // SPEC §9's gap rule wants 5 entities.
    entity_coverage: Math.min(1, entities.length / 5),
  };
}

/** The weighted sum of docs/coherence.md, clamped to 0..1. */
export function coherenceScore(c: CoherenceComponents): number {
  return clamp01(
    0.3 * c.sources +
      0.2 * c.independence +
      0.15 * c.modality_diversity +
      0.2 * c.corroboration +
      0.15 * c.entity_coverage -
      0.1 * c.contestation,
  );
}

/** Normalised Shannon entropy of the claims' modalities: 0 when all agree in kind, 1 when evenly spread. */
export function modalityEntropy(claims: ComposeClaim[]): number {
  if (!claims.length) return 0;
  const counts = MODALITIES.map((m) => claims.filter((c) => c.builder_modality === m).length).filter(Boolean);
  const h = counts.reduce((sum, k) => {
    const p = k / claims.length;
    return sum - p * Math.log(p);
  }, 0);
  return h / Math.log(MODALITIES.length);
}

/** SPEC §4 health: growing with fresh evidence, healthy while active, stale when quiet, archived when old. */
export function healthIndicator(pages: ComposePage[], now: Date): ComposedStory['health_indicator'] {
  const times = pages.map((p) => Date.parse(p.added_at)).filter(Number.isFinite);
  const last = Math.max(...times);
  const age = now.getTime() - last;
  const recent = times.filter((t) => now.getTime() - t < 3 * DAY).length;
  if (age < DAY && recent >= 2) return 'growing';
  if (age < 3 * DAY) return 'healthy';
  if (age < 30 * DAY) return 'stale';
  return 'archived';
}

/**
 * Marks each entity's first mention in the text as `[[surface|id]]` (SPEC §3): the earliest place any of
 * its forms appears ('"…," Brennan said' before '… Director Luis Brennan'), so the reader meets the link
 * where the name first comes up. Where forms overlap, the longest wins ("Wendover County Emergency
 * Management" over "Wendover County"), and a form never matches inside a longer one or inside a citation.
 */
export function markEntities(text: string, entities: ComposeEntity[]): string {
  const forms = entities
    .flatMap((e) => [e.name, ...e.mentions].map((form) => ({ e, form })))
    // Markup characters (and the backslash that escapes them) never belong to a name we mark.
    .filter(({ form }) => form.trim().length > 2 && !/[[\]|{}\\]/.test(form));
  const spans: { id: string; start: number; end: number }[] = [];
  for (const { e, form } of forms) {
    for (const match of text.matchAll(wordPattern(form, 'gu'))) {
      spans.push({ id: e.id, start: match.index, end: match.index + match[0].length });
    }
  }
  // Citations are markup the text already holds: no name is marked inside one.
  const taken: { start: number; end: number }[] = [...text.matchAll(/\{\{cite:[^}]*\}\}/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const overlaps = (a: { start: number; end: number }) =>
    taken.some((b) => a.start < b.end && b.start < a.end);
  // Longest first, then earliest: each accepted span is a mention no longer name covers.
  spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const firstMention = new Map<string, { id: string; start: number; end: number }>();
  for (const span of spans) {
    if (overlaps(span)) continue;
    taken.push(span);
    const first = firstMention.get(span.id);
    if (!first || span.start < first.start) firstMention.set(span.id, span);
  }
  let out = '';
  let at = 0;
  for (const span of [...firstMention.values()].sort((a, b) => a.start - b.start)) {
    out += `${text.slice(at, span.start)}[[${text.slice(span.start, span.end)}|${span.id}]]`;
    at = span.end;
  }
  return out + text.slice(at);
}

/** At most this many claims are added to a narrative to introduce people it names by surname only. */
const MAX_INTRODUCTIONS = 2;

/**
 * A narrative that says "Okafor said she had asked the governor…" and never "Mayor Dana Okafor" leaves the
 * reader asking who she is, and its words are the source's, so they cannot be rewritten. For each person
 * the chosen claims name only by a shorter form, the strongest other claim that gives the full name is
 * told too (it then comes first by the narrative's order when its source wrote it first).
 */
/** Share of a claim's content words the summary holds for the claim to be one of the summary's sentences. */
const IN_SUMMARY = 0.9;

/**
 * A claim this alike the summary (content words), or one of its sentences ("Quarterback Peyton Manning was
 * nearly perfect as the Colts beat the host Jaguars, 31-24, on Thursday night." in a summary of two
 * sentences), would say it twice: the narrative opens with the summary.
 */
function repeatsSummary(gist: string, group: ClaimGroup): boolean {
  const summary = contentWords(gist);
  if (summary.size === 0) return false;
  if (jaccard(summary, group.words) > 0.6) return true;
  if (group.words.size < 4) return false;
  let held = 0;
  for (const w of group.words) if (summary.has(w)) held++;
  return held / group.words.size >= IN_SUMMARY;
}

/** Sources whose opening claim the narrative tells besides the most corroborated ones. */
const MAX_LEAD_CLAIMS = 3;

/**
 * Each source's opening claim, its own account of the news ("The Alder River crested at 22.4 feet…",
 * "More than 1,100 people were still out of their homes…"): a story told only by its most repeated
 * details can leave out what happened. In page order (most corroborated first), up to MAX_LEAD_CLAIMS that
 * the narrative does not hold yet, stand alone, and are in the summary's language (a French source's lead
 * in an English narrative would read as a slip).
 */
function pageLeads(
  pagesInOrder: ComposePage[],
  eligible: ClaimGroup[],
  chosen: ClaimGroup[],
  gistPage: ComposePage | undefined,
  gist: string,
): ClaimGroup[] {
  const language = gistPage?.language ?? null;
  // Each page's first claim (lowest ordinal) among the eligible ones, found in one pass.
  const opening = new Map<string, { group: ClaimGroup; ordinal: number }>();
  for (const group of eligible) {
    for (const member of group.members) {
      const ordinal = member.ordinal ?? Number.POSITIVE_INFINITY;
      const seen = opening.get(member.page_id);
      if (!seen || ordinal < seen.ordinal) opening.set(member.page_id, { group, ordinal });
    }
  }
  const leads: ClaimGroup[] = [];
  for (const page of pagesInOrder) {
    if (leads.length >= MAX_LEAD_CLAIMS) break;
    if (language && page.language && page.language !== language) continue;
    const first = opening.get(page.id)?.group;
    if (!first || chosen.includes(first) || leads.includes(first)) continue;
    // (The summary's own source opens with the summary: the narrative leaves such a claim out.)
    if (leansOnContext(first.claim.text) || repeatsSummary(gist, first)) continue;
    leads.push(first);
  }
  return leads;
}

/**
 * A claim that names a person by surname only ("Okafor said she had asked…") moves after the first claim
 * that gives the full name ("Mayor Dana Okafor said…"), when the narrative holds one: time order would
 * otherwise introduce her by a bare surname.
 */
function namesBeforeSurnames(ordered: ClaimGroup[], entities: ComposeEntity[]): ClaimGroup[] {
  const result = [...ordered];
  for (const person of entities) {
    if (person.type !== 'Person' || !/\s/.test(person.name)) continue;
    const fullName = wordPattern(person.name);
    const shortForms = person.mentions
      .filter((m) => m.length > 2 && m !== person.name && person.name.endsWith(m))
      .map((form) => wordPattern(form));
    if (!shortForms.length) continue;
    const full = result.findIndex((g) => fullName.test(g.claim.text));
    const short = result.findIndex(
      (g) => !fullName.test(g.claim.text) && shortForms.some((form) => form.test(g.claim.text)),
    );
    if (full > short && short >= 0) {
      const [introduction] = result.splice(full, 1);
      result.splice(short, 0, introduction!);
    }
  }
  return result;
}

function introductions(
  chosen: ClaimGroup[],
  eligible: ClaimGroup[],
  entities: ComposeEntity[],
  gist: string,
): ClaimGroup[] {
  const told = [gist, ...chosen.map((g) => g.claim.text)];
  const added: ClaimGroup[] = [];
  for (const person of entities) {
    if (added.length >= MAX_INTRODUCTIONS) break;
    if (person.type !== 'Person' || !/\s/.test(person.name)) continue;
    const fullName = wordPattern(person.name);
    if (told.some((text) => fullName.test(text))) continue;
    const shortForms = person.mentions
      .filter((m) => m.length > 2 && m !== person.name && person.name.endsWith(m))
      .map((form) => wordPattern(form));
    if (!told.some((text) => shortForms.some((form) => form.test(text)))) continue;
    const intro = eligible.find(
      (g) => !chosen.includes(g) && !added.includes(g) && fullName.test(g.claim.text),
    );
    if (!intro) continue;
    added.push(intro);
    told.push(intro.claim.text);
  }
  return added;
}

/** `name` as whole words: not inside a longer word or number. */
function wordPattern(name: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, flags);
}

/** Two sentences this alike (content words) say the same thing: the second adds nothing to a summary. */
const SAME_SENTENCE_JACCARD = 0.8;

/** Sentences of a short text: breaks after . ! ? … (and a closing quote) before a capital, a quote or a digit. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The same words in the same order, whatever the case and punctuation. */
function sameWords(a: string, b: string): boolean {
  const key = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
  const k = key(a);
  return k !== '' && k === key(b);
}

/**
 * A page's gist as a story's summary: without a timestamp sentence ("Updated 9: 01 AM EDT"), without a
 * leading sentence that only repeats the title (the title is shown right above it) or a title run into the
 * first sentence ("Storm cuts power A storm cut…"), and without a sentence said twice. Only whole sentences
 * (or the title's words) are left out: nothing is rewritten.
 */
export function summaryGist(gist: string, title: string | null): string {
  const kept: string[] = [];
  for (const sentence of sentencesOf(gist)) {
    if (isDatelineOnly(sentence.replace(/[.!?…]$/, ''))) continue;
    const words = contentWords(sentence);
    if (kept.some((k) => sameWords(k, sentence) || jaccard(contentWords(k), words) >= SAME_SENTENCE_JACCARD))
      continue;
    kept.push(sentence);
  }
  const heading = title?.trim();
  if (heading) {
    while (kept.length > 1 && sameWords(kept[0]!, heading)) kept.shift();
    const first = kept[0];
    // The title run into the first sentence, with a capital opening the sentence after it.
    const runIn = first?.match(new RegExp(`^${escapeRegExp(heading)}[.:]?\\s+(?=["“]?\\p{Lu})`, 'iu'));
    if (first && runIn && contentWords(first.slice(runIn[0].length)).size >= 3) {
      kept[0] = first.slice(runIn[0].length);
    }
  }
  return kept.join(' ');
}

/** "Live updates: …", "LIVE – …", "As it happened: …": the label of a page's format, not of the event. */
const LIVE_LABEL =
  /^\s*(?:live(?:\s+(?:updates?|blog|coverage|news))?|as\s+it\s+happened|breaking(?:\s+news)?|latest(?:\s+updates?)?)\s*[:|–—-]\s+/iu;

/**
 * A sentence told as the story's summary or a narrative paragraph opens on a capital: a page whose text lost
 * its first word ('fast - moving fire destroyed the historic Matanuska Maid warehouse', ECB+ 13_12) or was cut
 * mid-sentence is not shown opening in lower case. Only a first word wholly in lower-case letters is changed:
 * 'iPhone sales' and 'eBay said' open as their makers write them.
 */
export function withCapitalOpening(text: string): string {
  return /^\p{Ll}[\p{Ll}'’-]*(?![\p{L}\p{N}])/u.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A page title as a story's title: without a live blog's label ("Live updates: Alder River flood"). */
export function storyTitle(title: string | null | undefined): string {
  const trimmed = title?.trim() ?? '';
  const bare = trimmed.replace(LIVE_LABEL, '');
  return contentWords(bare).size >= 2 ? bare : trimmed;
}

/**
 * A title this long is a sentence, not a headline: headlines run 40 to 90 characters, and a pasted text
 * with no title line is titled by its first sentence (cut to 157 characters and '…' when longer).
 */
const HEADLINE_CHARS = 100;

/** A title cut short ('…' at its end, where a pasted text's first sentence was cut): it needs the rest. */
const CUT = /(?:…|\.\.\.)$/u;

/**
 * How well a page's title serves as the story's: 0 a headline (short and whole), 1 a whole sentence
 * longer than a headline, 2 a sentence cut short. The story takes its title from the best kind its pages
 * offer, the most central page among them.
 */
function titleKind(title: string): number {
  if (CUT.test(title)) return 2;
  return title.length <= HEADLINE_CHARS ? 0 : 1;
}

/** A name or title compared with the story's names: lower case, no leading 'the', words only. */
function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/**
 * A page title that is only one of the story's names ('THE WHITE HOUSE' over a press release, a site's or a
 * column's name) is a letterhead: it says whom the story names, not what happened. The story's title comes
 * from such a page only when no page has a headline that is about the story.
 */
function isOnlyAName(title: string, names: ReadonlySet<string>): boolean {
  return names.has(nameKey(title));
}

/**
 * A title that is one whole sentence ends without its full stop, as headlines do ('Greek students announced
 * new rallies on Sunday'). A stop after an abbreviation ('…in Jacksonville, Fla.', 'U.S.') stays.
 */
function withoutFullStop(title: string): string {
  if (!/[\p{Ll}\p{N}]{2}\.$|\p{L}{4}\.$/u.test(title)) return title;
  // (A stop after a title or an initial inside it, 'Alaska Gov. Sarah Palin's home church…', ends no sentence.)
  if (
    /(?<!(?:^|\s)(?:\p{Lu}|Gov|Sen|Rep|Dr|Mr|Mrs|Ms|St|Lt|Gen|Col|Sgt|Capt|Det|Prof|Rev|Jr|Sr|No|Mt|Ft))[.!?](?:["”’)]?)\s+\S/u.test(
      title.slice(0, -1),
    )
  )
    return title;
  return title.slice(0, -1);
}

/**
 * A name the title writes in lower case ('Alaska Gov. sarah palin's home church…', ECB+ 13_17ecb) written as
 * the story's entity list writes it ('Sarah Palin'). Only a form wholly in lower case changes: a title's own
 * capitals ('US', 'McDonald') are the source's, and a one-word name is left alone (see below).
 */
function namesAsWritten(title: string, entities: readonly ComposeEntity[]): string {
  let written = title;
  for (const entity of entities) {
    // (Names of two words or more only: a one-word name is often a word too, 'Rose', 'Wink', 'Bush', and a
    // title's 'rose' is the verb.)
    if (!/\p{Lu}/u.test(entity.name) || !/\s/u.test(entity.name.trim())) continue;
    written = written.replace(wordPattern(entity.name, 'giu'), (found) =>
      found === found.toLowerCase() ? entity.name : found,
    );
  }
  return written;
}

/** A title opening in capitals for emphasis, written as the sources write those words (`unshouter`). */
export function unshoutedTitle(title: string, texts: string[]): string {
  return unshouter(texts)(title);
}

/** Content words cut to five letters, so that 'crests', 'crested' and 'crest' meet. */
function wordStems(text: string): Set<string> {
  return new Set([...contentWords(text)].map((w) => w.slice(0, 5)));
}

/**
 * Which page's gist summarises the story: the one that says most of what the other pages' headlines say
 * (the mean, over the other pages with a title, of the share of the title's words the gist holds). A
 * headline is each source's own choice of what matters. The lead page (the most corroborated) wins ties,
 * then the earliest. A live blog's gist is its newest entry ("The city has issued a boil-water notice…"),
 * which no headline is about, where "Rescue boats… after the Alder River burst over the Mill Street
 * levee" is what the story's headlines say ("Boat crews pull residents from rooftops as Alder River floods
 * Millbrook", "Governor declares emergency as record flood swamps…").
 */
function bestSupportedGist(lead: ComposePage, byTime: ComposePage[]): ComposePage | undefined {
  const withGist = byTime.filter((p) => p.gist?.trim());
  const headlines = new Map(byTime.map((p) => [p.id, wordStems(p.title ?? '')]));
  const support = (candidate: ComposePage) => {
    const said = wordStems(candidate.gist!);
    let total = 0;
    let counted = 0;
    for (const other of byTime) {
      const headline = headlines.get(other.id)!;
      if (other.id === candidate.id || !headline.size) continue;
      let shared = 0;
      for (const w of headline) if (said.has(w)) shared++;
      total += shared / headline.size;
      counted++;
    }
    return counted ? total / counted : 0;
  };
  const scored = withGist.map((p, order) => ({ p, order, support: support(p) }));
  scored.sort(
    (a, b) =>
      b.support - a.support || Number(b.p.id === lead.id) - Number(a.p.id === lead.id) || a.order - b.order,
  );
  return scored[0]?.p;
}

/** Verbs that only report a statement: 'Vance said…' and 'Vance confirms…' state the same facts. */
const REPORTING = new Set(
  'told tells confirms confirmed confirm added adds according stated states announced announces explained explains noted notes'.split(
    ' ',
  ),
);
/** Words that turn a statement round: a claim with one and a claim without say different things. */
const NEGATION = /\b(?:not|no|never|nor|none|nobody|nothing|without|cannot)\b|n['’]t\b/giu;

/** Capitalised words that name no one new: days, months and their short forms, and titles. */
const NOT_NEWS_NAMES = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july
  august september october november december jan feb mar apr jun jul aug sep sept oct nov dec mr mrs ms dr
  rev gov sen rep lt sgt capt det prof`.split(/\s+/),
);

/** What a claim states, to compare with another claim: its words (cut to five letters), numbers and names. */
interface Statement {
  /** The speaker's words, in lower case (none when the claim names nobody). */
  voice: string[];
  /** Whether the speaker is named ('Luis Brennan'), not only described ('the church's minister'). */
  namedVoice: boolean;
  stems: Set<string>;
  numbers: Set<string>;
  /** Capitalised words of any length ('Li', 'Tanner'), the first one included, in lower case. */
  names: Set<string>;
  /**
   * The names that can tell a reader someone or somewhere new: capitalised words after the first one (a
   * sentence opens on a capital whatever its first word is), without days, months and titles ('Saturday',
   * 'Dec', 'Rev': a paraphrase says 'Thursday' for 'yesterday', 'the Rev. Larry Kroon' for 'Larry Kroon').
   */
  newsNames: Set<string>;
  /** Every word, in lower case: where another claim's names are looked for. */
  words: Set<string>;
  negations: string;
}

function statementOf(group: ClaimGroup): Statement {
  return statementOfText(group.claim.text, group.words, group.claim.who ?? null);
}

function statementOfText(text: string, contentWordsOfText: Set<string>, who: string | null): Statement {
  const words = [...contentWordsOfText].filter((w) => !REPORTING.has(w));
  const tokens = text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  return {
    namedVoice: /\p{Lu}/u.test(who ?? ''),
    voice: (who ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
    stems: new Set(words.map((w) => w.slice(0, 5))),
    // '1,200' and '1200' are one number; '67-year-old' holds 67, '6.8 metres' 6.8.
    numbers: new Set([...text.matchAll(/\d(?:[\d,.]*\d)?/g)].map((m) => m[0].replace(/,/g, ''))),
    names: new Set(
      tokens
        .filter((t) => t[0] !== t[0]!.toLowerCase())
        .map((t) => t.toLowerCase())
        .filter((t) => !STOPWORDS.has(t)),
    ),
    newsNames: new Set(
      tokens
        .slice(1)
        .filter((t) => t[0] !== t[0]!.toLowerCase())
        .map((t) => t.toLowerCase())
        .filter((t) => !STOPWORDS.has(t) && !NOT_NEWS_NAMES.has(t)),
    ),
    words: new Set(tokens.map((t) => t.toLowerCase())),
    negations: [...text.toLowerCase().matchAll(NEGATION)]
      .map((m) => m[0].replace('’', "'"))
      .sort()
      .join(' '),
  };
}

/**
 * One voice: the same speaker (the same last word, and one's words all in the other's: 'Vance', 'Chief
 * Vance', 'Fire Chief Harriet Vance'), or, when either claim names none, the same page.
 */
function sameVoice(a: ClaimGroup, sa: Statement, b: ClaimGroup, sb: Statement): boolean {
  if (sa.voice.length && sb.voice.length) {
    const [shorter, longer] =
      sa.voice.length <= sb.voice.length ? [sa.voice, sb.voice] : [sb.voice, sa.voice];
    return shorter.at(-1) === longer.at(-1) && shorter.every((w) => longer.includes(w));
  }
  for (const page of a.pages) if (b.pages.has(page)) return true;
  return false;
}

/**
 * Whether `other` restates everything `claim` says, in the same voice: every word of it (cut to five
 * letters, reporting verbs aside), every number and every name, and the same negations. Then telling
 * both says one thing twice ("Two firefighters were treated for hypothermia, Vance said." beside "Fire
 * Chief Harriet Vance said a 67-year-old man was taken off the roof…, and two firefighters were treated
 * for hypothermia and released."). A claim with one word, figure or name the other lacks ("…after
 * spending hours in waist-deep water") says something more and is not a restatement.
 */
function restates(other: ClaimGroup, claim: ClaimGroup, statement: (g: ClaimGroup) => Statement): boolean {
  if (other === claim) return false;
  const a = statement(claim);
  const b = statement(other);
  if (a.negations !== b.negations || !sameVoice(claim, a, other, b)) return false;
  for (const w of a.stems) if (!b.stems.has(w)) return false;
  for (const n of a.numbers) if (!b.numbers.has(n)) return false;
  for (const n of a.names) if (!b.words.has(n)) return false;
  return true;
}

/** Each group's statement, worked out once. */
function statements(): (g: ClaimGroup) => Statement {
  const cache = new Map<ClaimGroup, Statement>();
  return (g) => {
    const known = cache.get(g);
    if (known) return known;
    const s = statementOf(g);
    cache.set(g, s);
    return s;
  };
}

/**
 * The claims to tell without any that another of them restates in full (see `restates`): of two that
 * restate each other, the one earlier in `told` (the better supported) stays. Nothing is lost: a claim
 * leaves only for one that says all of it.
 */
function withoutRestatements(told: ClaimGroup[], statement: (g: ClaimGroup) => Statement): ClaimGroup[] {
  return told.filter(
    (claim, i) =>
      !told.some(
        (other, j) => restates(other, claim, statement) && (j < i || !restates(claim, other, statement)),
      ),
  );
}

/**
 * Share of a claim's content stems (five letters, reporting verbs aside) the narrative has already told
 * from which, with no new figure, name or negation, the claim is a paraphrase: measured on hand-labelled
 * ECB+ narratives (bench/composition/README.md).
 */
const PARAPHRASE_SHARE = 0.75;

/** What the narrative has told so far: the summary's and the kept claims' stems, numbers, words, negations. */
interface ToldSoFar {
  stems: Set<string>;
  numbers: Set<string>;
  words: Set<string>;
  negations: Set<string>;
}

function tell(known: ToldSoFar, s: Statement): void {
  for (const w of s.stems) known.stems.add(w);
  for (const n of s.numbers) known.numbers.add(n);
  for (const w of s.words) known.words.add(w);
  for (const n of s.negations.split(' ').filter(Boolean)) known.negations.add(n);
}

/** Share of a statement's stems already told. */
function toldShare(s: Statement, stems: Set<string>): number {
  if (!s.stems.size) return 1;
  let held = 0;
  for (const w of s.stems) if (stems.has(w)) held++;
  return held / s.stems.size;
}

/**
 * Whether a claim tells the reader something the narrative has not told before it: a figure, a name or a
 * negation it has not told, or enough words of its own. Outlets paraphrase the same lead ("An arsonist has
 * badly damaged the church…", "Arson is suspected in the burning of the church…", "A 'suspicious' fire
 * devastated the church…"); a claim that says again, in other words, what the summary and the claims
 * before it say fills the narrative without adding to it. The guards keep what a share of words misses:
 * '$1 million' in a claim otherwise told, a new name ('Wasilla Bible Church'), 'no one was hurt'.
 */
function addsToNarrative(s: Statement, known: ToldSoFar): boolean {
  for (const n of s.numbers) if (!known.numbers.has(n)) return true;
  for (const n of s.newsNames) if (!known.words.has(n)) return true;
  // Another named speaker saying it corroborates it ("…, Luis Brennan said" after Harriet Vance).
  const speaker = s.voice.at(-1);
  if (s.namedVoice && speaker && !known.words.has(speaker)) return true;
  for (const n of s.negations.split(' ').filter(Boolean)) if (!known.negations.has(n)) return true;
  return toldShare(s, known.stems) < PARAPHRASE_SHARE;
}

/**
 * The chosen claims in narrative order without paraphrases (see `addsToNarrative`), and for each kept
 * sentence (the summary is index -1) the pages of the paraphrases it stands for: a dropped claim's sources
 * join the citation of the told sentence that holds most of its words, so every source stays cited where
 * its fact is told.
 */
function withoutParaphrases(
  gist: string,
  chosen: ClaimGroup[],
  statement: (g: ClaimGroup) => Statement,
): { kept: ClaimGroup[]; alsoCiting: Map<ClaimGroup | null, Set<string>> } {
  const known: ToldSoFar = { stems: new Set(), numbers: new Set(), words: new Set(), negations: new Set() };
  const gistStatement = gist ? statementOfText(gist, contentWords(gist), null) : null;
  if (gistStatement) tell(known, gistStatement);
  const kept: ClaimGroup[] = [];
  const alsoCiting = new Map<ClaimGroup | null, Set<string>>();
  for (const group of chosen) {
    const s = statement(group);
    if (addsToNarrative(s, known)) {
      kept.push(group);
      tell(known, s);
      continue;
    }
    // The told sentence that holds most of its stems (the summary first on ties, then the earliest).
    let best: ClaimGroup | null = null;
    let bestShare = gistStatement ? toldShare(s, gistStatement.stems) : -1;
    for (const other of kept) {
      const share = toldShare(s, statement(other).stems);
      if (share > bestShare) [best, bestShare] = [other, share];
    }
    const cites = alsoCiting.get(best) ?? new Set<string>();
    for (const page of group.pages) cites.add(page);
    alsoCiting.set(best, cites);
  }
  return { kept, alsoCiting };
}

/** A claim about a time ending this long before the story's first source is its background, not its news. */
const BACKGROUND_DAYS = 365;

/** The last day of a claim's date at its precision: '1987' → 1987-12-31, '1987-04' → 1987-04-30. */
function periodEnd(when: string): number | null {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(when);
  if (!m) return null;
  const year = Number(m[1]);
  if (m[3]) return Date.UTC(year, Number(m[2]) - 1, Number(m[3]));
  if (m[2]) return Date.UTC(year, Number(m[2]), 0);
  return Date.UTC(year, 11, 31);
}

/**
 * Whether a claim tells the story's background: it is about a time that ended more than BACKGROUND_DAYS
 * before the story's first source was published ("The previous record at the gauge, 20.1 feet, was set in
 * April 1987", "…the Mill Street levee, which was built in 1962"). Such claims close the narrative,
 * after its news (docs/decisions.md).
 */
export function isBackground(claim: ComposeClaim, storyStart: number): boolean {
  if (!claim.when_date || !Number.isFinite(storyStart)) return false;
  const end = periodEnd(claim.when_date);
  return end !== null && end < storyStart - BACKGROUND_DAYS * DAY;
}

export interface ComposeOptions {
  /**
   * Tell paraphrases too (the composition before `addsToNarrative`): for bench/composition, which compares the
   * two on the same stories.
   */
  keepParaphrases?: boolean;
}

export function composeStory(
  input: { pages: ComposePage[]; claims: ComposeClaim[]; entities: ComposeEntity[] },
  now: Date = new Date(),
  options: ComposeOptions = {},
): ComposedStory {
  const { pages, claims, entities } = input;
  if (!pages.length) throw new Error('A story needs at least one page');
  const byTime = [...pages].sort((a, b) =>
    (a.published_at ?? a.added_at).localeCompare(b.published_at ?? b.added_at),
  );
  // The lead page: the one whose claims are most shared with others (central), earliest on ties.
  const groups = groupClaims(claims);
  // The narrative reads in time order: the day a claim is about (its page's day when it names none), then
  // its page's time, then its place in that page, so a name is introduced before a sentence that uses
  // only the surname, as its source wrote them.
  const pageTime = new Map(pages.map((p) => [p.id, p.published_at ?? p.added_at]));
  const narrativeOrder = (a: ComposeClaim, b: ComposeClaim) => {
    const aTime = pageTime.get(a.page_id) ?? '';
    const bTime = pageTime.get(b.page_id) ?? '';
    return (
      (a.when_date ?? aTime.slice(0, 10)).localeCompare(b.when_date ?? bTime.slice(0, 10)) ||
      aTime.localeCompare(bTime) ||
      a.page_id.localeCompare(b.page_id) ||
      (a.ordinal ?? 0) - (b.ordinal ?? 0)
    );
  };
  const centrality = new Map(pages.map((p) => [p.id, 0]));
  for (const g of groups)
    if (g.pages.size > 1) for (const id of g.pages) centrality.set(id, (centrality.get(id) ?? 0) + 1);
  const lead = [...byTime].sort((a, b) => (centrality.get(b.id) ?? 0) - (centrality.get(a.id) ?? 0))[0]!;
  const relevance = storyRelevance(pages, claims, entities);
  const onStory = relevance.about;

  // The title: the most central page's, from the best kind of title the pages have (a headline before a
  // long sentence, a whole sentence before one cut short; titleKind), none naming only what the story is
  // not about (a roundup's own line: 'Analysis and discussion of the N.F.L. on the … pro football blog').
  const byCentrality = [...byTime].sort((a, b) => (centrality.get(b.id) ?? 0) - (centrality.get(a.id) ?? 0));
  const entityNames = new Set(entities.flatMap((e) => [e.name, ...e.mentions]).map(nameKey));
  const titled = byCentrality
    .map((p) => ({ p, title: storyTitle(p.title) }))
    .filter(({ title }) => title)
    .map((t, order) => ({
      ...t,
      order,
      kind: titleKind(t.title) + (onStory(t.title) && !isOnlyAName(t.title, entityNames) ? 0 : 3),
    }))
    .sort((a, b) => a.kind - b.kind || a.order - b.order);
  // Openings in capitals for emphasis ('INITIAL results…') are written as the sources write those words.
  const unshouted = unshouter(
    [
      ...pages.map((p) => p.gist ?? ''),
      ...claims.map((c) => c.text),
      ...entities.flatMap((e) => [e.name, ...e.mentions]),
    ].filter(Boolean),
  );
  const title = titled[0]
    ? unshouted(namesAsWritten(withoutFullStop(titled[0].title), entities))
    : 'Untitled story';
  const gistPage = bestSupportedGist(lead, byTime);
  // (The summary is the feed card's description and the narrative's first paragraph.)
  const gist = gistPage ? withCapitalOpening(unshouted(summaryGist(gistPage.gist!.trim(), title))) : '';

  // Narrative: the lead's gist, then the strongest claim of each group in time order, each cited by every
  // page that supports it (corroborated first), with entity mentions marked. Source sentences are
  // escaped first: a page that writes `{{cite:…}}` or `[[…]]` must not forge a citation or a link.
  // (What the reader sees says 'On Friday' for a source's 'Yesterday, on Friday': withoutStackedDay.)
  const shownGist = withoutStackedDay(gist);
  // A bare timestamp ("Jul 13, 2009 01: 40 PM EDT") says when a page was shown, not what happened.
  const eligible = groups.filter(
    (g) =>
      (g.claim.builder_modality !== 'opinion' || g.pages.size > 1) &&
      !isDatelineOnly(g.claim.text.trim().replace(/[.!?…]$/, '')) &&
      !speaksWithoutSpeaker(g.claim.text),
  );
  // A claim off the story (storyRelevance: a roundup's note on another game) comes after every claim about
  // it, whatever the number of pages that state it; it never opens a source's account or introduces a name.
  // (A claim several pages state is off the story when it is off in each of them.)
  const offStory = (g: ClaimGroup) => Number(g.members.every((claim) => relevance.offStory(claim)));
  const ranked = [...eligible].sort(
    (a, b) =>
      offStory(a) - offStory(b) ||
      Number(leansOnContext(a.claim.text)) - Number(leansOnContext(b.claim.text)) ||
      b.pages.size - a.pages.size ||
      b.claim.confidence - a.claim.confidence,
  );
  // The strongest claims, none restated in full by another of the same voice: a claim that only says
  // again what a stronger one says gives up its place, and one that says all a stronger one says and
  // more takes that one's place.
  // (Only a claim the narrative prints can stand for another: one that repeats the summary is left out.)
  const statement = statements();
  const printed = (g: ClaimGroup) => !repeatsSummary(gist, g);
  const strongest: ClaimGroup[] = [];
  for (const group of ranked) {
    if (strongest.length >= CONTENT_CLAIMS) break;
    if (strongest.some((told) => printed(told) && restates(told, group, statement))) continue;
    const kept = printed(group) ? strongest.filter((told) => !restates(group, told, statement)) : strongest;
    strongest.splice(0, strongest.length, ...kept, group);
  }
  const aboutStory = eligible.filter((g) => !offStory(g));
  const leads = pageLeads(
    [...byTime].sort((a, b) => (centrality.get(b.id) ?? 0) - (centrality.get(a.id) ?? 0)),
    aboutStory,
    strongest,
    gistPage,
    gist,
  );
  const told = [...strongest, ...leads];
  // The news in time order, then its background (claims about long before the story's first source).
  const storyStart = Math.min(
    ...pages.map((p) => Date.parse(p.published_at ?? p.added_at)).filter(Number.isFinite),
  );
  const background = (g: ClaimGroup) => Number(isBackground(g.claim, storyStart));
  const ordered = namesBeforeSurnames(
    withoutRestatements(
      [...told, ...introductions(told, aboutStory, entities, gist)].filter(printed),
      statement,
    ).sort((a, b) => background(a) - background(b) || narrativeOrder(a.claim, b.claim)),
    entities,
  );
  // Each sentence adds to the ones before it (as the reader meets them): a paraphrase of what is told
  // already is left out, and its sources are cited where its fact is told.
  const { kept: chosen, alsoCiting } = options.keepParaphrases
    ? { kept: ordered, alsoCiting: new Map<ClaimGroup | null, Set<string>>() }
    : withoutParaphrases(gist, ordered, statement);
  const citing = (own: Iterable<string>, group: ClaimGroup | null) =>
    [...new Set([...own, ...(alsoCiting.get(group) ?? [])])].join(',');
  const paragraphs: string[] = [];
  if (gist) paragraphs.push(`${escapeNarrativeText(shownGist)} {{cite:${citing([gistPage!.id], null)}}}`);
  for (const g of chosen) {
    const cites = citing(g.pages, g);
    // (A source's lead in capitals, 'A GREEK police officer has been charged…', reads as the summary does.)
    paragraphs.push(
      `${escapeNarrativeText(withoutStackedDay(withCapitalOpening(unshouted(g.claim.text.trim()))))} {{cite:${cites}}}`,
    );
  }
  const content = markEntities(paragraphs.join('\n\n'), entities);

  // The story's places and names are those its own claims, title and summary name: a roundup's notes on
  // other games ('Pittsburgh', 'Minnesota') are not where the story happened. A name the narrative tells
  // stays (its mention links to it, and the reader has met it).
  const offStoryEntities = relevance.offStoryEntities([title, gist, ...chosen.map((g) => g.claim.text)]);
  const locations = entities
    .filter((e) => e.type === 'Location' && !offStoryEntities.has(e.id))
    .sort((a, b) => b.page_ids.length - a.page_ids.length)
    .map((e) => e.name);
  const located = entities.filter((e) => e.type === 'Location' && e.country_code);
  const us = located.filter((e) => e.country_code === 'US').length;
  const components = coherenceComponents(pages, claims, entities);
  const lastActivity = new Date(
    Math.max(...pages.map((p) => Date.parse(p.added_at)).filter(Number.isFinite)),
  );

  return {
    title,
    description: shownGist || title,
    gist: shownGist,
    content,
    citations_metadata: Object.fromEntries(
      pages.map((p) => [p.id, { title: p.title, publisher: p.publisher, published_at: p.published_at }]),
    ),
    locations,
    off_story_entity_ids: [...offStoryEntities].sort(),
    off_story_claim_ids: claims.every((claim) => claim.id !== undefined)
      ? claims
          .filter((claim) => pages.length >= CENTRAL_MIN_PAGES && relevance.offStory(claim))
          .map((claim) => claim.id!)
          .sort()
      : null,
    artifact_count: pages.length,
    claim_count: claims.length,
    // SPEC §4: local is 'US Focus'; a story is local when most of its placed locations are in the US.
    category: located.length && us / located.length > 0.5 ? 'local' : 'global',
    coherence_score: round3(coherenceScore(components)),
    entropy: round3(modalityEntropy(claims)),
    health_indicator: healthIndicator(pages, now),
    cover_image: lead.image ?? byTime.find((p) => p.image)?.image ?? null,
    last_activity: lastActivity.toISOString(),
    coherence_components: Object.fromEntries(
      Object.entries(components).map(([k, v]) => [k, round3(v)]),
    ) as unknown as CoherenceComponents,
  };
}
