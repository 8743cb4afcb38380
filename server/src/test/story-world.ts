import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import type { Drizzle } from '../db/database';
import { claims, entities, pageEntities, pages, stories, storyPages } from '../db/schema';

export interface TestPage {
  url: string;
  title?: string;
  publishedAt?: string | null;
  metaDescription?: string | null;
  text?: string;
  author?: string | null;
  image?: string | null;
  /** Minutes after the epoch of the test: the order pages joined the story. */
  addedMinute: number;
  matchScore?: number;
  claims?: Array<{
    text: string;
    builderModality?: string;
    modality?: string;
    who?: string | null;
    where?: string | null;
    whenDate?: string | null;
    confidence?: number;
    excludedReason?: string | null;
  }>;
  /** Entity keys (see `insertEntities`) with the surface forms this page used. */
  entities?: Array<{ key: string; mentions: string[]; role?: string | null }>;
}

export interface TestEntity {
  key: string;
  type: EntityType;
  name: string;
  description?: string | null;
  domain?: string | null;
  qid?: string | null;
  lat?: number | null;
  lon?: number | null;
  countryCode?: string | null;
  featureClass?: string | null;
  role?: string | null;
}

/** Inserts canonical entities; answers their ids by key. */
export async function insertEntities(db: Drizzle, list: TestEntity[]): Promise<Map<string, string>> {
  const rows = await db
    .insert(entities)
    .values(
      list.map((e) => ({
        canonicalKey: e.key,
        entityType: e.type,
        canonicalName: e.name,
        description: e.description ?? null,
        domain: e.domain ?? null,
        wikidataQid: e.qid ?? null,
        latitude: e.lat ?? null,
        longitude: e.lon ?? null,
        countryCode: e.countryCode ?? null,
        featureClass: e.featureClass ?? null,
        role: e.role ?? null,
        confidence: 0.8,
      })),
    )
    .returning({ id: entities.id, key: entities.canonicalKey });
  return new Map(rows.map((row) => [row.key, row.id]));
}

const BASE = Date.parse('2025-06-01T00:00:00Z');

/** Inserts pages with their claims and entity links and attaches them to a story; answers the page ids. */
export async function attachPages(
  db: Drizzle,
  storyId: string,
  list: TestPage[],
  entityIds: Map<string, string> = new Map(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const page of list) {
    const [row] = await db
      .insert(pages)
      .values({
        url: page.url,
        normalizedUrl: `${page.url.toLowerCase()}#${storyId}`,
        extraction: {
          title: page.title ?? null,
          text: page.text ?? 'Body text of the article.',
          domain: new URL(page.url).hostname.replace(/^www\./, ''),
          site_name: 'Example News',
          published_at: page.publishedAt ?? null,
          meta_description: page.metaDescription ?? null,
          author: page.author ?? null,
          image: page.image ?? null,
        },
      })
      .returning({ id: pages.id });
    const pageId = row!.id;
    ids.push(pageId);
    await db.insert(storyPages).values({
      storyId,
      pageId,
      matchScore: page.matchScore ?? 0.8,
      addedAt: new Date(BASE + page.addedMinute * 60_000),
    });
    if (page.claims?.length) {
      await db.insert(claims).values(
        page.claims.map((c, ordinal) => ({
          pageId,
          ordinal,
          text: c.text,
          modality: c.modality ?? 'official_fact',
          builderModality: c.builderModality ?? 'observation',
          who: c.who ?? null,
          where: c.where ?? null,
          whenDate: c.whenDate ?? null,
          evidence: [{ quote: c.text, start: 0, end: c.text.length }],
          confidence: c.confidence ?? 0.7,
          excludedReason: c.excludedReason ?? null,
        })),
      );
    }
    if (page.entities?.length) {
      await db.insert(pageEntities).values(
        page.entities.map((e) => ({
          pageId,
          entityId: entityIds.get(e.key)!,
          mentions: e.mentions,
          mentionCount: e.mentions.length,
          role: e.role ?? null,
        })),
      );
    }
  }
  return ids;
}

export interface StoryWorld {
  flood: string;
  /** Shares two of the flood story's entities. */
  aid: string;
  /** Shares one entity out of many. */
  football: string;
  empty: string;
  entityIds: Map<string, string>;
  pageIds: { el: string; bbc: string; later: string };
}

