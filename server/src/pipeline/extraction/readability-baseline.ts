import { Readability } from '@mozilla/readability';
import { type DomElement, parseDocument } from './dom';
import { textBlocks } from './paragraphs';

export interface BaselineResult {
  title: string | null;
  paragraphs: string[];
  text: string;
}

/**
 * Plain Readability 0.6 on linkedom, default options, its content split into paragraphs at block elements
 * (plain `textContent` would glue paragraphs together and lose word 4-grams at every boundary, which would
 * be unfair to it). This is the baseline `bench/extraction` compares `extractArticle` against.
 */
export function extractWithPlainReadability(html: string): BaselineResult {
  const document = parseDocument(html);
  const article = new Readability<DomElement>(document as never, {
    serializer: (node) => node as never,
  }).parse();
  const paragraphs = article?.content ? textBlocks(article.content).map((block) => block.text) : [];
  return { title: article?.title ?? null, paragraphs, text: paragraphs.join('\n\n') };
}
