import { describe, expect, it } from 'vitest';
import { bCubed } from './b-cubed';
import { createTfidfBaseline } from './baseline-tfidf';
import { STREAM } from './test-fixtures';

describe('createTfidfBaseline', () => {
  it('joins a follow-up to its story and starts new stories for unrelated articles', () => {
    const baseline = createTfidfBaseline({ threshold: 0.2 });
    let n = 0;
    const decisions = STREAM.map((a) => baseline.ingest(a, () => `s${++n}`));
    expect(decisions[2]?.story_id).toBe(decisions[0]?.story_id);
    expect(decisions[1]?.story_id).not.toBe(decisions[0]?.story_id);
    expect(decisions[6]?.is_new).toBe(true);
    expect(
      bCubed(
        decisions.map((d) => d.story_id),
        STREAM.map((a) => a.event),
      ).f1,
    ).toBeGreaterThan(0.8);
  });

  it('reports the raw cosine as its score and obeys its threshold', () => {
    const strict = createTfidfBaseline({ threshold: 0.99 });
    strict.add('s1', STREAM[0] as never);
    const decision = strict.match(STREAM[2] as never);
    expect(decision.is_new).toBe(true);
    expect(decision.match_score).toBeGreaterThan(0);
    expect(decision.match_score).toBeLessThan(0.99);
    expect(decision.candidates_considered).toBe(1);
  });

  it('reads each looked-up term newest filed first, at most `postingsPerTerm` stories', () => {
    const article = (id: string, body: string) => ({ id, title: '', body });
    const baseline = createTfidfBaseline({ threshold: 0, postingsPerTerm: 2, queryTerms: 1 });
    baseline.add('a', article('1', 'glacier'));
    baseline.add('b', article('2', 'glacier'));
    baseline.add('c', article('3', 'glacier'));
    // Only the two most recently filed stories are read.
    expect(baseline.match(article('q1', 'glacier')).candidates_considered).toBe(2);
    // Equal cosines: the first read wins, and the newest is read first.
    expect(baseline.match(article('q2', 'glacier')).story_id).toBe('c');
    // Adding to a story refiles it as the newest.
    baseline.add('a', article('4', 'glacier'));
    const decision = baseline.match(article('q3', 'glacier'));
    expect(decision.candidates_considered).toBe(2);
    expect(decision.story_id).toBe('a');
  });
});
