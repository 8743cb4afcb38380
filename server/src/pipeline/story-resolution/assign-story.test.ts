import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import type { ExtractedArticle } from '../extraction/extract-article';
import { assignStory, dateLineOf, matchArticleOf } from './assign-story';
import { createPgMatcherStore } from './pg-matcher-store';
import { rebuildStoryProfile } from './rebuild-story-profile';

function article(title: string, text: string, published_at: string | null): ExtractedArticle {
  const paragraphs = text.split('\n\n');
  return {
    title,
    text,
    paragraphs,
    author: null,
    published_at,
    modified_at: null,
    canonical_url: null,
    domain: null,
    site_name: null,
    favicon: null,
    image: null,
    og_metadata: {},
    social: { facebook: null, twitter: null },
    meta_description: null,
    language: 'en',
    language_name: 'English',
    language_confidence: 1,
    section: null,
    tags: [],
    word_count: text.split(/\s+/).length,
    reading_time_minutes: 1,
    processing_time_ms: 0,
    is_readable: true,
    next_page_url: null,
    is_live_blog: false,
    extraction_method: 'text',
  };
}

// Three reports of one riot in 2013 (their pages state their dates), and the same event pasted years
// later without a dateline.
const DATED = [
  article(
    'Riot breaks out in East Flatbush during vigil for Kimani Gray',
    'Police in Brooklyn clashed with more than a hundred people at a candlelit vigil in East Flatbush on Monday night for Kimani Gray, 16, who was shot by two plainclothes officers on Saturday.\n\nFour people were arrested, the NYPD said.',
    '2013-03-11T23:51:00.000Z',
  ),
  article(
    'East Flatbush protesters battle police on third night after Kimani Gray shooting',
    'Forty-six people were arrested in East Flatbush, Brooklyn, on the third night of protests over the death of Kimani Gray, 16, shot by NYPD officers.\n\nThe officers said the teenager had pointed a revolver at them.',
    '2013-03-13T14:29:00.000Z',
  ),
];
const PASTED = article(
  'Kimani Gray vigil turns into riot in Brooklyn',
  'A vigil for Kimani Gray, the 16-year-old shot by NYPD officers in East Flatbush, Brooklyn, ended in clashes with police and arrests.\n\nThe family of Kimani Gray asked for calm.',
  null,
);
// One climbing death reported twice without a dateline (pasted), then by a page that states its date.
const CLIMB_PASTED = [
  article(
    'British climber dies in fall on Aoraki Mount Cook',
    'A British climber has died after falling about 300 metres on Aoraki Mount Cook in New Zealand, police said.\n\nThe man, 32, was climbing the Linda Glacier route with a guide when he fell on Sunday morning. Alpine rescue teams recovered his body from the glacier.',
    null,
  ),
  article(
    'Climber killed on Mount Cook named as Briton',
    'Police have named the British climber killed in a fall on Aoraki Mount Cook on Sunday. He fell about 300 metres from the Linda Glacier route.\n\nAlpine rescue teams flew his body to Mount Cook Village.',
    null,
  ),
];
const CLIMB_DATED = article(
  'Second climber dies on Aoraki Mount Cook in a weekend of falls',
  'A second climber has died on Aoraki Mount Cook, a day after a British climber fell 300 metres on the Linda Glacier route.\n\nAlpine rescue teams said both falls happened in good weather on the same side of the mountain.',
  '2013-09-16T09:00:00.000Z',
);
// A deputy's killing, and the trial of his killers two years on (as ECB+ 16_2 reports them).
const KILLING = [
  article(
    'Los Angeles County deputy shot dead outside his Cudahy home',
    "Los Angeles County sheriff's Deputy Jerry Ortiz, 35, was shot in the head outside a Cudahy apartment building on Friday while he searched for a gang member suspected in an earlier shooting, Sheriff Lee Baca said.\n\nDeputies arrested Jose Luis Orozco, 24, a member of the Florencia 13 gang, after a standoff in Hawaiian Gardens.",
    '2005-06-25T18:00:00.000Z',
  ),
  article(
    'Gang member held in killing of Deputy Jerry Ortiz',
    "Jose Luis Orozco, 24, was booked on suspicion of murder in the killing of Los Angeles County sheriff's Deputy Jerry Ortiz in Cudahy, Sheriff Lee Baca said on Saturday.\n\nOrtiz, a 17-year veteran of the department, was shot in the head at close range.",
    '2005-06-26T15:00:00.000Z',
  ),
];
const TRIAL = (published: string) =>
  article(
    'Jury convicts gang member of murdering Deputy Jerry Ortiz in Cudahy',
    "A Los Angeles jury convicted Jose Luis Orozco of first-degree murder on Tuesday for shooting sheriff's Deputy Jerry Ortiz in the head outside a Cudahy apartment building in June 2005.\n\nOrozco, a Florencia 13 gang member, faces the death penalty, prosecutors said.",
    published,
  );
