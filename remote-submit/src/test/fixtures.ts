import type {
  CleanResult,
  PreviewMeta,
  StoryMatch,
  TaskPreview,
  TaskResponse,
  TaskResult,
} from '@cairn/shared/contracts/tasks';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_USER_ID = '22222222-2222-4222-8222-222222222222';
export const TASK_ID = '33333333-3333-4333-8333-333333333333';
export const STORY_ID = '44444444-4444-4444-8444-444444444444';

export function makeStoryMatch(overrides: Partial<StoryMatch> = {}): StoryMatch {
  return {
    is_new: false,
    match_score: 0.87,
    matched_story_title: 'Harbourline clears council',
    story_id: STORY_ID,
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TaskResult> = {}): TaskResult {
  return {
    title: 'Council approves Harbourline light rail',
    domain: 'gazette.example',
    canonical_url: 'https://gazette.example/news/harbourline',
    author: 'Daniel Osei',
    publish_date: '2026-10-21T04:10:00.000Z',
    word_count: 296,
    reading_time_minutes: 2,
    processing_time_ms: 21.4,
    meta_description: 'The council voted 7-4 for the line.',
    content_text: 'First paragraph of the article.\n\nSecond paragraph of the article.',
    is_readable: true,
    block_detection: null,
    updated_at: '2026-10-21T05:00:00.000Z',
    og_metadata: {},
    image_url: null,
    screenshot_url: null,
    language: 'en',
    language_confidence: 0.93,
    site_name: 'Port Aldous Gazette',
    ...overrides,
  };
}

export function makePreviewMeta(overrides: Partial<PreviewMeta> = {}): PreviewMeta {
  return {
    title: 'Council approves Harbourline light rail',
    description: 'The council voted 7-4 for the line.',
    thumbnail_url: 'https://gazette.example/image.jpg',
    site_name: 'Port Aldous Gazette',
    author: 'Daniel Osei',
    domain: 'gazette.example',
    url: 'https://gazette.example/news/harbourline',
    favicon: 'https://gazette.example/favicon.ico',
    ...overrides,
  };
}

export function makeCleanResult(overrides: Partial<CleanResult> = {}): CleanResult {
  return {
    is_valid: true,
    message: 'Content is clean',
    flags: [],
    cleaned_data: {
      title: 'Council approves Harbourline light rail',
      author: 'Daniel Osei',
      publish_date: null,
    },
    token_usage: 100,
    ...overrides,
  };
}

export function makeTask(overrides: Partial<TaskResponse> = {}): TaskResponse {
  return {
    task_id: TASK_ID,
    status: 'pending',
    current_stage: null,
    completed_at: null,
    created_at: '2026-10-21T05:00:00.000Z',
    url: 'https://gazette.example/news/harbourline',
    user_id: USER_ID,
    error: null,
    cache_hit: false,
    token_costs: { extraction: 0, cleaning: 0, semantization: 0, total: 0 },
    result: null,
    preview_meta: null,
    clean_result: null,
    story_match: null,
    semantic_data: null,
    stages: [],
    ...overrides,
  };
}

export function makeCompletedTask(overrides: Partial<TaskResponse> = {}): TaskResponse {
  return makeTask({
    status: 'completed',
    current_stage: 'semantization',
    completed_at: '2026-10-21T05:01:00.000Z',
    result: makeResult(),
    preview_meta: makePreviewMeta(),
    clean_result: makeCleanResult(),
    token_costs: { extraction: 100, cleaning: 100, semantization: 100, total: 300 },
    ...overrides,
  });
}

export function makeTaskPreview(overrides: Partial<TaskPreview> = {}): TaskPreview {
  return {
    preview_image: { url: 'https://gazette.example/hero.jpg' },
    title: 'Council approves Harbourline light rail',
    url: 'https://gazette.example/news/harbourline',
    domain: 'gazette.example',
    publisher: {
      name: 'Port Aldous Gazette',
      favicon: 'https://gazette.example/favicon.ico',
      facebook: 'https://facebook.com/gazette',
      twitter: '@gazette',
    },
    metadata: {
      language: 'en',
      language_name: 'English',
      section: 'City Hall',
      tags: ['transit', 'council'],
    },
    metrics: { language_confidence: 0.99 },
    ...overrides,
  };
}
