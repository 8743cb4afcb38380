import { type StoryFeedItem, storyDetailSchema } from '@cairn/shared/contracts/stories';
import {
  type StoryArtifact,
  type StoryDetailEnrichment,
  storyDetailEnrichmentSchema,
} from '@cairn/shared/contracts/story-intelligence';
import { z } from 'zod';
import type { StoryRow } from '../../db/schema';
import { relativeTime } from './relative-time';

const NO_DESCRIPTION = 'No description available';

/**
 * What `GET /api/stories/:id` answers: the shared detail contract (which the reader and builder parse),
 * tightened to what the server guarantees today, plus its sources, entities and related stories.
 */
export const storyDetailResponseSchema = storyDetailSchema.extend({
  ...storyDetailEnrichmentSchema.shape,
  description: z.string(),
  gist: z.string().nullable(),
  content: z.string().nullable(),
  category: z.enum(['local', 'global']),
  coherence_score: z.number(),
  entropy: z.number().nullable(),
  health_indicator: z.string().nullable(),
  cover_image: z.string().nullable(),
  artifact_count: z.number().int(),
  claim_count: z.number().int(),
  people_count: z.number().int(),
  locations: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** SPEC §3: the first present of last_activity and updated_at. */
  last_updated: z.string(),
  last_updated_human: z.string(),
});
export type StoryDetailResponse = z.infer<typeof storyDetailResponseSchema>;

/** The columns the feed needs: never the (long) content. */
export type FeedRow = Pick<
  StoryRow,
  | 'id'
  | 'title'
  | 'description'
  | 'gist'
  | 'category'
  | 'artifactCount'
  | 'claimCount'
  | 'peopleCount'
  | 'locations'
  | 'coverImage'
  | 'healthIndicator'
  | 'coherenceScore'
  | 'updatedAt'
>;

// SPEC §3: description falls back to the gist, then to a fixed sentence; the feed uses the same rule so
// a card and its page never disagree.
export function describe(row: Pick<StoryRow, 'description' | 'gist'>): string {
  return row.description?.trim() || row.gist?.trim() || NO_DESCRIPTION;
}

export function toFeedItem(row: FeedRow, now: Date): StoryFeedItem {
  return {
    id: row.id,
    title: row.title,
    description: describe(row),
    category: row.category === 'local' ? 'local' : 'global',
    artifact_count: row.artifactCount,
    claim_count: row.claimCount,
    people_count: row.peopleCount,
    locations: row.locations,
    last_updated_human: relativeTime(row.updatedAt, now),
    cover_image: row.coverImage,
    health_indicator: row.healthIndicator,
    coherence_score: row.coherenceScore,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `story_content.citations_metadata`: what a `{{cite:pageId}}` marker shows, keyed by page id. */
export function citationsMetadata(artifacts: StoryArtifact[]) {
  return Object.fromEntries(
    artifacts.map((a) => [a.page_id, { url: a.url, title: a.title, domain: a.domain, pub_time: a.pub_time }]),
  );
}

export const NO_ENRICHMENT: StoryDetailEnrichment = {
  artifacts: [],
  entities: { people: [], organizations: [], locations: [] },
  related_stories: [],
  story_content: { citations_metadata: {} },
};

export function toStoryDetail(
  row: StoryRow,
  now: Date,
  enrichment: StoryDetailEnrichment = NO_ENRICHMENT,
): StoryDetailResponse {
  const lastUpdated = row.lastActivity ?? row.updatedAt;
  return {
    id: row.id,
    title: row.title,
    description: describe(row),
    gist: row.gist,
    content: row.content,
    category: row.category === 'local' ? 'local' : 'global',
    coherence_score: row.coherenceScore,
    entropy: row.entropy,
    health_indicator: row.healthIndicator,
    cover_image: row.coverImage,
    artifact_count: row.artifactCount,
    claim_count: row.claimCount,
    people_count: row.peopleCount,
    locations: row.locations,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_updated: lastUpdated.toISOString(),
    last_updated_human: relativeTime(lastUpdated, now),
    ...enrichment,
  };
}
