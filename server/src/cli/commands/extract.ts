import { z } from 'zod';
import { extractArticle } from '../../pipeline/extraction/extract-article';
import { type Command, write } from '../command';
import { mapJsonLines } from '../jsonl';

const inputSchema = z.object({
  id: z.union([z.string(), z.number()]),
  url: z.string().min(1, 'url is required'),
  html: z.string(),
});

export const extractCommand: Command = {
  name: 'extract',
  summary: 'Extract articles: {"id","url","html"} JSON Lines in, article JSON Lines out',
  usage: `cairn extract --jsonl < pages.jsonl > articles.jsonl

Reads one {"id","url","html"} object per line and writes one line per input, in order:
{"id","title","text","author","published_at","language","language_confidence","site_name","domain",
 "word_count","is_readable","processing_time_ms"}, where text is the body with paragraphs separated by
a blank line. A line that cannot be read gives {"id"?,"line","error"} and the rest go on. Nothing is
fetched: the HTML comes with the input.`,
  async run(args, { io }) {
    if (!args.includes('--jsonl')) {
      await write(
        io.stderr,
        'cairn extract reads JSON Lines: run it as `cairn extract --jsonl < pages.jsonl`\n',
      );
      return 2;
    }
    let invalid = 0;
    const summary = await mapJsonLines(io, (value, line) => {
      const parsed = inputSchema.safeParse(value);
      if (!parsed.success) {
        invalid++;
        const id = (value as { id?: unknown } | null)?.id;
        return {
          ...(id === undefined ? {} : { id }),
          line,
          error: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
        };
      }
      const a = extractArticle(parsed.data.html, parsed.data.url);
      return {
        id: parsed.data.id,
        title: a.title,
        text: a.text,
        author: a.author,
        published_at: a.published_at,
        language: a.language,
        language_confidence: a.language_confidence,
        site_name: a.site_name,
        domain: a.domain,
        word_count: a.word_count,
        is_readable: a.is_readable,
        processing_time_ms: a.processing_time_ms,
      };
    });
    const failed = summary.failed + invalid;
    if (failed) await write(io.stderr, `${failed} of ${summary.lines} lines failed\n`);
    return failed === summary.lines && summary.lines > 0 ? 1 : 0;
  },
};
