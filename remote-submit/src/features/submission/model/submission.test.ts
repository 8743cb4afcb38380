import { describe, expect, it } from 'vitest';
import { makePreviewMeta, makeStoryMatch, makeTask, TASK_ID } from '../../../test/fixtures';
import {
  applyPoll,
  BLOCKED_MESSAGE,
  CACHE_NOTE,
  NO_MATCH_NOTE,
  newSubmission,
  SLOW_WARNING,
  statusText,
  TIMEOUT_MESSAGE,
} from './submission';

const base = newSubmission({
  id: 's1',
  input: 'https://a.example/x',
  taskId: TASK_ID,
  createdAt: '2026-01-01',
});

describe('statusText (SPEC §4 table)', () => {
  it.each([
    ['pending', null, 'Queued...'],
    ['extracting', null, 'Matching stories...'],
    ['completed', makeStoryMatch({ is_new: true }), 'No match found, new story emerging...'],
    ['completed', makeStoryMatch({ match_score: 0.874 }), 'Found related story (87% match)'],
    ['completed', null, 'Extraction completed'],
    ['blocked', null, 'Unable to access (paywall or blocked)'],
    ['failed', null, 'Extraction failed'],
  ] as const)('%s with match %j reads %s', (status, storyMatch, text) => {
    expect(statusText({ status, storyMatch })).toBe(text);
  });
});

describe('applyPoll (SPEC §4 polling rules)', () => {
  it('reads the server status processing as extracting and keeps polling', () => {
    const { submission, done } = applyPoll(base, makeTask({ status: 'processing' }), 1);
    expect(submission.status).toBe('extracting');
    expect(submission.polls).toBe(1);
    expect(done).toBe(false);
  });

  it('stops at completed with a story match, without a message', () => {
    const { submission, done } = applyPoll(
      base,
      makeTask({ status: 'completed', story_match: makeStoryMatch() }),
      3,
    );
    expect(done).toBe(true);
    expect(submission.storyMatch?.story_id).toBeDefined();
    expect(submission.message).toBeNull();
  });

  it("stops at completed without a match and notes 'Story matching not available yet'", () => {
    const { submission, done } = applyPoll(base, makeTask({ status: 'completed' }), 3);
    expect(done).toBe(true);
    expect(submission.message).toBe(NO_MATCH_NOTE);
  });

  it('keeps the cache note on a cache hit that completes', () => {
    const cached = newSubmission({ id: 's2', input: 'x', taskId: TASK_ID, createdAt: '', cacheHit: true });
    const { submission } = applyPoll(cached, makeTask({ status: 'completed' }), 1);
    expect(submission.message).toBe(CACHE_NOTE);
  });

  it('stops at blocked with the blocked message', () => {
    const { submission, done } = applyPoll(base, makeTask({ status: 'blocked', error: 'paywall' }), 2);
    expect(done).toBe(true);
    expect(submission.message).toBe(BLOCKED_MESSAGE);
    expect(submission.messageTone).toBe('error');
  });

  it("stops at failed with the server's reason, else 'Extraction failed'", () => {
    expect(
      applyPoll(base, makeTask({ status: 'failed', error: 'Site not found' }), 2).submission.message,
    ).toBe('Site not found');
    const { submission, done } = applyPoll(base, makeTask({ status: 'failed' }), 2);
    expect(done).toBe(true);
    expect(submission.message).toBe('Extraction failed');
  });

  it('warns from poll 60 and keeps polling', () => {
    expect(applyPoll(base, makeTask({ status: 'extracting' }), 59).submission.message).toBeNull();
    const { submission, done } = applyPoll(base, makeTask({ status: 'extracting' }), 60);
    expect(submission.message).toBe(SLOW_WARNING);
    expect(done).toBe(false);
  });

  it('times out as failed at poll 120, also when the poll itself failed', () => {
    expect(applyPoll(base, makeTask({ status: 'extracting' }), 119).done).toBe(false);
    for (const task of [makeTask({ status: 'extracting' }), null]) {
      const { submission, done } = applyPoll(base, task, 120);
      expect(done).toBe(true);
      expect(submission.status).toBe('failed');
      expect(submission.message).toBe(TIMEOUT_MESSAGE);
    }
  });

  it('keeps the preview it had when a poll brings none', () => {
    const withPreview = { ...base, preview: makePreviewMeta({ title: 'Kept' }) };
    expect(applyPoll(withPreview, makeTask({ status: 'extracting' }), 1).submission.preview).toEqual(
      withPreview.preview,
    );
  });
});
