// Groups one document's entity mentions into canonical entities: merged short forms ('Okafor' with
// 'Maria Okafor', 'MAT' with 'Millbrook Area Transit'), a role and a description taken only from the text's
// own evidence, an organisation's website when the text shows it, and GeoNames coordinates for places chosen
// by population and by the other places of the same document. Wikidata ids are never invented (qid: null).
import { isRoleNoun } from './english';
import { type PlaceCandidate, placeCandidates, placeKey } from './gazetteer';
import { FUNCTION_WORDS, fold, HONORIFICS, POST_NOMINALS, TITLE_HEADS, TITLE_MODIFIERS } from './lexicon';
import { type EntityMention, type EntityType, recognizeEntities } from './recognize-entities';

export interface ResolvedLocation {
  lat: number;
  lon: number;
  country_code: string | null;
  /** GeoNames population (cities only; null for countries and regions). */
  population: number | null;
  /** GeoNames id (cities only; null for countries and regions, which cities500 does not hold). */
  geonames_id: number | null;
  feature: 'city' | 'country' | 'region';
}

export interface ResolvedEntity {
  /** canonicalKey(type, canonical_name): equal across documents for the same name. */
  canonical_id: string;
  canonical_name: string;
  type: EntityType;
  /** Distinct surface forms, in order of first appearance. */
  mentions: string[];
  first_offset: number;
  count: number;
  /** Highest mention confidence. */
  confidence: number;
  /** From a title or an apposition: 'mayor of Ridgeford', 'spokeswoman for Wendover County Council'. */
  role?: string;
  /** An organisation's website domain, when the text shows it. */
  domain?: string;
  /** A short description built only from the document's own sentences. */
  description?: string;
  location?: ResolvedLocation;
  /** Wikidata id: never invented offline. */
  qid: null;
}