const UNRELATED = article(
  'Harbour cranes repainted in Rotterdam',
  'The port of Rotterdam repainted forty cranes this autumn, the harbour authority said.',
  null,
);

describe('matchArticleOf', () => {
  it('opens a dated page with its date line, as the articles the matcher was fitted on carry their stamp', () => {
    const read = matchArticleOf('p1', DATED[0]!);
    expect(read.body.startsWith('March 11, 2013\n\nPolice in Brooklyn clashed')).toBe(true);
    expect(read.title).toBe(DATED[0]!.title);
    expect(read.published_at).toBe('2013-03-11T23:51:00.000Z');
  });

  it('reads an undated page as its text alone', () => {
    expect(matchArticleOf('p2', PASTED).body).toBe(PASTED.text);
  });

  it('writes the date line in UTC, as the page was stamped', () => {
    expect(dateLineOf('2013-05-02T23:30:00-04:00')).toBe('May 3, 2013');
    expect(dateLineOf(null)).toBeUndefined();
    expect(dateLineOf('not a date')).toBeUndefined();
  });
});

describe('assignStory', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await startTestDatabase();
  }, 60_000);
  afterAll(async () => test?.close());

  async function assign(extracted: ExtractedArticle, now: Date) {
    const [page] = await test.database.db
      .insert(pages)
      .values({ sourceText: extracted.text, extraction: extracted })
      .returning();
    return assignStory(test.database.db, {
      page: { id: page!.id },
      article: extracted,
      targetStoryId: null,
      storyTitle: extracted.title,
      now,
    });
  }

  it('joins a page without a date to its event’s story however long ago the story’s pages were published', async () => {
    // Timed when it arrived (2026), the pasted report was 13 years from the story's window (60 days at
    // most) and started a story of its own.
    const receivedAt = new Date('2026-11-28T05:00:00Z');
    const first = await assign(DATED[0]!, receivedAt);
    const second = await assign(DATED[1]!, receivedAt);
    expect(second).toMatchObject({ story_id: first.story_id, is_new: false });
    const store = createPgMatcherStore(test.database.db);
    const window = await store.loadProfile(first.story_id);

    const pasted = await assign(PASTED, receivedAt);
    expect(pasted).toMatchObject({ story_id: first.story_id, is_new: false });
    // It does not stretch the story's window to the day it was pasted.
    expect(await store.loadProfile(first.story_id)).toMatchObject({
      first_at: window?.first_at,
      last_at: window?.last_at,
      doc_count: 3,
    });
    // Rebuilding the profile from the story's pages gives the same window.
    expect(await rebuildStoryProfile(test.database.db, first.story_id)).toMatchObject({
      first_at: window?.first_at,
      last_at: window?.last_at,
      doc_count: 3,
    });

    // An undated page about something else still starts its own story, of unknown time.
    const other = await assign(UNRELATED, receivedAt);
    expect(other.is_new).toBe(true);
    expect(await store.loadProfile(other.story_id)).toMatchObject({ first_at: null, last_at: null });
  });

  it('joins a follow-up two years on to its event’s story, but not one past three years', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const killing = await assign(KILLING[0]!, now);
    expect(await assign(KILLING[1]!, now)).toMatchObject({ story_id: killing.story_id, is_new: false });
    // With the matcher's 60-day window, the trial started a story of its own.
    const trial = await assign(TRIAL('2007-04-03T20:00:00.000Z'), now);
    expect(trial).toMatchObject({ story_id: killing.story_id, is_new: false });
    // Four years after the story's last page: out of reach, however alike.
    const late = await assign(TRIAL('2011-05-03T20:00:00.000Z'), now);
    expect(late.is_new).toBe(true);
  });

  it('joins a dated page to the story its event’s undated pages started, and the story takes its date', async () => {
    // Seen on a fresh server fed ECB+ 23_2: the undated reports of a climbing death started a story timed
    // when they were pasted (2026); the dated reports of the same deaths (2013) were 13 years from it and
    // started a second story.
    const pastedAt = new Date('2026-11-28T15:00:00Z');
    const first = await assign(CLIMB_PASTED[0]!, pastedAt);
    expect(first.is_new).toBe(true);
    const second = await assign(CLIMB_PASTED[1]!, pastedAt);
    expect(second).toMatchObject({ story_id: first.story_id, is_new: false });
    const store = createPgMatcherStore(test.database.db);
    expect(await store.loadProfile(first.story_id)).toMatchObject({ first_at: null, last_at: null });

    const dated = await assign(CLIMB_DATED, pastedAt);
    expect(dated).toMatchObject({ story_id: first.story_id, is_new: false });
    expect(await store.loadProfile(first.story_id)).toMatchObject({
      first_at: '2013-09-16T09:00:00.000Z',
      last_at: '2013-09-16T09:00:00.000Z',
      doc_count: 3,
    });
    expect(await rebuildStoryProfile(test.database.db, first.story_id)).toMatchObject({
      first_at: '2013-09-16T09:00:00.000Z',
      doc_count: 3,
    });
  });
});
