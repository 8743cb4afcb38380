/** SPEC §4 'Labels': the words the product shows for a story's health, category and claim modality. */
import { type BuilderModality, builderModalityOf, type HealthIndicator } from '../contracts/vocabulary';

const HEALTH_LABELS: Readonly<Record<string, string>> = {
  healthy: 'Active',
  growing: 'Growing',
  stale: 'Cooling',
  archived: 'Archived',
} satisfies Record<HealthIndicator, string>;

/** healthy 'Active', growing 'Growing', stale 'Cooling', archived 'Archived', unknown or absent 'New'. */
export function healthLabel(indicator: string | null | undefined): string {
  return (indicator && HEALTH_LABELS[indicator]) || 'New';
}

/** local is 'US Focus', global is 'Global Signal'; a feed item without a category is global (SPEC §3). */
export function categoryLabel(category: string | null | undefined): string {
  return category === 'local' ? 'US Focus' : 'Global Signal';
}

/** Aliases fact/official_fact are observations; reported/reported_claim are reported speech. */
export function normalizeModality(modality: string | null | undefined): BuilderModality | 'unknown' {
  return builderModalityOf(modality) ?? 'unknown';
}

const MODALITY_LABELS: Record<BuilderModality | 'unknown', string> = {
  observation: 'Observations',
  reported_speech: 'Reported Speech',
  opinion: 'Opinion',
  allegation: 'Allegation',
  unknown: 'Unknown',
};

export function modalityLabel(modality: string | null | undefined): string {
  return MODALITY_LABELS[normalizeModality(modality)];
}

const ONE_MODALITY_LABELS: Record<BuilderModality | 'unknown', string> = {
  ...MODALITY_LABELS,
  observation: 'Observation',
};

/** The label on one claim: 'Observation', where a group of them is 'Observations'. */
export function modalityLabelOfOne(modality: string | null | undefined): string {
  return ONE_MODALITY_LABELS[normalizeModality(modality)];
}
