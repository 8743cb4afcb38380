import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import type { StoryDetail, StoryDetailEnrichment } from '@cairn/shared/contracts/story-detail';
import { relativeTimeAgo } from '@cairn/shared/format/relative-time';
import type { StoryRow } from '../db/schema';

const NO_DESCRIPTION = 'No description available';

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
    last_updated_human: relativeTimeAgo(row.updatedAt, now),
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
  story_content: { citations_metadata: {}, citation_evidence: [] },
};

export function toStoryDetail(
  row: StoryRow,
  now: Date,
  enrichment: StoryDetailEnrichment = NO_ENRICHMENT,
): StoryDetail {
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
    last_updated_human: relativeTimeAgo(lastUpdated, now),
    ...enrichment,
  };
}
