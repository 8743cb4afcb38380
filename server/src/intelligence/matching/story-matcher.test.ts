import { describe, expect, it } from 'vitest';
import { bCubed } from './b-cubed';
import type { MatcherSnapshot, StoryProfile } from './matcher-store';
import { createStoryMatcher, DEFAULT_MATCHER_LIMITS, type StoryMatcher } from './story-matcher';
import { STREAM } from './test-fixtures';
import type { MatchArticle } from './text-features';

function ingestAll(matcher: StoryMatcher, articles: readonly MatchArticle[]) {
  let n = 0;
  return articles.map((a) => matcher.ingest(a, () => `story-${++n}`));
}

const byId = (id: string) => STREAM.find((a) => a.id === id) as MatchArticle;

describe('createStoryMatcher', () => {
  it('starts a story for the first article, with no candidates and a zero score', () => {
    const matcher = createStoryMatcher();
    expect(matcher.match(byId('f1'))).toEqual({
      story_id: null,
      is_new: true,
      match_score: 0,
      candidates_considered: 0,
    });
  });

  it('joins a dated follow-up six weeks later that names the same place, dam and engineer (an inquiry after a breach)', () => {
    // The gap coefficient kept from an older model gave the inquiry 0.17 and a story of its own; a dam
    // bursting elsewhere two months on, with the same words and none of the names, still starts its own.
    const matcher = createStoryMatcher();
    const day = (d: number) => new Date(Date.UTC(2026, 4, 4 + d, 9)).toISOString();
    const [breach, , inquiry, otherTown] = ingestAll(matcher, [
      {
        id: 'b1',
        title: 'Dam gives way above Harlow Vale, villages flooded',
        body: 'The Kessing reservoir dam above Harlow Vale burst before dawn on Monday, sending water through three villages. Four people are missing, the county fire service said. Engineer Marta Quell said cracks had been reported in March.',
        published_at: day(0),
      },
      {
        id: 'b2',
        title: 'Kessing dam: two bodies found as Harlow Vale waters recede',
        body: 'Rescuers found the bodies of two farmers near Harlow Vale on Tuesday, a day after the Kessing dam burst. Two people are still missing. The county fire service said the villages would stay closed.',
        published_at: day(1),
      },
      {
        id: 'b3',
        title: 'Water board ignored warnings, Harlow Vale inquiry told',
        body: 'Marta Quell, a structural engineer, told the public inquiry in Harlow Vale on Tuesday that she had written to the water board twice about cracks in the Kessing wall. The board chairman is due to give evidence next week.',
        published_at: day(45),
      },
      {
        id: 'b4',
        title: 'Dam gives way above Oston, two villages flooded',
        body: 'The Tamm reservoir dam above Oston burst on Sunday night, sending water through two villages. Three people are missing, the regional fire service said. Engineer Piet Varga said the spillway had been blocked.',
        published_at: day(60),
      },
    ]);
    expect(inquiry).toMatchObject({ story_id: breach?.story_id, is_new: false });
    expect(otherTown?.is_new).toBe(true);
  });

  it('clusters a stream into its events: follow-ups join, unrelated articles start new stories', () => {
    const matcher = createStoryMatcher();
    const decisions = ingestAll(matcher, STREAM);
    const score = bCubed(
      decisions.map((d) => d.story_id),
      STREAM.map((a) => a.event),
    );
    expect(score.f1).toBe(1);
    expect(matcher.size).toBe(4);
    const followUp = decisions[2];
    expect(followUp).toMatchObject({ story_id: decisions[0]?.story_id, is_new: false });
    expect(followUp?.matched_story_title).toBe('River Lenn bursts its banks in Marrowby');
    expect(followUp?.match_score).toBeGreaterThan(0.5);
    const stork = decisions[6];
    expect(stork?.is_new).toBe(true);
    expect(stork?.match_score).toBeLessThan(0.5);
  });

  it('holds a young story (1–2 articles) to its own bar, an established one to the threshold', () => {
    // Three articles of one event, each close to the others: the third meets a story of two.
    const event: MatchArticle[] = [0, 1, 2, 3].map((i) => ({
      id: `m${i}`,
      title: `Marrowby flood ${i}: River Lenn rises`,
      body: 'Floodwater from the River Lenn swept through Marrowby. Mayor Jane Holt moved residents to Marrowby Academy.',
      published_at: `2026-03-02T0${i}:00:00Z`,
    }));
    const strictYoung = createStoryMatcher({ threshold: 0, youngThreshold: 1 });
    expect(ingestAll(strictYoung, event).every((d) => d.is_new)).toBe(true);
    const strictEstablished = createStoryMatcher({ threshold: 1, youngThreshold: 0 });
    expect(ingestAll(strictEstablished, event).map((d) => d.is_new)).toEqual([true, false, false, true]);
    // Only `threshold` given: one bar for every story.
    const one = createStoryMatcher({ threshold: 0 });
    expect(ingestAll(one, event).map((d) => d.is_new)).toEqual([true, false, false, false]);
  });

  it('does not change anything when only matching', () => {
    const matcher = createStoryMatcher();
    ingestAll(matcher, STREAM.slice(0, 3));
    const before = JSON.stringify(matcher.snapshot());
    const first = matcher.match(byId('f6'));
    expect(matcher.match(byId('f6'))).toEqual(first);
    expect(JSON.stringify(matcher.snapshot())).toBe(before);
  });

  it('scores in 0..1, and a follow-up scores higher than an unrelated article', () => {
    const matcher = createStoryMatcher();
    ingestAll(matcher, STREAM.slice(0, 2));
    const followUp = matcher.match(byId('f6'));
    const unrelated = matcher.match(byId('f7'));
    for (const d of [followUp, unrelated]) {
      expect(d.match_score).toBeGreaterThanOrEqual(0);
      expect(d.match_score).toBeLessThanOrEqual(1);
    }
    expect(followUp.match_score).toBeGreaterThan(unrelated.match_score);
  });

  it('is time-aware: the same follow-up weeks later needs more evidence, and months later finds no story', () => {
    const matcher = createStoryMatcher();
    ingestAll(matcher, STREAM.slice(0, 3));
    const at = (published_at: string) => matcher.match({ ...byId('f6'), published_at });
    const nextDay = at('2026-03-03T10:00:00Z');
    const weeksLater = at('2026-04-10T10:00:00Z');
    const monthsLater = at('2026-07-01T10:00:00Z');
    expect(nextDay.story_id).not.toBeNull();
    expect(weeksLater.match_score).toBeLessThan(nextDay.match_score);
    expect(monthsLater).toMatchObject({ story_id: null, is_new: true, candidates_considered: 0 });
    // Before the story's window counts as far as after it (stream order is not time order).
    expect(at('2026-01-10T10:00:00Z').match_score).toBeLessThan(nextDay.match_score);
  });

  it('places an article published earlier than the story’s latest one by its own time', () => {
    const matcher = createStoryMatcher();
    const decisions = ingestAll(matcher, STREAM);
    // f8 (Mar 4) arrives after f7 (Mar 6) yet joins the quake story (Mar 3) inside its window.
    expect(decisions[7]?.story_id).toBe(decisions[3]?.story_id);
    expect(matcher.profile(decisions[3]?.story_id as string)).toMatchObject({
      first_at: '2026-03-03T04:10:00.000Z',
      last_at: '2026-03-04T02:00:00.000Z',
      doc_count: 2,
    });
  });

  it('uses the stream clock for an article without a date', () => {
    const matcher = createStoryMatcher();
    ingestAll(matcher, STREAM.slice(0, 3));
    const undated = { ...byId('f6'), published_at: undefined };
    expect(matcher.match(undated).story_id).toBe(matcher.match(byId('f6')).story_id);
  });

  it("with undatedTime 'unknown', matches an undated article to a story of any time without moving its window", () => {
    // The product: a visitor pastes an old article without its dateline. Timed at the stream clock (here a
    // story half a year later), the story of its own event is out of the 60-day window.
    const later = { ...byId('f2'), id: 'later', published_at: '2026-09-01T10:00:00Z' };
    const undated = { ...byId('f6'), published_at: undefined };
    const clocked = createStoryMatcher();
    ingestAll(clocked, [...STREAM.slice(0, 3), later]);
    expect(clocked.match(undated)).toMatchObject({ story_id: null, is_new: true });

    const matcher = createStoryMatcher({ undatedTime: 'unknown' });
    const decisions = ingestAll(matcher, [...STREAM.slice(0, 3), later]);
    const dated = matcher.match(byId('f6'));
    const joined = matcher.match(undated);
    expect(joined.story_id).toBe(dated.story_id);
    expect(joined.story_id).not.toBeNull();
    // No gap counts against it: it scores as the same text published inside the story's window.
    expect(joined.match_score).toBeCloseTo(
      matcher.match({ ...byId('f6'), published_at: '2026-03-02T10:00:00Z' }).match_score,
      6,
    );
    const before = matcher.profile(joined.story_id as string);
    matcher.add(joined.story_id as string, undated);
    expect(matcher.profile(joined.story_id as string)).toMatchObject({
      first_at: before?.first_at,
      last_at: before?.last_at,
      doc_count: (before?.doc_count ?? 0) + 1,
    });
    expect(decisions).toHaveLength(4);
  });

  it("with undatedTime 'unknown', a story of undated articles has no time until a dated one joins", () => {
    // The product: reports of one event pasted without their datelines start a story, then a dated report
    // of the same event (published years before it was pasted) arrives. Timed when pasted, the story was
    // years from the dated report, out of its 60-day window, and the report started a story of its own.
    const matcher = createStoryMatcher({ undatedTime: 'unknown' });
    const undated = ['f1', 'f3'].map((id) => ({ ...byId(id), published_at: undefined }));
    const started = ingestAll(matcher, undated);
    const storyId = started[0]!.story_id;
    expect(started[1]!.story_id).toBe(storyId);
    expect(matcher.profile(storyId)).toMatchObject({ first_at: null, last_at: null });

    const dated = { ...byId('f6'), published_at: '2013-09-15T10:00:00Z' };
    const decision = matcher.match(dated);
    expect(decision.story_id).toBe(storyId);
    // No gap counts: it scores as the same text undated.
    expect(decision.match_score).toBeCloseTo(
      matcher.match({ ...dated, published_at: undefined }).match_score,
      6,
    );
    matcher.add(storyId, dated);
    expect(matcher.profile(storyId)).toMatchObject({
      first_at: '2013-09-15T10:00:00.000Z',
      last_at: '2013-09-15T10:00:00.000Z',
      doc_count: 3,
    });
    // A snapshot keeps the unknown time of a story of undated articles.
    matcher.add('pasted', { id: 'p', title: 'Harbour cranes repainted', body: 'Cranes were repainted.' });
    const restored = createStoryMatcher({ undatedTime: 'unknown' });
    restored.restore(matcher.snapshot());
    expect(restored.profile('pasted')).toMatchObject({ first_at: null, last_at: null });
    expect(restored.profile(storyId)).toMatchObject({ first_at: '2013-09-15T10:00:00.000Z' });
  });

  it('never scores more than maxCandidates stories, however many share the article’s terms', () => {
    const matcher = createStoryMatcher();
    const base = Date.UTC(2026, 2, 1);
    for (let i = 0; i < 3_000; i++) {
      matcher.add(`s${i}`, {
        id: `a${i}`,
        title: `Harbour crane inspection number ${i}`,
        body: `Engineers inspected the harbour crane and the quay wall at berth ${i}. The crane passed.`,
        published_at: new Date(base + i * 60_000).toISOString(),
      });
    }
    const decision = matcher.match({
      id: 'q',
      title: 'Harbour crane inspection',
      body: 'Engineers inspected the harbour crane and the quay wall.',
      published_at: new Date(base + 3_000 * 60_000).toISOString(),
    });
    expect(matcher.size).toBe(3_000);
    expect(decision.candidates_considered).toBeGreaterThan(0);
    expect(decision.candidates_considered).toBeLessThanOrEqual(DEFAULT_MATCHER_LIMITS.maxCandidates);

    const narrow = createStoryMatcher({ maxCandidates: 5, postingsPerTerm: 3, queryTerms: 2 });
    narrow.restore(matcher.snapshot());
    const few = narrow.explain({ id: 'q2', title: 'Harbour crane', body: 'crane harbour quay' }, 1_000);
    expect(few.length).toBeLessThanOrEqual(5);
  });

  it('finds the right story among thousands of unrelated ones through the index', () => {
    const matcher = createStoryMatcher();
    const base = Date.UTC(2026, 2, 1);
    for (let i = 0; i < 2_000; i++) {
      matcher.add(`noise${i}`, {
        id: `n${i}`,
        title: `Council meeting ${i} discusses parking`,
        body: `The council discussed parking charges and bins at meeting ${i}. Residents asked questions.`,
        published_at: new Date(base + i * 60_000).toISOString(),
      });
    }
    ingestAll(matcher, STREAM.slice(0, 1));
    const decision = matcher.match(byId('f3'));
    expect(decision.story_id).toBe('story-1');
    expect(decision.candidates_considered).toBeLessThanOrEqual(DEFAULT_MATCHER_LIMITS.maxCandidates);
  });

  it('round-trips its state through a JSON snapshot and decides the same afterwards', () => {
    const original = createStoryMatcher();
    ingestAll(original, STREAM.slice(0, 5));
    const snapshot = JSON.parse(JSON.stringify(original.snapshot())) as MatcherSnapshot;
    const restored = createStoryMatcher();
    restored.restore(snapshot);
    expect(restored.size).toBe(original.size);
    expect(restored.documents).toBe(original.documents);
    expect(restored.snapshot()).toEqual(snapshot);
    for (const article of STREAM.slice(5)) {
      const a = original.ingest(article, () => `new-${article.id}`);
      const b = restored.ingest(article, () => `new-${article.id}`);
      expect(b).toEqual(a);
    }
  });

  it('keeps profiles bounded and plain: top terms, index terms, times, title', () => {
    const seen: StoryProfile[] = [];
    const matcher = createStoryMatcher({
      maxCentroidTerms: 10,
      indexTermsPerStory: 4,
      onProfileChange: (p) => seen.push(p),
    });
    ingestAll(matcher, STREAM);
    expect(seen).toHaveLength(STREAM.length);
    for (const p of seen) {
      expect(p.terms.length).toBeLessThanOrEqual(10);
      expect(p.index_terms).toEqual(p.terms.slice(0, 4).map((t) => t.term));
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
    }
  });

  it('forgets a removed story', () => {
    const matcher = createStoryMatcher();
    const [first] = ingestAll(matcher, STREAM.slice(0, 2));
    expect(matcher.removeStory(first?.story_id as string)).toBe(true);
    expect(matcher.removeStory('missing')).toBe(false);
    expect(matcher.size).toBe(1);
    expect(matcher.profile(first?.story_id as string)).toBeUndefined();
    expect(matcher.match(byId('f3')).story_id).toBeNull();
    // Its slot is reused without leaking the old story's index entries.
    matcher.add('other', byId('f7'));
    expect(matcher.match(byId('f3')).story_id).toBeNull();
  });

  it('reads shared names and shared stated numbers as separate evidence', () => {
    // Two earthquakes of one kind: the same topic words, told apart by their figures.
    const quake = (id: string, magnitude: string, dead: number, extra = '') => ({
      id,
      title: 'Earthquake strikes the coast',
      body: `A magnitude ${magnitude} earthquake struck the coast, killing ${dead} people and flattening houses.${extra}`,
    });
    const matcher = createStoryMatcher();
    matcher.add('first', quake('q1', '6.8', 312));
    matcher.add('second', quake('q2', '5.1', 17));
    const [best, other] = matcher.explain(quake('q3', '6.8', 312), 2);
    expect(best?.story_id).toBe('first');
    expect(best?.evidence.number).toBeCloseTo(1, 5);
    expect(other?.evidence.number).toBe(0);
    // No names on either side: the name cosine is 0 whatever numbers they share.
    expect(best?.evidence.entity).toBe(0);
    expect(best?.probability ?? 0).toBeGreaterThan(other?.probability ?? 1);
    // A name shared is name evidence, not number evidence.
    const place = [{ name: 'Valparaiso', type: 'LOC' }];
    matcher.add('named', {
      id: 'q4',
      title: 'Quake hits the port',
      body: 'The port was shaken.',
      entities: place,
    });
    const named = matcher
      .explain(
        { id: 'q5', title: 'The port counts the damage', body: 'Crews cleared rubble.', entities: place },
        5,
      )
      .find((c) => c.story_id === 'named');
    expect(named?.evidence.entity).toBeGreaterThan(0.9);
    expect(named?.evidence.number).toBe(0);
  });

  it('counts another stated year against a story, and keeps the year out of the index', () => {
    const fight = (id: string, year: number, extra = '') => ({
      id,
      title: 'Klitschko retains his heavyweight belts',
      body: `Mannheim, December ${year}. Wladimir Klitschko stopped his challenger in the seventh round to keep the IBF and WBO titles.${extra}`,
    });
    const matcher = createStoryMatcher();
    matcher.add('fight', fight('a1', 2008));
    const sameYear = matcher.explain(fight('a2', 2008), 1)[0];
    const otherYear = matcher.explain(fight('a3', 2013), 1)[0];
    expect(sameYear?.evidence.year_conflict).toBe(0);
    expect(otherYear?.evidence.year_conflict).toBe(1);
    expect(otherYear?.probability ?? 1).toBeLessThan(sameYear?.probability ?? 0);
    // An article stating no year has nothing to conflict with.
    const undated = { id: 'a4', title: 'Klitschko keeps his belts', body: 'Wladimir Klitschko won again.' };
    expect(matcher.explain(undated, 1)[0]?.evidence.year_conflict).toBe(0);
    // Profiles keep the year after the terms, out of the index (a year alone retrieves no story), and a
    // restored matcher decides the same.
    const profile = matcher.profile('fight');
    expect(profile?.terms.at(-1)?.term).toBe('@~2008');
    expect(profile?.index_terms).not.toContain('@~2008');
    const restored = createStoryMatcher();
    restored.restore(matcher.snapshot());
    expect(restored.explain(fight('a3', 2013), 1)[0]).toEqual(otherYear);
  });

  it('matches articles in other languages without crashing', () => {
    const matcher = createStoryMatcher();
    const ja = (id: string, title: string, body: string) => ({
      id,
      title,
      body,
      published_at: '2026-03-02T00:00:00Z',
    });
    const first = matcher.ingest(
      ja('j1', '日野川町で強い地震', '日野川町付近でマグニチュード6.8の地震が発生し、建物が倒壊した。'),
      () => 'quake',
    );
    const second = matcher.ingest(
      // Stated numbers are evidence since issue 14 (a magnitude tells two earthquakes apart), so the
      // follow-up restates the magnitude as real follow-ups do.
      ja(
        'j2',
        '日野川町の地震、死者12人に',
        '日野川町のマグニチュード6.8の地震で死者は12人となった。建物の倒壊が相次いだ。',
      ),
      () => 'other',
    );
    expect(first.is_new).toBe(true);
    expect(second.story_id).toBe('quake');
    expect(matcher.match(ja('e1', 'Ελληνικά νέα', 'Σεισμός στην Αθήνα')).is_new).toBe(true);
  });
});
