import { storyDetailSchema } from '@cairn/shared/contracts/story-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRow } from '../../db/schema';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { insertStories } from './test-stories';

const now = new Date('2025-06-15T12:00:00Z');

describe('GET /api/stories/:id', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let full: StoryRow;
  let bare: StoryRow;

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, now: () => now });
    [full, bare] = (await insertStories(
      test.database.db,
      [
        {
          title: 'Flooding in Valencia',
          description: 'Rivers burst their banks',
          gist: 'Floods',
          content: 'Rain fell {{cite:0f8fad5b-d9cb-469f-a165-70867728950e}}.',
          category: 'local',
          coherenceScore: 0.72,
          entropy: 0.3,
          healthIndicator: 'growing',
          coverImage: 'https://img.example/flood.jpg',
          artifactCount: 4,
          claimCount: 9,
          peopleCount: 2,
          locations: ['Valencia', 'Spain'],
          minutesAgo: 120,
          lastActivity: new Date(now.getTime() - 10 * 60_000),
        },
        { title: 'Bare', minutesAgo: 60 },
      ],
      now,
    )) as [StoryRow, StoryRow];
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('answers the stored story in the detail shape the reader parses', async () => {
    const response = await app.inject(`/api/stories/${full.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(storyDetailSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      id: full.id,
      title: 'Flooding in Valencia',
      description: 'Rivers burst their banks',
      gist: 'Floods',
      content: 'Rain fell {{cite:0f8fad5b-d9cb-469f-a165-70867728950e}}.',
      category: 'local',
      coherence_score: 0.72,
      entropy: 0.3,
      health_indicator: 'growing',
      cover_image: 'https://img.example/flood.jpg',
      artifact_count: 4,
      claim_count: 9,
      people_count: 2,
      locations: ['Valencia', 'Spain'],
      created_at: full.createdAt.toISOString(),
      updated_at: '2025-06-15T10:00:00.000Z',
      // last_activity wins over updated_at (SPEC §3)
      last_updated: '2025-06-15T11:50:00.000Z',
      last_updated_human: '10m ago',
      artifacts: [],
      entities: { people: [], organizations: [], locations: [] },
      related_stories: [],
      // the story has no pages, so its one citation rests on no quote
      story_content: {
        citations_metadata: {},
        citation_evidence: [
          [
            {
              page_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
              claim_id: null,
              quote: null,
              start: null,
              end: null,
            },
          ],
        ],
      },
    });
  });

  it('fills what a new story lacks with the documented fallbacks', async () => {
    const body = (await app.inject(`/api/stories/${bare.id}`)).json();
    expect(body).toMatchObject({
      description: 'No description available',
      gist: null,
      content: null,
      entropy: null,
      coherence_score: 0,
      locations: [],
      last_updated: '2025-06-15T11:00:00.000Z',
      last_updated_human: '1h ago',
    });
  });

  it("answers 404 'Story not found' for an unknown id", async () => {
    const response = await app.inject('/api/stories/3b241101-e2bb-4255-8caf-4136c566a962');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Story not found' });
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1"])('answers 400 for the malformed id %s', async (id) => {
    const response = await app.inject(`/api/stories/${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid path parameter id: /);
  });
});
