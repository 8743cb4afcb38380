import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILDER_TIMING,
  checkDuplicate,
  loadStoredTasks,
  missingSourceReason,
  type ProcessingTask,
  STAGES,
  shouldKeepPolling,
  storeTasks,
} from './processing-task';

const task = (over: Partial<ProcessingTask> = {}): ProcessingTask => ({
  taskId: '11111111-1111-4111-8111-111111111111',
  url: 'https://news.example/a',
  normalizedUrl: 'https://news.example/a',
  status: 'processing',
  stage: 'extraction',
  addedAt: Date.now(),
  preview: null,
  claimsCount: null,
  errorMessage: null,
  ...over,
});

function response(over: Partial<TaskResponse> = {}): TaskResponse {
  return {
    task_id: '11111111-1111-4111-8111-111111111111',
    status: 'completed',
    current_stage: 'semantization',
    completed_at: null,
    created_at: '2026-10-20T00:00:00Z',
    url: 'https://news.example/a',
    user_id: '11111111-1111-4111-8111-111111111111',
    error: null,
    cache_hit: false,
    token_costs: { extraction: 10, cleaning: 0, semantization: 0, total: 10 },
    result: null,
    preview_meta: null,
    clean_result: null,
    story_match: null,
    semantic_data: null,
    stages: [],
    ...over,
  };
}

describe('builder processing tasks (SPEC §4, §5, §9)', () => {
  afterEach(() => localStorage.clear());

  it('polls at 3 s plus 1 s per poll, capped at 15 s', () => {
    expect([0, 1, 2, 11, 12, 30].map(BUILDER_TIMING.pollDelayMs)).toEqual([
      3000, 4000, 5000, 14000, 15000, 15000,
    ]);
  });

  it('names the five stages in order', () => {
    expect(STAGES.map((s) => s.label)).toEqual(['Preview', 'Extract', 'Clean', 'Resolve', 'Analyze']);
  });

  it('finds duplicates by the normalised URL: a source first, then a task in progress', () => {
    const sources = [{ id: 's1', url: 'https://News.example/a/?utm_source=x&fbclid=1' }];
    expect(checkDuplicate('https://news.example/a', sources, [])).toEqual({ kind: 'source', sourceId: 's1' });
    const running = task({ normalizedUrl: 'https://news.example/b' });
    expect(checkDuplicate('https://news.example/b/', [], [running])).toEqual({
      kind: 'task',
      taskId: running.taskId,
    });
    expect(checkDuplicate('https://news.example/b', [], [{ ...running, status: 'error' }])).toMatchObject({
      kind: 'new',
    });
  });

  it('explains a completed task whose source never arrived', () => {
    expect(
      missingSourceReason(
        response({ token_costs: { extraction: 1, cleaning: 0, semantization: 5, total: 6 } }),
      ),
    ).toBe('Semantization failed - extracted content but no claims generated');
    const result = {
      title: null,
      domain: null,
      canonical_url: null,
      author: null,
      publish_date: null,
      word_count: 0,
      reading_time_minutes: 0,
      processing_time_ms: 0,
      meta_description: null,
      content_text: 'text',
      is_readable: true,
      block_detection: null,
      updated_at: '',
      og_metadata: {},
      image_url: null,
      screenshot_url: null,
      language: null,
      language_confidence: null,
      site_name: null,
    };
    expect(
      missingSourceReason(
        response({ result: { ...result, block_detection: { blocked: true, reason: null, signals: [] } } }),
      ),
    ).toBe('Content protected/blocked');
    expect(missingSourceReason(response({ result: { ...result, is_readable: false } }))).toBe(
      'Article is not readable',
    );
    expect(missingSourceReason(response({ result: { ...result, content_text: ' ' } }))).toBe(
      'No content extracted',
    );
    expect(missingSourceReason(response())).toBe('Unable to extract content');
  });

  it('keeps polling a young, costed task that did not fail at analysis', () => {
    const now = Date.now();
    expect(shouldKeepPolling(response(), now - 10_000, now)).toBe(true);
    expect(shouldKeepPolling(response(), now - 61_000, now)).toBe(false);
    expect(
      shouldKeepPolling(
        response({ token_costs: { extraction: 0, cleaning: 0, semantization: 0, total: 0 } }),
        now,
        now,
      ),
    ).toBe(false);
    const failed = response({
      stages: [
        { stage: 'semantization', started_at: '', finished_at: '', ms: 1, tokens: 0, outcome: 'failed' },
      ],
    });
    expect(shouldKeepPolling(failed, now, now)).toBe(false);
  });

  it('stores tasks per story and restores only sent, running ones under 10 minutes old', () => {
    const now = Date.now();
    storeTasks('story-1', [
      task({ taskId: 'a' }),
      task({ taskId: 'temp-b' }),
      task({ taskId: 'c', addedAt: now - 11 * 60_000 }),
      task({ taskId: 'd', status: 'completed' }),
    ]);
    expect(loadStoredTasks('story-1', now).map((t) => t.taskId)).toEqual(['a']);
    expect(loadStoredTasks('story-2', now)).toEqual([]);
    localStorage.setItem('cairn_builder_tasks:story-3', '{not json');
    expect(loadStoredTasks('story-3', now)).toEqual([]);
  });
});
