/**
 * What of a story is about it and what is not (docs/decisions.md, 'Story title and narrative relevance'):
 * the composition ranks claims off the story last (intelligence/composition/compose-story.ts) and the
 * claims read marks them for the timeline (read-models/story-evidence.ts), by one rule.
 */

import { escapeRegExp } from './escape-reg-exp';

/** A claim as relevance reads it: its page, its words and its place in the page. */
export interface RelevanceClaim {
  page_id: string;
  text: string;
  /** Position among its page's claims (the source's order). */
  ordinal?: number;
}

/** An entity of the story: its forms in the pages and the pages naming it. */
export interface RelevanceEntity {
  id: string;
  name: string;
  /** 'Person', 'Organization' or 'Location' (absent: not a person). */
  type?: string;
  mentions: string[];
  page_ids: string[];
}

/**
 * The entities a text names, one entry per form it names (the longest form winning where forms overlap):
 * the ids of the entities having that form. One pass over the text.
 */
function entityFinder(entities: RelevanceEntity[]): (text: string) => string[][] {
  const ids = new Map<string, string[]>();
  for (const e of entities)
    for (const form of new Set([e.name, ...e.mentions]))
      if (form.trim().length > 2) ids.set(form, [...(ids.get(form) ?? []), e.id]);
  if (!ids.size) return () => [];
  const forms = [...ids.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const found = new Map<string, string[][]>();
  return (text) => {
    const known = found.get(text);
    if (known) return known;
    const named = [...new Set([...text.matchAll(pattern)].map((m) => m[0]))].map(
      (form) => ids.get(form) ?? [],
    );
    found.set(text, named);
    return named;
  };
}

/**
 * A text without its asides, the parts that name something in passing rather than say what its subject
 * did: a clause set off by a comma and opened by a relative pronoun ('Jackson, who was benched after
 * losses to Green Bay and Indianapolis to start the season, now finds himself leading the Vikings…'), and
 * a comparison ('…just like they did against the Green Bay Packers', 'teams such as the Colts'). A
 * relative clause without its comma ('the player who scored') says which one is meant: it stays.
 */
export function withoutAsides(text: string): string {
  return text
    .replace(/,\s+(?:who|whom|whose|which)\b[^,;:]*(?=[,;:]|[.!?]?\s*$)/gu, '')
    .replace(/(?<![\p{L}\p{N}])(?:(?:just |much )?(?:un)?like|such as)\s[^,;:]*(?=[,;:]|[.!?]?\s*$)/giu, '');
}

/**
 * The entities, not connected yet, whose name is made on a connected one's: a source's name for the
 * story's place's office or its company's variant ('the Marion County Sheriff's Office', 'Marion County'
 * named with the bank; 'Kraft Food's Susan Davison', 'Kraft' named with Yvonne Hiller). The extractor
 * keeps them apart, but they are the story's own.
 */
function namedAfterConnected(entities: RelevanceEntity[], connected: Set<string>): string[] {
  const forms = entities
    .filter((e) => connected.has(e.id))
    .flatMap((e) => [e.name, ...e.mentions])
    .filter((form) => form.trim().length > 2);
  if (!forms.length) return [];
  const within = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...new Set(forms)].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'u',
  );
  return entities
    .filter((e) => !connected.has(e.id) && [e.name, ...e.mentions].some((form) => within.test(form)))
    .map((e) => e.id);
}

/** How the story tells what is about it from what is not (docs/decisions.md). */
export interface StoryRelevance {
  /**
   * A text names one of the story's central entities (named by at least two thirds of its pages, when it
   * has three or more) outside its asides, or names no entity at all (nothing then says it is about
   * something else), or names at least as many entities connected to the story as others: connected, an
   * entity some claim names together with a central one, outside its asides ('Fire Chief Harriet Vance
   * said a man was taken off his roof on Tanner Lane'), or one whose name is made on a connected one's
   * ('the Marion County Sheriff's Office', 'Marion County' connected). A roundup page's notes on other
   * games ('Tarvaris Jackson has reclaimed his starting spot at quarterback for Minnesota'), stated by two
   * roundups, name only people and places no claim about the story's game names: they are off the story.
   * So is one that names the story's team in passing among others ('Jackson, who was benched after
   * losses to Green Bay and Indianapolis to start the season, now finds himself leading the Vikings (9-5)
   * into a crucial game with Atlanta'): a passing mention says nothing of the story's event, and a note
   * mostly about others is about them. Reading one connected name as enough had kept that note, and with it Tarvaris Jackson, the
   * Vikings, Green Bay and Atlanta among the story's entities.
   */
  about(text: string): boolean;
  /**
   * Whether a claim, read in its page, is off the story. One `about` reads as about the story is on
   * it. One that names only others is on it when its source tells it among the story's own claims:
   * between two claims of its page naming a central entity ('The Alder River crested…', then 'The river
   * topped the levee…, according to Director Luis Brennan', '"We bought a few hours," Brennan said',
   * then '…rain on the upper Alder watershed'), or as the page's last claim right after a claim on the
   * story (a closing quote: '"It sounded like somebody tossing a Dumpster…," said Jan Olson', after a witness
   * named with the story's road), or when it tells of someone only by a pronoun right after a claim on the
   * story ('He is buried in Calvary Cemetery, Los Angeles…': its names are where, not whom). A roundup
   * tells its notes after its last claim about the game ('The Colts secured the No. 5 seed.', then
   * 'Anquan Boldin and J.J. Arrington could be sidelined…', 'Jonathan Scott was signed…'): they are off
   * it. One that names no entity continues the claim before it in its page ('Derek Stanley tore a
   * ligament…', then 'Stills had been playing with bone chips…', a surname the entities do not hold);
   * a page's first claim is on the story.
   */
  offStory(claim: RelevanceClaim): boolean;
  /**
   * The entities only claims off the story name: no claim about it names them, nor any of `toldOfStory`
   * (the story's title, its summary, the claims its narrative tells). A roundup's notes name other teams'
   * towns and players ('Pittsburgh', 'Tarvaris Jackson'): they are not the story's places or people. An
   * entity no claim names is not among them (nothing says what it is to the story).
   */
  offStoryEntities(toldOfStory: string[]): Set<string>;
}

