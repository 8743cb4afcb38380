// ECB+ gold events as stories: each event's entity rows as the server files them, before the read model's folds
// (story-aliases.ts measures the alias fold on them, story-folds.ts the other two folds' speed).
//
// The server's path, in this process: each article pasted as a reader pastes it (title, blank line, body),
// read by the text extraction of a paste, checked by the cleaning stage, its entities resolved by the
// pipeline's CPU task (recognition, resolution, canonical keys), stored by key as persist-entities.ts stores
// them (an entity's name and place are the first page's, across the whole server: here, across `articles`).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ResolvedEntity } from '../../server/src/intelligence/entities/resolve-entities';
import { PIPELINE_TASKS } from '../../server/src/pipeline/cpu-tasks';
import type { StoryEntityRow } from '../../server/src/read-models/story-evidence';
import { countWords, MIN_TEXT_WORDS } from '../../shared/src/submission/parse-submission';
import type { EcbArticle } from '../matching/ecbplus';

/**
 * Each event's rows, by event in the order its first article comes in `articles`; every row a fresh object
 * (the folds merge into their rows). With `cachePath`, each article's resolution is kept in that file, so a
 * re-run takes seconds while a fold changes (delete it when recognition changes).
 */
export function ecbStoryRows(
  articles: readonly EcbArticle[],
  cachePath?: string,
): Map<string, StoryEntityRow[]> {
  const cache: Record<string, ResolvedEntity[] | null> =
    cachePath && existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : {};

  /** The page's resolved entities as the server files them, or null for a paste the server would not analyse. */
  function resolvedOf(article: EcbArticle): ResolvedEntity[] | null {
    if (article.id in cache) return cache[article.id]!;
    const pasted = `${article.title}\n\n${article.body}`;
    let resolved: ResolvedEntity[] | null = null;
    if (countWords(pasted) >= MIN_TEXT_WORDS) {
      const { article: read } = PIPELINE_TASKS.extract({ sourceText: pasted, html: null, url: '' });
      const { cleaning } = PIPELINE_TASKS.clean({ article: read, duplicateOf: null, now: new Date() });
      if (cleaning.is_valid !== false) resolved = PIPELINE_TASKS.resolveEntities({ text: read.text });
    }
    cache[article.id] = resolved;
    return resolved;
  }

  // persist-entities.ts: one row per canonical key, its name and place the first page's (coalesce).
  const entityByKey = new Map<
    string,
    { id: string; name: string; lat: number | null; lon: number | null; fc: string | null }
  >();
  const featureClassOf = (e: ResolvedEntity) =>
    !e.location ? null : e.location.feature === 'city' ? 'P' : 'A';

  const stories = new Map<string, Map<string, StoryEntityRow>>();
  for (const article of articles) {
    const resolved = resolvedOf(article);
    if (!resolved) continue;
    const rows = stories.get(article.event) ?? new Map<string, StoryEntityRow>();
    stories.set(article.event, rows);
    for (const e of resolved) {
      let stored = entityByKey.get(e.canonical_id);
      if (!stored) {
        stored = { id: e.canonical_id, name: e.canonical_name, lat: null, lon: null, fc: null };
        entityByKey.set(e.canonical_id, stored);
      }
      stored.lat ??= e.location?.lat ?? null;
      stored.lon ??= e.location?.lon ?? null;
      stored.fc ??= featureClassOf(e);
      const row = rows.get(e.canonical_id) ?? {
        id: e.canonical_id,
        type: e.type,
        name: stored.name,
        qid: null,
        description: null,
        lat: null,
        lon: null,
        feature_class: null,
        role: null,
        mentions: [],
        mention_count: 0,
        page_urls: [],
        page_ids: [],
      };
      row.mentions = [...new Set([...row.mentions, ...e.mentions])];
      row.mention_count += e.count;
      row.page_ids.push(article.id);
      row.page_urls.push(null);
      rows.set(e.canonical_id, row);
    }
  }
  if (cachePath) writeFileSync(cachePath, JSON.stringify(cache));

  return new Map(
    [...stories].map(([event, rows]) => [
      event,
      [...rows.values()].map((row) => {
        const stored = entityByKey.get(row.id)!;
        return { ...row, name: stored.name, lat: stored.lat, lon: stored.lon, feature_class: stored.fc };
      }),
    ]),
  );
}
