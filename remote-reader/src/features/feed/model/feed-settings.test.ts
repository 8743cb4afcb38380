import { describe, expect, it } from 'vitest';
import {
  categoryForScope,
  coherenceIcon,
  filtersNarrowFeed,
  GEO_SCOPE_RANGE,
  geoScopeMode,
  MIN_COHERENCE_RANGE,
  minCoherenceWords,
  normalizeSliderValue,
} from './feed-settings';

describe('feed settings', () => {
  it('maps the geo scope to the category filter: local below 0.35, global above 0.65, both between', () => {
    expect([0, 0.2, 0.34].map(categoryForScope)).toEqual(['local', 'local', 'local']);
    expect([0.35, 0.5, 0.65].map(categoryForScope)).toEqual([undefined, undefined, undefined]);
    expect([0.66, 0.9, 1].map(categoryForScope)).toEqual(['global', 'global', 'global']);
    expect([0.34, 0.35, 0.65, 0.66].map(geoScopeMode)).toEqual(['local', 'both', 'both', 'global']);
  });

  it('grows the maturity icon at 0.3 and 0.6', () => {
    expect([0, 0.2, 0.3, 0.5, 0.6, 0.7].map(coherenceIcon)).toEqual([
      'one-stone',
      'one-stone',
      'two-stones',
      'two-stones',
      'three-stones',
      'three-stones',
    ]);
  });

  it('describes the minimum coherence in the maturity words of SPEC §4', () => {
    expect(minCoherenceWords(0).short).toBe('All stories');
    expect(minCoherenceWords(0.3).short).toBe('Emerging and up (30%+)');
    expect(minCoherenceWords(0.4).short).toBe('Growing and Mature (40%+)');
    expect(minCoherenceWords(0.7).spoken).toBe('Mature only stories, coherence 70% or more');
  });

  it('reads stored values back onto the slider stops, and falls back to the default', () => {
    expect(normalizeSliderValue('0.6', MIN_COHERENCE_RANGE)).toBe(0.6);
    expect(normalizeSliderValue('0.34', MIN_COHERENCE_RANGE)).toBe(0.3);
    expect(normalizeSliderValue(0.1 + 0.2, MIN_COHERENCE_RANGE)).toBe(0.3);
    expect(normalizeSliderValue('5', MIN_COHERENCE_RANGE)).toBe(0.7);
    expect(normalizeSliderValue('-1', GEO_SCOPE_RANGE)).toBe(0);
    expect(normalizeSliderValue('0.333', GEO_SCOPE_RANGE)).toBe(0.33);
    expect(normalizeSliderValue('abc', MIN_COHERENCE_RANGE)).toBe(0.4);
    expect(normalizeSliderValue(null, GEO_SCOPE_RANGE)).toBe(0.5);
    expect(normalizeSliderValue('', GEO_SCOPE_RANGE)).toBe(0.5);
  });

  it('knows when the sliders narrow the feed', () => {
    expect(filtersNarrowFeed(0, 0.5)).toBe(false);
    expect(filtersNarrowFeed(0.4, 0.5)).toBe(true);
    expect(filtersNarrowFeed(0, 0.2)).toBe(true);
    expect(filtersNarrowFeed(0, 0.8)).toBe(true);
  });
});
