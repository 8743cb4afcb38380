import type { StoryMatch } from '@cairn/shared/contracts/tasks';

/** match_score (0..1) as a whole percentage. */
export function matchPercent(match: StoryMatch): number {
  return Math.round(match.match_score * 100);
}

/** SPEC §4 'Submission status': the words for a completed task that carries a story match. */
export function storyMatchText(match: StoryMatch): string {
  return match.is_new
    ? 'No match found, new story emerging...'
    : `Found related story (${matchPercent(match)}% match)`;
}
