import type { EntityType } from '@cairn/shared/contracts/vocabulary';
// Groups one document's entity mentions into canonical entities: merged short forms ('Okafor' with
// 'Maria Okafor', 'MAT' with 'Millbrook Area Transit': cluster-mentions.ts), a role and a description taken
// only from the text's own evidence (entity-descriptions.ts), an organisation's website when the text shows
// it (organisation-domains.ts), and GeoNames coordinates for places chosen by population and by the other
// places of the same document (resolve-places.ts). Wikidata ids are never invented (qid: null).
import { canonicalKey } from './canonical-key';
import { canonicalName, clusterMentions } from './cluster-mentions';
import { describeOrganisationOrPlace, describePerson } from './entity-descriptions';
import { domainFor, domainsIn } from './organisation-domains';
import { type EntityMention, recognizeEntities } from './recognize-entities';
import { locationOf, resolvePlaces } from './resolve-places';

export { canonicalKey } from './canonical-key';

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

/**
 * Below this confidence a one-word name met once is more often wrong than right (on the development
 * parts of bench/entities: 34% of such mentions under 0.2 are right, against 98% at 0.5 and above): 'back
 * by Noël' is Christmas, not a person. Such an entity is left out of what a page files (profiles, the
 * story's lists, narrative links); the recogniser itself, and its benchmark, still report it.
 */
export const MIN_LONE_WORD_CONFIDENCE = 0.2;

/** The entities worth filing for a page: all but a weakly evidenced one-word name mentioned once. */
export function entitiesToFile(resolved: readonly ResolvedEntity[]): ResolvedEntity[] {
  return resolved.filter(
    (e) =>
      e.count > 1 ||
      e.confidence >= MIN_LONE_WORD_CONFIDENCE ||
      e.mentions.some((form) => /\s/.test(form.trim())),
  );
}

export function resolveEntities(
  text: string,
  mentions: EntityMention[] = recognizeEntities(text),
): ResolvedEntity[] {
  const clusters = clusterMentions(text, mentions);
  const named = clusters.map((c) => ({ c, name: canonicalName(c) }));
  const orgNames = named.filter((x) => x.c.type === 'Organization').map((x) => x.name);
  const domains = domainsIn(text);
  const places = resolvePlaces(
    text,
    named.filter((x) => x.c.type === 'Location'),
  );

  const titleOwners = new Map<number, { name: string; start: number }>();
  for (const { c, name } of named) {
    if (c.type === 'Person') continue;
    for (const m of c.mentions) titleOwners.set(m.end, { name, start: m.start });
  }

  const resolved = named.map(({ c, name }) => {
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
      const { role, description } = describePerson(text, c, orgNames, titleOwners);
      if (role) entity.role = role;
      if (description) entity.description = description;
    } else {
      const description = describeOrganisationOrPlace(text, c);
      if (description) entity.description = description;
    }
    if (c.type === 'Organization') {
      const d = domainFor(name, domains);
      if (d) entity.domain = d;
    }
    if (c.type === 'Location') {
      const location = locationOf(places.get(c));
      if (location) entity.location = location;
    }
    return entity;
  });
  return mergedByCanonicalId(resolved);
}

/**
 * Clusters that come out under one canonical name are one entity ('Calif.' and 'California' are both
 * California): their mentions and counts add up, the first mention and the first description, role, domain
 * and place found are kept. (A page stores one row per entity: the second would have been dropped.)
 */
function mergedByCanonicalId(resolved: ResolvedEntity[]): ResolvedEntity[] {
  const byId = new Map<string, ResolvedEntity>();
  for (const entity of resolved) {
    const into = byId.get(entity.canonical_id);
    if (!into) {
      byId.set(entity.canonical_id, entity);
      continue;
    }
    for (const form of entity.mentions) if (!into.mentions.includes(form)) into.mentions.push(form);
    into.count += entity.count;
    into.first_offset = Math.min(into.first_offset, entity.first_offset);
    into.confidence = Math.max(into.confidence, entity.confidence);
    into.role ??= entity.role;
    into.description ??= entity.description;
    into.domain ??= entity.domain;
    into.location ??= entity.location;
  }
  return [...byId.values()];
}
