import type { StoryCategory } from '@cairn/shared/contracts/vocabulary';
import type { StoryFeedFilters } from '@cairn/shared/data/stories/story-keys';
import { MATURITY_GROWING_AT, MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';

/** SPEC §9: the feed asks for 12 stories at a time; more is assumed while a full page comes back. */
export const FEED_PAGE_SIZE = 12;
/** SPEC §9: home feed auto-refresh. */
export const FEED_REFRESH_MS = 30_000;
/** SPEC §9: the new-story badge hides after 5 s. */
export const NEW_STORIES_BADGE_MS = 5_000;
/** SPEC §9: slider values are saved after a 500 ms debounce and re-read every 500 ms. */
export const SETTING_DEBOUNCE_MS = 500;
export const SETTING_POLL_MS = 500;
/** SPEC §9: infinite scroll triggers within 5 px of the page bottom; the indicator starts 1000 px away. */
export const LOAD_MORE_WITHIN_PX = 5;
export const PROGRESS_STARTS_WITHIN_PX = 1000;

/** SPEC §3 'Local browser data'. */
export const MIN_COHERENCE_STORAGE_KEY = 'story_min_coherence';
export const GEO_SCOPE_STORAGE_KEY = 'geo_scope';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/** SPEC §2: Emerging-to-Mature slider, 0 to 0.7, step 0.1, default 0.4 (the minimum coherence). */
export const MIN_COHERENCE_RANGE: SliderRange = { min: 0, max: 0.7, step: 0.1, defaultValue: 0.4 };
/** SPEC §2: Local-to-Universe slider, 0 to 1, step 0.01, default 0.5. */
export const GEO_SCOPE_RANGE: SliderRange = { min: 0, max: 1, step: 0.01, defaultValue: 0.5 };

/**
 * Clamps to the range and snaps to its step, so a value typed into local storage by hand (or by an
 * older build) can never put the slider between two stops; anything unreadable gives the default.
 */
export function normalizeSliderValue(raw: unknown, range: SliderRange): number {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return range.defaultValue;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  // toFixed drops the binary noise of step arithmetic (0.30000000000000004 → 0.3).
  const decimals = String(range.step).split('.')[1]?.length ?? 0;
  return Number((range.min + steps * range.step).toFixed(decimals));
}

// --- Geo scope -------------------------------------------------------------------------------------

export type GeoScopeMode = StoryCategory | 'both';

/** Where the Local-to-Universe icon (and the filter) changes (SPEC §2: at 0.35 and 0.65). */
export const GEO_SCOPE_LOCAL_BELOW = 0.35;
export const GEO_SCOPE_GLOBAL_ABOVE = 0.65;

/**
 * Decision (issue 5): the geo-scope slider really filters the feed through the server's `category`
 * extension. Below 0.35 the feed shows only local stories ('US Focus'), above 0.65 only global ones
 * ('Global Signal'), and in between (0.35 and 0.65 included) both, with no category parameter. The icon
 * is derived from the same mode, so what the slider shows is always what the feed asks for.
 */
export function geoScopeMode(scope: number): GeoScopeMode {
  if (scope < GEO_SCOPE_LOCAL_BELOW) return 'local';
  if (scope > GEO_SCOPE_GLOBAL_ABOVE) return 'global';
  return 'both';
}

/** The `category` query parameter for a scope, or undefined for "both". */
export function categoryForScope(scope: number): StoryCategory | undefined {
  const mode = geoScopeMode(scope);
  return mode === 'both' ? undefined : mode;
}

const GEO_SCOPE_WORDS: Record<GeoScopeMode, { short: string; spoken: string }> = {
  local: { short: 'US Focus only', spoken: 'Local: US Focus stories only' },
  both: { short: 'Local and global', spoken: 'Local and global stories' },
  global: { short: 'Global Signal only', spoken: 'Universe: Global Signal stories only' },
};

export function geoScopeWords(scope: number) {
  return GEO_SCOPE_WORDS[geoScopeMode(scope)];
}

// --- Minimum coherence (maturity) ------------------------------------------------------------------

export type CoherenceIcon = 'one-stone' | 'two-stones' | 'three-stones';

/** Where the Emerging-to-Mature icon changes (SPEC §2: at 0.3 and 0.6). */
export const COHERENCE_ICON_TWO_AT = 0.3;
export const COHERENCE_ICON_THREE_AT = 0.6;

/** A cairn grows a stone at each threshold: one stone below 0.3, two from 0.3, three from 0.6. */
export function coherenceIcon(minCoherence: number): CoherenceIcon {
  if (minCoherence >= COHERENCE_ICON_THREE_AT) return 'three-stones';
  if (minCoherence >= COHERENCE_ICON_TWO_AT) return 'two-stones';
  return 'one-stone';
}

/**
 * What a minimum coherence lets through, in the maturity words of SPEC §4 (Emerging below 0.4,
 * Growing below 0.7, Mature from 0.7): `short` under the slider, `spoken` as its aria-valuetext.
 */
export function minCoherenceWords(minCoherence: number): { short: string; spoken: string } {
  const percent = `${Math.round(minCoherence * 100)}%`;
  if (minCoherence <= 0) return { short: 'All stories', spoken: 'All stories, any coherence' };
  const which =
    minCoherence >= MATURITY_MATURE_AT
      ? 'Mature only'
      : minCoherence >= MATURITY_GROWING_AT
        ? 'Growing and Mature'
        : 'Emerging and up';
  return { short: `${which} (${percent}+)`, spoken: `${which} stories, coherence ${percent} or more` };
}

/** The filters are narrowing the feed when they differ from "everything": any minimum, or one category. */
export function filtersNarrowFeed(minCoherence: number, scope: number): boolean {
  return minCoherence > MIN_COHERENCE_RANGE.min || categoryForScope(scope) !== undefined;
}

/** What the feed asks the server for: pages of 12 at the settled minimum coherence and geo scope. */
export function feedFilters(minCoherence: number, category: StoryCategory | undefined): StoryFeedFilters {
  return { limit: FEED_PAGE_SIZE, min_coherence: minCoherence, ...(category ? { category } : {}) };
}
