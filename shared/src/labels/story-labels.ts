/** SPEC §4 'Labels': the words the product shows for a story's health, category and claim modality. */

const HEALTH_LABELS: Record<string, string> = {
  healthy: 'Active',
  growing: 'Growing',
  stale: 'Cooling',
  archived: 'Archived',
};

/** healthy 'Active', growing 'Growing', stale 'Cooling', archived 'Archived', unknown or absent 'New'. */
export function healthLabel(indicator: string | null | undefined): string {
  return (indicator && HEALTH_LABELS[indicator]) || 'New';
}

/** local is 'US Focus', global is 'Global Signal'; a feed item without a category is global (SPEC §3). */
export function categoryLabel(category: string | null | undefined): string {
  return category === 'local' ? 'US Focus' : 'Global Signal';
}

export type BuilderModality = 'observation' | 'reported_speech' | 'opinion' | 'allegation' | 'unknown';

/** Aliases fact/official_fact are observations; reported/reported_claim are reported speech. */
export function normalizeModality(modality: string | null | undefined): BuilderModality {
  switch (modality) {
    case 'observation':
    case 'fact':
    case 'official_fact':
      return 'observation';
    case 'reported_speech':
    case 'reported':
    case 'reported_claim':
      return 'reported_speech';
    case 'opinion':
      return 'opinion';
    case 'allegation':
      return 'allegation';
    default:
      return 'unknown';
  }
}

const MODALITY_LABELS: Record<BuilderModality, string> = {
  observation: 'Observations',
  reported_speech: 'Reported Speech',
  opinion: 'Opinion',
  allegation: 'Allegation',
  unknown: 'Unknown',
};

export function modalityLabel(modality: string | null | undefined): string {
  return MODALITY_LABELS[normalizeModality(modality)];
}
