import { isDatelineOnly } from '../../lib/dateline';
import { normalizeSpace } from './dom';
import { cleanAuthor, type ExtractedArticle, isReadable, readingTimeMinutes } from './extract-article';
import { detectLanguage, languageName } from './language';
import type { TextBlock } from './paragraphs';
import { countWords } from './word-tokens';

/** A first line longer than this, or ending like a sentence, is the start of the text, not its title. */
const MAX_TITLE_CHARS = 160;

/**
 * A block of lines written one paragraph a line (most lines end a sentence: news copy pasted from a page, a
 * caption line among them) is that many paragraphs; a hard-wrapped paragraph (its lines end mid-sentence)
 * stays one, its lines joined. In the first kind, a line that leads into the next ('…, said Yeager:', a
 * line ending in a small word) still joins it; a line ending in a name (a caption, a heading) stands alone.
 */
function linesAsParagraphs(block: string): string[] {
  const lines = block.split('\n').filter((line) => line.trim());
  if (lines.length < 3) return [block];
  const ending = lines.filter((line) => SENTENCE_END.test(line)).length;
  if (ending / lines.length < 0.5) return [block];
  const paragraphs: string[] = [];
  let open = '';
  for (const line of lines) {
    open = open ? `${open} ${line}` : line;
    if (!LEADS_ON.test(line)) {
      paragraphs.push(open);
      open = '';
    }
  }
  if (open) paragraphs.push(open);
  return paragraphs;
}
const SENTENCE_END = /[.!?…"”'’)]\s*$/;
/** A line that runs on into the next: it ends in a colon, a comma, a semicolon, a dash or a word in lower case. */
const LEADS_ON = /(?:[:,;\u2013\u2014-]|(?:^|\s)\p{Ll}[\p{L}'’-]*)\s*$/u;

/**
 * An article from pasted plain text, in the same shape as `extractArticle`'s: paragraphs are separated by
 * blank lines (or by single line breaks when the text has no blank lines); a short first line that does
 * not end like a sentence is the title, and a "By …" line right after it is the author. There is no URL,
 * so the site fields are null.
 */
export function extractTextArticle(source: string): ExtractedArticle {
  const started = performance.now();
  const normalized = source.replace(/\r\n?/g, '\n').trim();
  const chunks = (/\n\s*\n/.test(normalized) ? normalized.split(/\n\s*\n/) : normalized.split('\n'))
    .flatMap(linesAsParagraphs)
    .map((chunk) => normalizeSpace(chunk))
    .filter(Boolean);

  let title: string | null = null;
  // A dateline opening the text ("9 September 2013, 14: 08") stays in it but is no title: the line after it
  // may be.
  const at = chunks.length > 1 && isDatelineOnly(chunks[0]!) ? 1 : 0;
  const first = chunks[at];
  if (first && chunks.length > at + 1 && first.length <= MAX_TITLE_CHARS && !/[.!?。！？:;,]$/.test(first)) {
    title = first;
    chunks.splice(at, 1);
  }
  let author: string | null = null;
  const byline = chunks[0];
  if (byline && chunks.length > 1 && /^by\s+\p{Lu}/iu.test(byline) && byline.length < 80) {
    author = cleanAuthor(byline);
    if (author) chunks.shift();
  }

  const blocks: TextBlock[] = chunks.map((text) => ({ text, tag: 'p', linkChars: 0 }));
  const text = chunks.join('\n\n');
  const wordCount = countWords(text);
  const language = detectLanguage(text, null);
  return {
    title,
    text,
    paragraphs: chunks,
    author,
    published_at: null,
    modified_at: null,
    canonical_url: null,
    domain: null,
    site_name: null,
    favicon: null,
    image: null,
    og_metadata: {},
    social: { facebook: null, twitter: null },
    meta_description: null,
    language: language.language,
    language_name: languageName(language.language),
    language_confidence: language.confidence,
    section: null,
    tags: [],
    word_count: wordCount,
    reading_time_minutes: readingTimeMinutes(wordCount),
    processing_time_ms: Math.round((performance.now() - started) * 10) / 10,
    is_readable: isReadable(blocks, 0, wordCount),
    next_page_url: null,
    is_live_blog: false,
    extraction_method: chunks.length > 0 ? 'text' : 'none',
  };
}