const LEGAL_SUFFIXES = new Set([
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
  let words = fold(name)
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

interface Cluster {
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

function isSubsequenceAtEdge(short: string[], long: string[]): boolean {
  if (short.length === 0 || short.length >= long.length) return false;
  const tail = long.slice(long.length - short.length);
  const head = long.slice(0, short.length);
  return tail.join(' ') === short.join(' ') || head.join(' ') === short.join(' ');
}

function initialsOf(s: string): string {
  return s
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()))
    .map((w) => w[0])
    .join('')
    .toLowerCase();
}

function cluster(text: string, mentions: EntityMention[]): Cluster[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  const clusters: Cluster[] = [];
  const byKey = new Map<string, Cluster>();
  // Longest forms first, so that short forms find their full name wherever it appears.
  const order = [...sorted].sort(
    (a, b) => nameTokens(b.text).length - nameTokens(a.text).length || a.start - b.start,
  );
  for (const m of order) {
    const key = canonicalKey(m.type, m.text);
    const same = byKey.get(key);
    if (same) {
      same.mentions.push(m);
      continue;
    }
    const toks = nameTokens(m.text);
    let target: Cluster | undefined;
    if (m.type === 'Person' || m.type === 'Organization') {
      // Short forms: the nearest earlier cluster (else the first later one) whose name starts or ends with it.
      const candidates = clusters.filter((c) => {
        if (c.type !== m.type) return false;
        const full = nameTokens(c.mentions[0]!.text);
        if (isSubsequenceAtEdge(toks, full)) return true;
        if (
          m.type === 'Organization' &&
          toks.length === 1 &&
          /^\p{Lu}{2,}$/u.test(m.text.replace(/\./g, ''))
        ) {
          const acr = m.text.replace(/\./g, '').toLowerCase();
          if (initialsOf(c.mentions[0]!.text) === acr) return true;
          // 'Millbrook Area Transit (MAT)'.
          const first = c.mentions[0]!;
          if (new RegExp(`^\\s*\\(${m.text}\\)`).test(text.slice(first.end))) return true;
        }
        return false;
      });
      if (candidates.length) {
        const earlier = candidates.filter((c) => c.mentions[0]!.start < m.start);
        const pick = (list: Cluster[]) =>
          list.reduce((best, c) => {
            const dist = Math.min(...c.mentions.map((x) => Math.abs(x.start - m.start)));
            const bestDist = Math.min(...best.mentions.map((x) => Math.abs(x.start - m.start)));
            return dist < bestDist ? c : best;
          });
        target = earlier.length ? pick(earlier) : pick(candidates);
      }
    }
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

function canonicalName(c: Cluster): string {
  const forms = c.mentions.map((m) => m.text.replace(/['’]s$/, ''));
  const notCaps = forms.filter((f) => f !== f.toUpperCase());
  const pool = notCaps.length ? notCaps : forms;
  if (c.type === 'Organization') {
    const full = pool.filter((f) => !/^[\p{Lu}.&]+$/u.test(f));
    const use = full.length ? full : pool;
    return use.reduce((a, b) => (nameTokens(b).length > nameTokens(a).length ? b : a));
  }
  return pool.reduce((a, b) => (nameTokens(b).length > nameTokens(a).length ? b : a));
}

// ---------------------------------------------------------------------------------------------------------
// Evidence from the text: roles, descriptions, domains

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
  junior former acting interim assistant head vice principal lead associate dairy prime first`.split(/\s+/),
);

/** A role phrase from an apposition: ', a spokeswoman for the council,' -> 'spokeswoman for the council'. */
function appositionAfter(text: string, end: number): string | undefined {
  const rest = text.slice(end, end + 160);
  const m =
    /^['’]?s?,\s+(?:(?:a|an|the)\s+)?((?:[\p{L}'’-]+\s+){0,7}?[\p{L}'’-]+)(?=\s*(?:,|\.|;|\)|—| said\b| says\b| who\b| told\b))/u.exec(
      rest,
    );
  if (!m) return undefined;
  const phrase = m[1]!;
  if (/^\d/.test(phrase)) return undefined;
  return phrase;
}

function hasRoleWord(phrase: string): boolean {
  return phrase
    .split(/\s+/)
    .some((w) => isRoleNoun(w.toLowerCase()) || ['democrat', 'republican'].includes(w.toLowerCase()));
}

/** 'chief financial officer Derek Oyelaran' -> 'chief financial officer'. */
function roleBefore(text: string, start: number): string | undefined {
  const before = text.slice(Math.max(0, start - 80), start);
  const m = /((?:[\p{L}-]+\s+){0,3})([\p{L}-]+)\s+$/u.exec(before);
  if (!m) return undefined;
  const last = m[2]!;
  if (
    !isRoleNoun(last.toLowerCase()) || /^\p{Lu}/u.test(last) === false
      ? !isRoleNoun(last.toLowerCase())
      : false
  )
    return undefined;
  const words = (m[1] ?? '').trim().split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!.toLowerCase();
    if (ROLE_MODIFIERS.has(w) || isRoleNoun(w)) kept.unshift(words[i]!);
    else break;
  }
  return [...kept, last].join(' ').toLowerCase();
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

const DOMAIN =
  /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|org|net|io|ai|co|uk|de|fr|eu|info|biz|news|gov|edu|int|ca|au|ng|ke|za|in|ie|nz|es|it|nl))\b/gi;

function domainsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DOMAIN)) {
    const d = m[1]!.toLowerCase();
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

function domainFor(name: string, domains: string[]): string | undefined {
  const squash = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');
  const words = fold(name)
    .split(/\s+/)
    .filter((w) => w && !LEGAL_SUFFIXES.has(w));
  const full = squash(words.join(''));
  const acr = initialsOf(name);
  for (const d of domains) {
    const labels = d.split('.');
    // The registrable label: 'kestreldynamics' in 'kestreldynamics.com', 'millbrookbank' in 'x.millbrookbank.co.uk'.
    const sld =
      labels.length >= 3 && ['co', 'org', 'gov', 'ac', 'com', 'net'].includes(labels[labels.length - 2]!)
        ? labels[labels.length - 3]!
        : labels[labels.length - 2]!;
    const label = squash(sld);
    if (!label) continue;
    if (label === full || (acr.length >= 2 && label === acr)) return d;
    if (
      words.length >= 2 &&
      label.length >= 5 &&
      (full.startsWith(label) || (label.startsWith(squash(words[0]!)) && squash(words[0]!).length >= 4))
    ) {
      return d;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Places

interface PlaceChoice {
  candidate: PlaceCandidate;
  score: number;
  supported: boolean;
}

function priorOf(c: PlaceCandidate): number {
  if (c.kind === 'country') return 14;
  if (c.kind === 'region') return c.admin1 ? 6.5 : c.countryCode ? 8 : 7;
  const pop = c.population ?? 0;
  const feature =
    c.featureCode === 'PPLC' ? 1.5 : c.featureCode === 'PPLA' ? 0.8 : c.featureCode === 'PPLA2' ? 0.3 : 0;
  return 1.5 * Math.log10(pop + 10) + feature;
}

const ANCHOR_MIN_POPULATION = 100_000;

interface Anchor {
  country: string;
  admin1: string | null;
}

/**
 * Picks each place's GeoNames candidate by population and by the document's other places: a place whose
 * reading is clear (one country, or a clear favourite) anchors the others ('Massachusetts' makes 'Springfield'
 * the one in Massachusetts); a place followed by ', <state or country>' is qualified by it.
 */
function resolvePlaces(text: string, clusters: { c: Cluster; name: string }[]): Map<Cluster, PlaceChoice> {
  const cands = new Map<Cluster, PlaceCandidate[]>();
  for (const { c, name } of clusters) {
    const list = placeCandidates(name, 40);
    if (list.length) cands.set(c, list);
  }
  // Explicit qualifiers: 'Springfield, Illinois'.
  const qualifier = new Map<Cluster, PlaceCandidate[]>();
  for (const { c } of clusters) {
    for (const m of c.mentions) {
      const q = /^,\s+(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2})/u.exec(text.slice(m.end, m.end + 40));
      if (!q) continue;
      const areas = placeCandidates(q[1]!, 0).filter((a) => a.kind !== 'city');
      if (areas.length) qualifier.set(c, [...(qualifier.get(c) ?? []), ...areas]);
    }
  }
  // Anchors: the clear readings.
  const anchors = new Map<Cluster, Anchor>();
  for (const [c, list] of cands) {
    const q = qualifier.get(c)?.[0];
    if (q?.countryCode) {
      anchors.set(c, { country: q.countryCode, admin1: q.admin1 });
      continue;
    }
    const ranked = [...list].sort((a, b) => priorOf(b) - priorOf(a));
    const top = ranked[0]!;
    if (!top.countryCode) continue;
    // Only a country, a region or a large city anchors others: two small towns must not pull each other abroad.
    if (top.kind === 'city' && (top.population ?? 0) < ANCHOR_MIN_POPULATION) continue;
    const rival = ranked.find((x) => x.countryCode !== top.countryCode);
    if (!rival || priorOf(top) - priorOf(rival) >= 1)
      anchors.set(c, { country: top.countryCode, admin1: top.admin1 });
  }
  const choice = new Map<Cluster, PlaceChoice>();
  for (const [c, list] of cands) {
    const countryVotes = new Map<string, number>();
    const admins = new Set<string>();
    for (const [other, a] of anchors) {
      if (other === c) continue;
      countryVotes.set(a.country, (countryVotes.get(a.country) ?? 0) + 1);
      if (a.admin1) admins.add(`${a.country}.${a.admin1}`);
    }
    const quals = qualifier.get(c) ?? [];
    let best: PlaceChoice | undefined;
    for (const cand of list) {
      let context = 0;
      if (cand.countryCode) context += 3 * Math.min(2, countryVotes.get(cand.countryCode) ?? 0);
      if (cand.admin1 && admins.has(`${cand.countryCode}.${cand.admin1}`)) context += 4;
      // Context helps a region more than a small town that happens to share a famous name ('China', Texas).
      context = Math.min(context, cand.kind === 'city' ? 5 : 8);
      for (const q of quals) {
        if (
          q.countryCode === cand.countryCode &&
          (!q.admin1 || q.admin1 === cand.admin1) &&
          cand.kind === 'city'
        )
          context += 8;
      }
      const score = priorOf(cand) + context;
      if (!best || score > best.score) best = { candidate: cand, score, supported: context > 0 };
    }
    if (best) choice.set(c, best);
  }
  return choice;
}

function toLocation(c: PlaceCandidate): ResolvedLocation | undefined {
  if (c.lat === null || c.lon === null) return undefined;
  return {
    lat: Math.round(c.lat * 1e5) / 1e5,
    lon: Math.round(c.lon * 1e5) / 1e5,
    country_code: c.countryCode,
    population: c.population,
    geonames_id: c.geonamesId,
    feature: c.kind,
  };
}

/** A city is placed on the map only when it is populous or the document's other places support it. */
const MIN_UNSUPPORTED_CITY_POPULATION = 50_000;

// ---------------------------------------------------------------------------------------------------------

export function resolveEntities(
  text: string,
  mentions: EntityMention[] = recognizeEntities(text),
): ResolvedEntity[] {
  const clusters = cluster(text, mentions);
  const named = clusters.map((c) => ({ c, name: canonicalName(c) }));
  const orgNames = named.filter((x) => x.c.type === 'Organization').map((x) => x.name);
  const domains = domainsIn(text);
  const places = resolvePlaces(
    text,
    named.filter((x) => x.c.type === 'Location'),
  );

  return named.map(({ c, name }) => {
    const forms: string[] = [];
    for (const m of c.mentions) if (!forms.includes(m.text)) forms.push(m.text);
    const entity: ResolvedEntity = {
      canonical_id: canonicalKey(c.type, name),
      canonical_name: name,
      type: c.type,
      mentions: forms,
      first_offset: c.mentions[0]!.start,
      count: c.mentions.length,
      confidence: Math.max(...c.mentions.map((m) => m.confidence)),
      qid: null,
    };

    if (c.type === 'Person') {
      let role: string | undefined;
      let apposition: string | undefined;
      for (const m of c.mentions) {
        const app = appositionAfter(text, m.end);
        if (app && hasRoleWord(app)) {
          apposition = replaceGenericOrg(app, orgNames);
          break;
        }
      }
      for (const m of c.mentions) {
        if (!m.title) continue;
        const of = /^\s+of\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(
          text.slice(m.end, m.end + 60),
        );
        role = of ? `${m.title} of ${of[1]}` : m.title;
        break;
      }
      if (!role && apposition) role = apposition;
      if (!role) {
        for (const m of c.mentions) {
          role = possessiveRoleBefore(text, m.start) ?? roleBefore(text, m.start);
          if (!role) {
            const appRole = /(\p{Ll}[\p{Ll}-]+),\s+$/u.exec(text.slice(Math.max(0, m.start - 30), m.start));
            if (appRole && isRoleNoun(appRole[1]!)) role = appRole[1]!;
          }
          if (role) break;
        }
      }
      if (role) entity.role = role;
      // Description: the role, whether and on what the person is quoted, an age and home from '<Name>, 34, of X'.
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
      if (parts.length) entity.description = parts.join(', ');
    } else {
      // Organisations and places: an apposition ('Kestrel Dynamics, a drone maker based in Leeds,') or
      // ', which is based in ...'.
      for (const m of c.mentions) {
        const rest = text.slice(m.end, m.end + 160);
        const app = /^['’]?s?,\s+(?:a|an)\s+([^,.;()]+?)(?=\s*(?:,|\.|;|\)))/u.exec(rest);
        const based =
          /^,\s+which\s+is\s+(based in [^.;]+?)(?=\s*(?:,\s+(?:said|says|has|had|is|was)\b|\.|;))/u.exec(
            rest,
          );
        const phrase = app?.[1] ?? based?.[1];
        if (phrase && !/^\d/.test(phrase)) {
          entity.description = capitalise(phrase.trim());
          break;
        }
      }
    }
    if (c.type === 'Organization') {
      const d = domainFor(name, domains);
      if (d) entity.domain = d;
    }
    if (c.type === 'Location') {
      const ch = places.get(c);
      if (ch) {
        const cand = ch.candidate;
        const ok =
          cand.kind !== 'city' || ch.supported || (cand.population ?? 0) >= MIN_UNSUPPORTED_CITY_POPULATION;
        const loc = ok ? toLocation(cand) : undefined;
        if (loc) entity.location = loc;
      }
    }
    return entity;
  });
}
