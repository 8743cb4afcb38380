import { describe, expect, it } from 'vitest';
import {
  builderDate,
  builderEventDate,
  missingPerspectives,
  missingSources,
  modalityBadge,
  nextTranche,
  storyGaps,
} from './builder-rules';
import { VARIANTS } from './variants';

describe('builder rules (SPEC §4, §9)', () => {
  it('next tranche: the next multiple of 20 above the percentage plus 10, capped at 100', () => {
    expect(nextTranche(0)).toBe(30);
    expect(nextTranche(19)).toBe(30);
    expect(nextTranche(20)).toBe(50);
    expect(nextTranche(61)).toBe(90);
    expect(nextTranche(85)).toBe(100);
  });

  it('missing perspectives and sources', () => {
    expect(missingPerspectives(61)).toBe(1);
    expect(missingPerspectives(35)).toBe(4);
    expect(missingPerspectives(80)).toBe(0);
    expect(missingSources(1)).toBe(4);
    expect(missingSources(4)).toBe(2);
    expect(missingSources(9)).toBe(2);
  });

  it('gaps apply only below 70%, with their priorities', () => {
    expect(storyGaps({ coherence: 0.7, sources: 1, modalities: 1, claimEntities: 0 })).toEqual([]);
    const gaps = storyGaps({ coherence: 0.5, sources: 2, modalities: 2, claimEntities: 3 });
    expect(gaps.map((g) => g.priority)).toEqual(['high', 'high', 'medium']);
    expect(gaps[0]).toMatchObject({
      title: 'Add 3 more sources',
      impact: '+12-18% coherence',
      credits: '35-50 credits',
    });
    expect(storyGaps({ coherence: 0.5, sources: 5, modalities: 3, claimEntities: 5 })).toEqual([]);
  });

  it('counts the missing kinds of claim in English', () => {
    const title = (modalities: number) =>
      storyGaps({ coherence: 0.5, sources: 5, modalities, claimEntities: 5 })[0]?.title;
    expect(title(2)).toBe('Cover 1 more kind of claim (observations, speech, opinions, allegations)');
    expect(title(1)).toBe('Cover 2 more kinds of claim (observations, speech, opinions, allegations)');
  });

  it('modality badges fold the aliases; anything else is Unknown', () => {
    expect(modalityBadge('official_fact')).toBe('Observation');
    expect(modalityBadge('reported_claim')).toBe('Reported Speech');
    expect(modalityBadge('allegation')).toBe('Allegation');
    expect(modalityBadge('rumour')).toBe('Unknown');
  });

  it("dates: missing is 'Date unknown'; future and old dates are unreliable", () => {
    const now = Date.parse('2026-10-20T12:00:00Z');
    expect(builderDate(null, now)).toEqual({ text: 'Date unknown', reliable: false });
    expect(builderDate('nonsense', now)).toEqual({ text: 'Date unknown', reliable: false });
    expect(builderDate('2026-10-19T00:00:00Z', now).reliable).toBe(true);
    expect(builderDate('2030-01-01T00:00:00Z', now).reliable).toBe(false);
    expect(builderDate('2020-01-01T00:00:00Z', now).reliable).toBe(false);
  });

  it("a claim's event time reads at its own precision, under the same reliability rule", () => {
    const now = Date.parse('2026-10-20T12:00:00Z');
    expect(builderEventDate('1962-01-01', now)).toEqual({ text: '1962', reliable: false });
    expect(builderEventDate('1962', now)).toEqual({ text: '1962', reliable: false });
    expect(builderEventDate('2026-09', now)).toEqual({ text: 'Sept 2026', reliable: true });
    expect(builderEventDate('2026-10-01', now)).toEqual({ text: 'Oct 2026', reliable: true });
    expect(builderEventDate('2026-10-12', now)).toEqual({ text: '12 Oct 2026', reliable: true });
    expect(builderEventDate('nonsense', now)).toEqual({ text: 'Date unknown', reliable: false });
  });

  it('the variants differ only by their settings (SPEC §2)', () => {
    expect(VARIANTS.main).toMatchObject({
      tabs: true,
      addEvidence: 'box',
      loading: 'Loading builder workspace...',
    });
    expect(VARIANTS.v1).toMatchObject({
      trancheBar: true,
      revisionsPanel: true,
      addEvidence: 'tabs-modal',
      structureLimit: 12,
    });
    expect(VARIANTS.v2).toMatchObject({
      coherenceDisplay: 'threshold',
      gapsPanel: true,
      buildersTitle: 'Active Builders',
      structureLimit: 10,
    });
    expect(VARIANTS.v3).toMatchObject({
      coherenceDisplay: 'target',
      buildersTitle: 'Building Together',
      expandAll: true,
      structureLimit: 5,
      structureMore: true,
    });
    for (const v of ['v1', 'v2', 'v3'] as const)
      expect(VARIANTS[v]).toMatchObject({ commitBar: true, loading: 'Loading builder...' });
  });
});
