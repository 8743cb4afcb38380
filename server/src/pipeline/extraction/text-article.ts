import { MIN_TEXT_WORDS } from '@cairn/shared/submission/parse-submission';
import { isDatelineOnly } from '../../lib/dateline';
import { normalizeSpace } from './dom';
import { cleanAuthor, type ExtractedArticle, isReadable, readingTimeMinutes } from './extract-article';
import { detectLanguage, languageName } from './language';
import type { TextBlock } from './paragraphs';
import { readStampDates } from './stamp-dates';
import { countWords } from './word-tokens';

/** A first line longer than this, or ending like a sentence, is the start of the text, not its title. */
const MAX_TITLE_CHARS = 160;

/**
 * A block of lines written one paragraph a line (most lines end a sentence: news copy pasted from a page, a
 * caption line among them) is that many paragraphs; a hard-wrapped paragraph (its lines end mid-sentence)
 * stays one, its lines joined. In the first kind, a line that leads into the next ('…, said Yeager:', a
 * line ending in a small word, or before a line in lower case) still joins it; a line ending in a name (a
 * caption, a heading) stands alone, and so does one ending in another word before a capital: the bullet
 * points a page opens with ('Relative said he had history of mental health problems' / 'Police not
 * searching for any other suspects'), which joined had made one garbled sentence of a story's narrative.
 */
function linesAsParagraphs(block: string): string[] {
  const lines = block.split('\n').filter((line) => line.trim());
  if (lines.length < 3) return [block];
  const ending = lines.filter((line) => SENTENCE_END.test(line)).length;
  if (ending / lines.length < 0.5) return [block];
  const paragraphs: string[] = [];
  let open = '';
  for (const [i, line] of lines.entries()) {
    open = open ? `${open} ${line}` : line;
    if (!leadsOn(line, lines[i + 1])) {
      paragraphs.push(open);
      open = '';
    }
  }
  if (open) paragraphs.push(open);
  return paragraphs;
}
const SENTENCE_END = /[.!?…"”'’)]\s*$/;
/** A line ending in a colon, a comma, a semicolon or a dash runs on into the next. */
const PUNCTUATION_LEAD = /[:,;\u2013\u2014-]\s*$/;
/** The word in lower case a line ends in. */
const LOWER_WORD_END = /(?:^|\s)(\p{Ll}[\p{L}'’-]*)\s*$/u;
/** Words a sentence does not end in: a line ending in one runs on whatever follows. */
const SMALL_WORDS = new Set(
  `a an the of to in on at by for from with and or but nor as that which who whom whose than into onto over
  under about after before between during said says told is are was were be been has have had will would
  could should may might must not its his her their our my your this these those`.split(/\s+/),
);

/** A line that runs on into the next (`next`, the following line, if any). */
function leadsOn(line: string, next: string | undefined): boolean {
  if (PUNCTUATION_LEAD.test(line)) return true;
  const word = LOWER_WORD_END.exec(line)?.[1];
  if (!word) return false;
  return SMALL_WORDS.has(word) || next === undefined || !/^\s*\p{Lu}/u.test(next);
}
/** A line ending so runs on or ends a sentence: it is no title. */
const TITLE_END = /[.!?。！？:;,]$/;

/**
 * Words that open a timestamp line or its second part: "| Originally published 05 / 02 / 2013", "Story
 * Created: Aug 7, 2012 at 9: 56 AM AKDT", "Published time: March 12, 2013 02: 03".
 */
const STAMP_LEAD =
  /^(?:story\s+|article\s+)?(?:originally\s+|first\s+|last\s+)?(?:published|posted|updated|modified|created|edited)(?:\s+(?:time|date))?\b:?/i;

/** A line that is only a timestamp or a dateline, or a few of them separated by bars. */
export function isTimestampLine(line: string): boolean {
  const parts = line.split('|').map((part) => part.trim());
  if (!parts.some((part) => /\d/.test(part))) return false;
  return parts.every((part) => {
    const rest = part
      .replace(STAMP_LEAD, '')
      .replace(/(?:…|\.\.\.)$/, '')
      .trim();
    return !rest || isDatelineOnly(rest);
  });
}

/**
 * A pasted text's first line is its title when it reads like one: short, with no end to a sentence, and
 * followed by lines that start a sentence of their own (a capital, a quote or a digit). A hard-wrapped
 * first paragraph is not taken: its first line is about as long as the next and rarely leads into a capital.
 * Returns the title (or null) and the lines after it.
 */
function splitTitleLine(lines: string[]): [string | null, string[]] {
  const at = lines.findIndex((line) => line.trim());
  if (at < 0) return [null, lines];
  const first = normalizeSpace(lines[at]!);
  const nextAt = lines.findIndex((line, i) => i > at && line.trim());
  if (nextAt < 0) return [null, lines];
  const next = normalizeSpace(lines[nextAt]!);
  const blankBetween = nextAt > at + 1;
  const looksLikeTitle =
    first.length <= MAX_TITLE_CHARS &&
    !TITLE_END.test(first) &&
    !/[\u2013\u2014-]$/.test(first) &&
    /^[\p{Lu}\p{N}"“'‘]/u.test(next) &&
    (blankBetween || first.length < next.length * 0.8);
  return looksLikeTitle ? [first, lines.slice(at + 1)] : [null, lines];
}

/**
 * An article from pasted plain text, in the same shape as `extractArticle`'s: paragraphs are separated by
 * blank lines (or by single line breaks when the text has no blank lines); a short first line that does
 * not end like a sentence is the title, and a "By …" line right after it is the author; the dates its
 * timestamp lines state are its publication and update times (stamp-dates.ts). There is no URL, so the site
 * fields are null.
 */
export function extractTextArticle(source: string, now: Date = new Date()): ExtractedArticle {
  const started = performance.now();
  // A timestamp line ("Jul 13, 2009 01: 40 PM EDT", "UPDATED 05 / 03 / 2013 at 11: 00 AM EDT | Originally
  // published …") says when the page was shown, not what happened: left in, it becomes the start of a claim,
  // the gist or a narrative sentence, so it goes (lines only, the rest keeps its breaks).
  const allLines = source.replace(/\r\n?/g, '\n').split('\n');
  const lines = allLines.filter((line) => !isTimestampLine(line));
  // What the dropped lines state still dates the article.
  const stamps = readStampDates(
    allLines.filter((line) => isTimestampLine(line)),
    now,
  );
  const [head, rest] = splitTitleLine(lines);
  const normalized = rest.join('\n').trim();
  // Blank lines anywhere (after the title too) mean paragraphs are set apart by them.
  const blankLines = /\n\s*\n/.test(lines.join('\n').trim());
  const chunks = (blankLines ? normalized.split(/\n\s*\n/) : normalized.split('\n'))
    .flatMap(linesAsParagraphs)
    .map((chunk) => normalizeSpace(chunk))
    .filter(Boolean);

  let title: string | null = head;
  const first = chunks[0];
  if (!title && first && chunks.length > 1 && first.length <= MAX_TITLE_CHARS && !TITLE_END.test(first)) {
    title = first;
    chunks.shift();
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
    published_at: stamps.published_at,
    modified_at: stamps.modified_at,
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
    // A visitor's pasted text is an article from the submission's own bar (title included), as the form
    // told them; a news brief of 30 to 80 words is an article (14% of ECB+'s real reports are).
    is_readable: isReadable(blocks, 0, wordCount + countWords(title ?? ''), MIN_TEXT_WORDS),
    next_page_url: null,
    is_live_blog: false,
    extraction_method: chunks.length > 0 ? 'text' : 'none',
  };
}
