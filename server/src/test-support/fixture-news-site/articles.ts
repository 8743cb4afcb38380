import { MILLBROOK_ARTICLES } from './articles-millbrook';
import { PORT_ALDOUS_ARTICLES } from './articles-port-aldous';
import type { FixtureArticle, FixtureEvent } from './types';

/** Every legitimate article the fixture site serves, with the metadata an extractor should find. */
export const FIXTURE_ARTICLES: readonly FixtureArticle[] = [...MILLBROOK_ARTICLES, ...PORT_ALDOUS_ARTICLES];

export function articlesAbout(event: FixtureEvent): FixtureArticle[] {
  return FIXTURE_ARTICLES.filter((article) => article.event === event);
}

export function fixtureArticle(id: string): FixtureArticle {
  const article = FIXTURE_ARTICLES.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`no fixture article ${id}`);
  return article;
}
