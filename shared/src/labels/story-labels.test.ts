import { describe, expect, it } from 'vitest';
import { categoryLabel, healthLabel, modalityLabel, modalityLabelOfOne } from './story-labels';

describe('story labels (SPEC §4)', () => {
  it('names every health indicator and falls back to New', () => {
    expect(['healthy', 'growing', 'stale', 'archived', 'dormant', undefined].map(healthLabel)).toEqual([
      'Active',
      'Growing',
      'Cooling',
      'Archived',
      'New',
      'New',
    ]);
  });
  it('names local as US Focus and everything else as Global Signal', () => {
    expect([categoryLabel('local'), categoryLabel('global'), categoryLabel(undefined)]).toEqual([
      'US Focus',
      'Global Signal',
      'Global Signal',
    ]);
  });
  it('folds modality aliases and names unknown values Unknown', () => {
    expect(
      ['fact', 'official_fact', 'reported', 'reported_claim', 'opinion', 'allegation', 'rumour'].map(
        modalityLabel,
      ),
    ).toEqual([
      'Observations',
      'Observations',
      'Reported Speech',
      'Reported Speech',
      'Opinion',
      'Allegation',
      'Unknown',
    ]);
  });

  it('names the modality of one claim in the singular', () => {
    expect(
      ['official_fact', 'reported_claim', 'opinion', 'allegation', 'rumour'].map(modalityLabelOfOne),
    ).toEqual(['Observation', 'Reported Speech', 'Opinion', 'Allegation', 'Unknown']);
  });
});