/** A small world: a flood story with two sources, claims and entities, and stories around it. */
export async function seedStoryWorld(db: Drizzle): Promise<StoryWorld> {
  const entityIds = await insertEntities(db, [
    {
      key: 'loc:valencia',
      type: 'Location',
      name: 'Valencia',
      lat: 39.47,
      lon: -0.38,
      countryCode: 'ES',
      featureClass: 'P',
    },
    {
      key: 'org:aemet',
      type: 'Organization',
      name: 'AEMET',
      description: 'Spanish weather agency',
      domain: 'aemet.es',
    },
    {
      key: 'per:mazon',
      type: 'Person',
      name: 'Carlos Mazón',
      description: 'President of the Valencian region',
      role: 'regional president',
    },
    { key: 'org:bbc', type: 'Organization', name: 'BBC', domain: 'bbc.co.uk', qid: 'Q9531' },
    { key: 'org:redcross', type: 'Organization', name: 'Red Cross' },
    { key: 'loc:madrid', type: 'Location', name: 'Madrid' },
    { key: 'per:ancelotti', type: 'Person', name: 'Carlo Ancelotti' },
    { key: 'org:realmadrid', type: 'Organization', name: 'Real Madrid' },
  ]);
  const [flood, aid, football, empty] = await db
    .insert(stories)
    .values([
      {
        title: 'Flash floods devastate Valencia',
        description: 'Torrential rain caused deadly flooding in eastern Spain',
        coherenceScore: 0.8,
        updatedAt: new Date('2025-06-10T00:00:00Z'),
      },
      {
        title: 'Aid reaches flood victims',
        description: 'Relief groups deliver supplies',
        coherenceScore: 0.5,
        updatedAt: new Date('2025-06-12T00:00:00Z'),
      },
      {
        title: 'Real Madrid wins the league',
        description: 'Title secured in Madrid',
        coherenceScore: 0.6,
        updatedAt: new Date('2025-06-11T00:00:00Z'),
      },
      {
        title: 'A story with no sources yet',
        coherenceScore: 0,
        updatedAt: new Date('2025-06-01T00:00:00Z'),
      },
    ])
    .returning({ id: stories.id })
    .then((rows) => rows.map((row) => row.id) as [string, string, string, string]);

  const [el, bbc] = await attachPages(
    db,
    flood,
    [
      {
        url: 'https://elpais.com/valencia-floods',
        title: 'Floods in Valencia kill dozens',
        publishedAt: '2024-10-30T08:00:00Z',
        metaDescription: 'At least 95 people died after torrential rain.',
        author: 'Ana García',
        image: 'https://elpais.com/flood.jpg',
        addedMinute: 0,
        claims: [
          {
            text: 'At least 95 people died in the floods in Valencia.',
            whenDate: '2024-10-30',
            where: 'Valencia',
          },
          {
            text: 'AEMET issued a red alert for torrential rain on Tuesday morning.',
            who: 'AEMET',
            builderModality: 'observation',
          },
          { text: 'Is this the worst flood in decades?', excludedReason: 'question' },
        ],
        entities: [
          { key: 'loc:valencia', mentions: ['Valencia', 'València'] },
          { key: 'org:aemet', mentions: ['AEMET'] },
          { key: 'per:mazon', mentions: ['Carlos Mazón', 'Mazón'], role: 'regional president' },
        ],
      },
      {
        url: 'https://www.bbc.co.uk/news/world-europe-1',
        title: 'Spain floods: rescuers search for missing',
        publishedAt: '2024-10-31T10:00:00Z',
        text: 'Rescuers searched flooded garages across the region for missing people while residents cleared mud from the streets of towns near Valencia.',
        addedMinute: 5,
        claims: [
          {
            text: 'Carlos Mazón said the regional government acted on the information it had.',
            who: 'Carlos Mazón',
            builderModality: 'reported_speech',
            modality: 'reported_claim',
          },
          {
            text: 'Critics accused the regional government of sending phone alerts too late.',
            builderModality: 'allegation',
            modality: 'allegation',
          },
        ],
        entities: [
          { key: 'loc:valencia', mentions: ['Valencia'] },
          { key: 'per:mazon', mentions: ['Mazón'] },
          { key: 'org:bbc', mentions: ['BBC'] },
        ],
      },
    ],
    entityIds,
  );
  const [later] = await attachPages(
    db,
    aid,
    [
      {
        url: 'https://redcross.org/valencia-aid',
        title: 'Red Cross sends aid to Valencia',
        addedMinute: 10,
        claims: [{ text: 'The Red Cross delivered 20 tonnes of supplies to Valencia.', who: 'Red Cross' }],
        entities: [
          { key: 'loc:valencia', mentions: ['Valencia'] },
          { key: 'org:aemet', mentions: ['AEMET'] },
          { key: 'org:redcross', mentions: ['Red Cross'] },
        ],
      },
    ],
    entityIds,
  );
  await attachPages(
    db,
    football,
    [
      {
        url: 'https://marca.com/real-madrid-title',
        title: 'Real Madrid champions',
        addedMinute: 20,
        claims: [{ text: 'Real Madrid won the league title on Sunday.' }],
        entities: [
          { key: 'loc:madrid', mentions: ['Madrid'] },
          { key: 'per:ancelotti', mentions: ['Ancelotti'] },
          { key: 'org:realmadrid', mentions: ['Real Madrid'] },
          { key: 'org:bbc', mentions: ['BBC'] },
        ],
      },
    ],
    entityIds,
  );
  return { flood, aid, football, empty, entityIds, pageIds: { el: el!, bbc: bbc!, later: later! } };
}