/**
 * A pronoun of one person, as a word. Not 'they', 'them' or 'their': a club or a company is 'they' too ('The
 * Vikings need a victory to win their first division title', a roundup's note on another game).
 */
const THIRD_PERSON = /(?<![\p{L}\p{N}])(?:he|him|his|she|her|hers)(?![\p{L}\p{N}])/iu;

/** A story has central entities, and so claims off it, from this many pages: two sources say nothing. */
export const CENTRAL_MIN_PAGES = 3;

export function storyRelevance(
  pages: { id: string }[],
  claims: RelevanceClaim[],
  entities: RelevanceEntity[],
): StoryRelevance {
  const named = entityFinder(entities);
  const needed = Math.max(2, Math.ceil((2 * pages.length) / 3));
  const central = new Set(
    pages.length < CENTRAL_MIN_PAGES
      ? []
      : entities.filter((e) => new Set(e.page_ids).size >= needed).map((e) => e.id),
  );
  if (!central.size) return { about: () => true, offStory: () => false, offStoryEntities: () => new Set() };
  const isCentral = (ids: string[]) => ids.some((id) => central.has(id));
  // The names a claim tells its subject and event with: those outside its asides, or, naming none there,
  // its asides' (a claim naming something is never read as naming nothing).
  const toldForms = new Map<string, string[][]>();
  const told = (text: string) => {
    let forms = toldForms.get(text);
    if (!forms) {
      const main = named(withoutAsides(text));
      forms = main.length ? main : named(text);
      toldForms.set(text, forms);
    }
    return forms;
  };
  const namesCentral = (text: string) => told(text).some(isCentral);
  const connected = new Set(central);
  const byPage = new Map<string, RelevanceClaim[]>();
  for (const claim of claims) {
    if (namesCentral(claim.text)) for (const ids of told(claim.text)) for (const id of ids) connected.add(id);
    const pageClaims = byPage.get(claim.page_id);
    if (pageClaims) pageClaims.push(claim);
    else byPage.set(claim.page_id, [claim]);
  }
  for (const id of namedAfterConnected(entities, connected)) connected.add(id);
  // A claim telling of someone only by a pronoun ('He is buried in Calvary Cemetery, Los Angeles…', 'It's
  // too late for her to salvage a Hollywood career') tells of whom its page was telling: its names are
  // where and what, not whom it is about.
  const persons = new Set(entities.filter((e) => e.type === 'Person').map((e) => e.id));
  const byPronoun = (text: string, forms: string[][]) =>
    THIRD_PERSON.test(text) && !forms.some((ids) => ids.some((id) => persons.has(id)));
  const cache = new Map<string, boolean>();
  const about = (text: string) => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    const forms = named(text);
    const linked = forms.filter((ids) => ids.some((id) => connected.has(id))).length;
    const result = !forms.length || namesCentral(text) || (linked > 0 && linked >= forms.length - linked);
    cache.set(text, result);
    return result;
  };
  const off = new Set<RelevanceClaim>();
  for (const pageClaims of byPage.values()) {
    const inOrder = pageClaims.sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0));
    const namingCentral = inOrder.map((claim) => namesCentral(claim.text));
    const first = namingCentral.indexOf(true);
    const last = namingCentral.lastIndexOf(true);
    // (A page's last claim is told within when the claim before it is on the story.)
    const toldWithin = (i: number, previousOn: boolean) =>
      (first < i && i < last) || (first >= 0 && first < i && i === inOrder.length - 1 && previousOn);
    let previousOff = false;
    inOrder.forEach((claim, i) => {
      const forms = named(claim.text);
      const isOff = forms.length
        ? !about(claim.text) && !toldWithin(i, !previousOff) && (previousOff || !byPronoun(claim.text, forms))
        : previousOff;
      if (isOff) off.add(claim);
      previousOff = isOff;
    });
  }
  const offStoryEntities = (toldOfStory: string[]) => {
    const namedOnStory = new Set(toldOfStory.flatMap((text) => named(text).flat()));
    const namedOffStory = new Set<string>();
    for (const claim of claims)
      for (const id of named(claim.text).flat()) (off.has(claim) ? namedOffStory : namedOnStory).add(id);
    return new Set([...namedOffStory].filter((id) => !namedOnStory.has(id)));
  };
  return { about, offStory: (claim) => off.has(claim), offStoryEntities };
}
