import type { StoryArtifact } from '@cairn/shared/contracts/evidence';
import { describe, expect, it } from 'vitest';
import { dedupeSources, normalizeSourceUrl, sortSources, sourceNumbers } from './sources';

const source = (n: number, url: string | null, pub_time: string | null): StoryArtifact => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  page_id: `00000000-0000-4000-8000-00000000000${n}`,
  url,
  title: `S${n}`,
  domain: null,
  site: null,
  pub_time,
  gist: null,
  snippet: null,
  image_url: null,
  author: null,
  match_score: 1,
  added_at: '2026-01-01T00:00:00Z',
});

describe('sources', () => {
  it('normalises URLs as SPEC §5 says', () => {
    expect(normalizeSourceUrl('https://News.example/a/?utm_source=x&id=2&fbclid=1')).toBe(
      'https://news.example/a?id=2',
    );
    expect(normalizeSourceUrl('https://news.example/a/')).toBe('https://news.example/a');
  });

  it('de-duplicates by normalised URL, keeping the first', () => {
    const list = [
      source(1, 'https://a.test/x', null),
      source(2, 'https://A.test/x/?ref=feed', null),
      source(3, null, null),
      source(4, null, null),
    ];
    expect(dedupeSources(list).map((s) => s.title)).toEqual(['S1', 'S3', 'S4']);
  });

  it('sorts oldest first or newest first, undated sources keeping their position', () => {
    const list = [
      source(1, 'https://a.test/1', '2026-03-02T00:00:00Z'),
      source(2, 'https://a.test/2', null),
      source(3, 'https://a.test/3', '2026-03-01T00:00:00Z'),
      source(4, 'https://a.test/4', '2026-03-03T00:00:00Z'),
    ];
    expect(sortSources(list, 'oldest').map((s) => s.title)).toEqual(['S3', 'S2', 'S1', 'S4']);
    expect(sortSources(list, 'newest').map((s) => s.title)).toEqual(['S4', 'S2', 'S1', 'S3']);
  });

  it('numbers cited sources by their citation number and the rest after them', () => {
    const list = [source(1, null, null), source(2, null, null), source(3, null, null)];
    const numbers = sourceNumbers(list, new Map([[list[2]!.page_id, 1]]));
    expect([...numbers.values()]).toEqual([2, 3, 1]);
  });
});
