import type { StoryFeedItem } from '@cairn/shared/contracts/stories';
import type { StoryFeedData } from '@cairn/shared/data/stories/get-stories';

/**
 * Folds a fresh first page into the loaded feed without losing the pages below it (SPEC §9: the feed
 * refreshes its first page every 30 s). Stories already loaded are updated where they are, so the list
 * does not jump under the reader; stories the feed did not hold are added on top of the first page.
 * Adding them there keeps `offset = count loaded` right: the server's list grew by the same number.
 */
export function mergeRefreshedPage(data: StoryFeedData, fresh: readonly StoryFeedItem[]): StoryFeedData {
  const freshById = new Map(fresh.map((story) => [story.id, story]));
  const loadedIds = new Set(data.pages.flat().map((story) => story.id));
  const added = fresh.filter((story) => !loadedIds.has(story.id));
  const pages = data.pages.map((page) => page.map((story) => freshById.get(story.id) ?? story));
  const [first = [], ...rest] = pages;
  return { ...data, pages: [[...added, ...first], ...rest] };
}

/** Stories of a refreshed page that the reader has not seen in this feed before. */
export function countUnseen(fresh: readonly StoryFeedItem[], seenIds: ReadonlySet<string>): number {
  return fresh.filter((story) => !seenIds.has(story.id)).length;
}
