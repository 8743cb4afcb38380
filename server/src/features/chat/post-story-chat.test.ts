import { storyChatResponseSchema } from '@cairn/shared/contracts/chat';
import { storyClaimsResponseSchema } from '@cairn/shared/contracts/claims';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema';
import { buildApp } from '../../http/app';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { attachPages, type StoryWorld, seedStoryWorld } from '../../test/story-world';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { NO_ANSWER } from './answer-from-claims';

describe('POST /api/story/:id/chat', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let world: StoryWorld;
  const ask = async (message: unknown, extra: object = {}, id?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/story/${id ?? world.flood}/chat`,
      payload: { message, ...extra },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const answer = async (message: string, extra: object = {}) => {
    const { status, body } = await ask(message, extra);
    expect(status).toBe(200);
    return storyChatResponseSchema.parse(body);
  };
  /** The text of 'Claim N' as the reader resolves it: position N in the claims call. */
  const claimText = async (n: number) => {
    const claims = storyClaimsResponseSchema.parse(
      (await app.inject(`/api/story/${world.flood}/claims`)).json(),
    ).claims;
    return claims[n - 1]!.text;
  };

  beforeAll(async () => {
    test = await startTestDatabase();
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database });
    world = await seedStoryWorld(test.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('answers from the matching claim and cites it by its position in the claims call', async () => {
    const reply = await answer('How many people died?');
    expect(reply.success).toBe(true);
    expect(reply.response).toContain('(Claim 1)');
    expect(reply.response).toContain((await claimText(1)).replace(/\.$/, ''));
    expect(reply.cited_claims).toEqual([1]);
  });

  it('numbers claims across pages, skipping excluded ones', async () => {
    const reply = await answer('What did Mazón say about the government?');
    expect(reply.cited_claims[0]).toBe(3);
    expect(reply.response).toContain(
      'Carlos Mazón said the regional government acted on the information it had',
    );
    expect(await claimText(3)).toMatch(/^Carlos Mazón said/);
  });

  it('answers who questions, with typos and synonyms', async () => {
    expect((await answer('Who issued the red alert?')).cited_claims[0]).toBe(2);
    expect((await answer('who isued the red alret')).cited_claims[0]).toBe(2);
    expect((await answer('What was the death toll?')).cited_claims[0]).toBe(1);
  });

  it('follows up on the previous question', async () => {
    const reply = await answer('and when?', {
      conversation_history: [
        { role: 'user', content: 'Who warned about the torrential rain?' },
        { role: 'assistant', content: 'AEMET issued a red alert (Claim 2).' },
      ],
    });
    expect(reply.cited_claims[0]).toBe(2);
  });

  it('says plainly when the sources do not answer, and what they cover', async () => {
    for (const question of ['What is the price of bitcoin today?', 'Who won the football match?', 'why?']) {
      const reply = await answer(question);
      expect(reply.response.startsWith(NO_ANSWER)).toBe(true);
      expect(reply.response).not.toMatch(/Claim \d/);
      expect(reply.cited_claims).toEqual([]);
    }
    expect((await answer('Tell me about quantum computing')).response).toContain(
      'Flash floods devastate Valencia',
    );
  });

  it('answers where the sources give different figures, quoting and citing both', async () => {
    const [story] = await test.database.db
      .insert(stories)
      .values({ title: 'Ferry capsizes off Kessling Point' })
      .returning({ id: stories.id });
    const id = story!.id;
    await attachPages(test.database.db, id, [
      {
        url: 'https://harbour.example/ferry',
        addedMinute: 30,
        claims: [
          { text: 'A ferry capsized off Kessling Point on Monday.' },
          { text: '12 people died, the coast guard said.', whenDate: '2025-06-02' },
        ],
      },
      {
        url: 'https://coast.example/ferry',
        addedMinute: 35,
        claims: [
          { text: 'At least 15 passengers were killed when the ferry capsized.', whenDate: '2025-06-02' },
          { text: '40 people were rescued.' },
        ],
      },
    ]);
    const { status, body } = await ask('Do the sources agree on the death toll?', {}, id);
    expect(status).toBe(200);
    expect(storyChatResponseSchema.parse(body)).toEqual({
      success: true,
      response:
        'The sources give different figures.\n\nOn deaths: 12 people died, the coast guard said (Claim 2). At least 15 passengers were killed when the ferry capsized (Claim 3).',
      cited_claims: [2, 3],
    });
  });

  it('refuses for a story without claims', async () => {
    const { status, body } = await ask('How many people died?', {}, world.empty);
    expect(status).toBe(200);
    expect(body.response).toBe(`${NO_ANSWER} This story has no claims from its sources yet.`);
  });

  it('is deterministic', async () => {
    const first = await answer('What did critics say about the alerts?');
    const second = await answer('What did critics say about the alerts?');
    expect(second).toEqual(first);
    expect(first.cited_claims[0]).toBe(4);
  });

  it('validates the message, the history and the id', async () => {
    expect((await ask('')).status).toBe(400);
    expect((await ask('   ')).status).toBe(400);
    expect((await ask('x'.repeat(2001))).status).toBe(400);
    expect((await ask(42)).status).toBe(400);
    const history = Array.from({ length: 21 }, () => ({ role: 'user', content: 'hi' }));
    expect((await ask('hello', { conversation_history: history })).status).toBe(400);
    expect((await ask('hello', { conversation_history: [{ role: 'system', content: 'x' }] })).status).toBe(
      400,
    );
    const missing = await ask('hello', {}, '3b241101-e2bb-4255-8caf-4136c566a962');
    expect(missing).toEqual({ status: 404, body: { error: 'Story not found' } });
    expect((await ask('hello', {}, 'nope')).status).toBe(400);
  });
});
