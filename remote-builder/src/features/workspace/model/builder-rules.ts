import {
  BUILDER_MODALITIES,
  type BuilderModality,
  builderModalityOf,
} from '@cairn/shared/contracts/vocabulary';
import { formatEventTime } from '@cairn/shared/format/event-time';
import { isReliableDate, parseDate } from '@cairn/shared/format/relative-time';
import { MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';

/** SPEC §4 'Builder claim modalities': aliases fold in; any other value is 'Unknown'. */
export const MODALITY_LABELS: Record<BuilderModality, string> = {
  observation: 'Observations',
  reported_speech: 'Reported Speech',
  opinion: 'Opinions',
  allegation: 'Allegations',
};
/** The badge on one claim (singular). */
export const MODALITY_BADGES: Record<BuilderModality, string> = {
  observation: 'Observation',
  reported_speech: 'Reported Speech',
  opinion: 'Opinion',
  allegation: 'Allegation',
};
export function modalityBadge(modality: string): string {
  const known = builderModalityOf(modality);
  return known ? MODALITY_BADGES[known] : 'Unknown';
}
export { BUILDER_MODALITIES };

/** SPEC §9: the next tranche is the next multiple of 20% above the percentage, plus 10, capped at 100. */
export function nextTranche(percent: number): number {
  return Math.min(100, (Math.floor(percent / 20) + 1) * 20 + 10);
}

/** SPEC §9: missing perspectives is ceil((70 − percentage) / 10). */
export function missingPerspectives(percent: number): number {
  return Math.max(0, Math.ceil((MATURITY_MATURE_AT * 100 - percent) / 10));
}

/** SPEC §9: missing sources is at least 2, or 5 minus the current count. */
export function missingSources(sourceCount: number): number {
  return Math.max(2, 5 - sourceCount);
}

export interface StoryGap {
  title: string;
  priority: 'high' | 'medium';
  /** The impact and credit ranges of SPEC §9, as ranges: the spec gives no single figure. */
  impact: string;
  credits: string;
}

/** SPEC §9 gap rules, applied only below 70% coherence. */
export function storyGaps(input: {
  coherence: number;
  sources: number;
  modalities: number;
  claimEntities: number;
}): StoryGap[] {
  if (input.coherence >= MATURITY_MATURE_AT) return [];
  const gaps: StoryGap[] = [];
  if (input.sources < 5)
    gaps.push({
      title: `Add ${missingSources(input.sources)} more sources`,
      priority: 'high',
      impact: '+12-18% coherence',
      credits: '35-50 credits',
    });
  if (input.modalities < 3)
    gaps.push({
      title: `Cover ${countOf(3 - input.modalities, 'more kind', 'more kinds')} of claim (observations, speech, opinions, allegations)`,
      priority: 'high',
      impact: '+10-15% coherence',
      credits: '28-42 credits',
    });
  if (input.claimEntities < 5)
    gaps.push({
      title: 'Name more of the people, organizations and places involved',
      priority: 'medium',
      impact: '+8-12% coherence',
      credits: '22-35 credits',
    });
  return gaps;
}

/** SPEC §5: a missing, invalid, future or over-730-days-old date is unreliable; missing shows 'Date unknown'. */
export function builderDate(
  value: string | null | undefined,
  now = Date.now(),
): { text: string; reliable: boolean } {
  const date = parseDate(value);
  if (!date) return { text: 'Date unknown', reliable: false };
  return {
    text: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
    reliable: isReliableDate(value, now),
  };
}

/** 'n thing' or 'n things': a count reads as English at one ('1 source', not '1 sources'). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * A source's site and date line. A pasted text has no URL, so no site: it reads 'Pasted text', not
 * 'unknown site'. A missing date says 'Date unknown' once; '(unreliable date)' marks only a date that is
 * there but cannot be trusted (future or over 730 days old), which 'Date unknown' already says of itself.
 */
export function sourceByline(
  source: { url: string | null; domain: string | null; pub_time: string | null },
  now = Date.now(),
): string {
  const site = source.url ? (source.domain ?? 'unknown site') : 'Pasted text';
  const date = builderDate(source.pub_time, now);
  const marked = date.reliable || date.text === 'Date unknown' ? date.text : `${date.text} (unreliable date)`;
  return `${site} · ${marked}`;
}

/** A claim's event time at its own precision ('1962', 'Apr 1987', '12 Oct 2026'), marked by the same rule. */
export function builderEventDate(value: string, now = Date.now()): { text: string; reliable: boolean } {
  const date = builderDate(value, now);
  return date.text === 'Date unknown' ? date : { ...date, text: formatEventTime(value) };
}
