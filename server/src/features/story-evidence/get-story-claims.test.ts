import { storyClaimsResponseSchema } from '@cairn/shared/contracts/claims';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema';
import { buildApp } from '../../http/app';
import { recomposeStory } from '../../pipeline/story-resolution/recompose-story';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { attachPages, insertEntities, type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';

describe('GET /api/story/:id/claims', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('answers the admitted claims in page-then-ordinal order, with their sources', async () => {
    const response = await app.inject(`/api/story/${world.flood}/claims`);
    expect(response.statusCode).toBe(200);
    const body = storyClaimsResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.claims.map((c) => c.text)).toEqual([
      'At least 95 people died in the floods in Valencia.',
      'AEMET issued a red alert for torrential rain on Tuesday morning.',
      'Carlos Mazón said the regional government acted on the information it had.',
      'Critics accused the regional government of sending phone alerts too late.',
    ]);
    expect(body.claims[0]).toMatchObject({
      modality: 'observation',
      semantic_modality: 'official_fact',
      event_time: '2024-10-30',
      where: 'Valencia',
      source: {
        url: 'https://elpais.com/valencia-floods',
        domain: 'elpais.com',
        page_id: world.pageIds.el,
        title: 'Floods in Valencia kill dozens',
      },
      evidence_references: [{ quote: 'At least 95 people died in the floods in Valencia.', start: 0 }],
    });
    expect(body.claims[2]).toMatchObject({ modality: 'reported_speech', who: 'Carlos Mazón' });
    // Every claim says whether the story's narrative reads it as about the story (the timeline's test).
    expect(body.claims.map((c) => c.off_story)).toEqual([false, false, false, false]);
  });

  it("marks a roundup's note on another game off the story, again after each recomposition", async () => {
    const db = test.database.db;
    const [roundup] = await db
      .insert(stories)
      .values({
        title: 'Colts beat Jaguars',
        coherenceScore: 0.7,
        updatedAt: new Date('2025-06-20T00:00:00Z'),
      })
      .returning({ id: stories.id });
    const ids = await insertEntities(db, [
      { key: 'org:colts', type: 'Organization', name: 'Colts' },
      { key: 'org:jaguars', type: 'Organization', name: 'Jaguars' },
      { key: 'org:vikings', type: 'Organization', name: 'Vikings' },
    ]);
    const game = 'The Colts beat the Jaguars 31-24.';
    const both = [
      { key: 'org:colts', mentions: ['Colts'] },
      { key: 'org:jaguars', mentions: ['Jaguars'] },
    ];
    await attachPages(
      db,
      roundup!.id,
      [
        {
          url: 'https://blog.example/roundup',
          addedMinute: 1,
          claims: [
            { text: game },
            { text: 'The Vikings need a victory to win the division.' },
            { text: 'The Vikings host the Giants on Sunday.' },
          ],
          entities: [...both, { key: 'org:vikings', mentions: ['Vikings'] }],
        },
        { url: 'https://a.example/game', addedMinute: 2, claims: [{ text: game }], entities: both },
        { url: 'https://b.example/game', addedMinute: 3, claims: [{ text: game }], entities: both },
      ],
      ids,
    );
    const vikingsNote = async () =>
      storyClaimsResponseSchema
        .parse((await app.inject(`/api/story/${roundup!.id}/claims`)).json())
        .claims.find((c) => c.text.startsWith('The Vikings'))?.off_story;
    expect(await vikingsNote()).toBe(true);

    // A page that tells the Vikings beside the Colts connects them to the story: marked again only once the
    // story is recomposed (its updated_at), as every change of claims or entities is.
    await attachPages(
      db,
      roundup!.id,
      [
        {
          url: 'https://c.example/playoffs',
          addedMinute: 4,
          claims: [{ text: 'The Colts could meet the Vikings in the playoffs.' }],
          entities: [...both, { key: 'org:vikings', mentions: ['Vikings'] }],
        },
      ],
      ids,
    );
    expect(await vikingsNote()).toBe(true);
    await db
      .update(stories)
      .set({ updatedAt: new Date('2025-06-21T00:00:00Z') })
      .where(eq(stories.id, roundup!.id));
    expect(await vikingsNote()).toBe(false);
  });

  it('reads the marks its last recomposition stored, without working them out at the read', async () => {
    const db = test.database.db;
    const [roundup] = await db
      .insert(stories)
      .values({ title: 'Bears beat Lions', coherenceScore: 0.7 })
      .returning({ id: stories.id });
    const ids = await insertEntities(db, [
      { key: 'org:bears', type: 'Organization', name: 'Bears' },
      { key: 'org:lions', type: 'Organization', name: 'Lions' },
      { key: 'org:packers', type: 'Organization', name: 'Packers' },
    ]);
    const game = 'The Bears beat the Lions 20-17.';
    const both = [
      { key: 'org:bears', mentions: ['Bears'] },
      { key: 'org:lions', mentions: ['Lions'] },
    ];
    const note = 'The Packers need a victory to win the division.';
    await attachPages(
      db,
      roundup!.id,
      [
        {
          url: 'https://blog.example/bears-roundup',
          addedMinute: 1,
          claims: [{ text: game }, { text: note }, { text: 'The Packers host the Giants on Sunday.' }],
          entities: [...both, { key: 'org:packers', mentions: ['Packers'] }],
        },
        { url: 'https://a.example/bears', addedMinute: 2, claims: [{ text: game }], entities: both },
        { url: 'https://b.example/bears', addedMinute: 3, claims: [{ text: game }], entities: both },
      ],
      ids,
    );
    const marked = async () =>
      storyClaimsResponseSchema
        .parse((await app.inject(`/api/story/${roundup!.id}/claims`)).json())
        .claims.filter((c) => c.off_story)
        .map((c) => c.text);
    await recomposeStory(db, roundup!.id, new Date('2025-06-22T00:00:00Z'));
    const [row] = await db
      .select({ off: stories.offStoryClaimIds })
      .from(stories)
      .where(eq(stories.id, roundup!.id));
    expect(row?.off).toHaveLength(2);
    expect(await marked()).toEqual([note, 'The Packers host the Giants on Sunday.']);
    // The read takes the stored marks as they are (here emptied by hand, as a recomposition that found
    // the notes connected would).
    await db.update(stories).set({ offStoryClaimIds: [] }).where(eq(stories.id, roundup!.id));
    expect(await marked()).toEqual([]);
  });

  it('lists excluded claims with their reasons apart', async () => {
    const body = storyClaimsResponseSchema.parse(
      (await app.inject(`/api/story/${world.flood}/claims`)).json(),
    );
    expect(body.excluded_claims).toEqual([
      expect.objectContaining({ text: 'Is this the worst flood in decades?', reason: 'question' }),
    ]);
  });

  it('answers an empty list for a story without sources', async () => {
    const body = (await app.inject(`/api/story/${world.empty}/claims`)).json();
    expect(body).toEqual({ success: true, claims: [], excluded_claims: [] });
  });

  it("answers 404 'Story not found' and 400 for a malformed id", async () => {
    const missing = await app.inject('/api/story/3b241101-e2bb-4255-8caf-4136c566a962/claims');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Story not found' });
    const bad = await app.inject('/api/story/not-a-uuid/claims');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Invalid path parameter id/);
  });
});
