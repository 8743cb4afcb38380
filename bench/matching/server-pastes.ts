// The product's path, not the matcher alone: ECB+ articles pasted one after another as text into a fresh
// server (`POST /api/seed`, as a reader pastes them), each waited for through all five stages, then scored
// by the story each task was put in (B-cubed against the gold events). Beside it, the matcher alone
// (`cluster`, as `run.ts` scores it) on the same articles in the same order, so a gap between the two is the
// pipeline's own doing: text extraction, the dateline and stamp readings, stated dates, the candidate window.
//
// Run (from the repository root; a fresh PGlite folder, deleted afterwards):
//   node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/matching/server-pastes.ts --topics 13,16
//   ... server-pastes.ts --part fit            # every fit topic (529 articles, about 10 minutes)
//   ... server-pastes.ts --part held-back      # the held-back part (243 articles)
// Options: --seed N (shuffle, default 1), --show (each gold event's split into stories), --verbose (each
// article's story, score and date).
//   ... server-pastes.ts --part fit --in-process --seeds 1,2,3,4,5,6
// reads the pages in this process as the server does (the text extraction of a paste, then assign-story's
// matchArticleOf) and runs the matcher as the product does, per order: no server, seconds instead of
// minutes. On the fit part and the held-back part (seed 1) it gave the server's figures to the decimal.
// --max-gap-days N runs the product's matcher with another window than PRODUCT_MAX_GAP_DAYS (the twentieth
// pass's sweep: 60, 180, 365, 1000, 5000).

import { bCubed } from '../../server/src/intelligence/matching/b-cubed';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import type { ExtractedArticle } from '../../server/src/pipeline/extraction/extract-article';
import { extractTextArticle } from '../../server/src/pipeline/extraction/text-article';
import { matchArticleOf, PRODUCT_MATCHER } from '../../server/src/pipeline/story-resolution/assign-story';
import { serverStorage, waitUntilAllFinal } from '../../server/src/reliability/reliability-harness';
import { sourceServer, startServer } from '../../server/src/reliability/server-process';
import { countWords, MIN_TEXT_WORDS } from '../../shared/src/submission/parse-submission';
import { type EcbArticle, ecbplusParts, loadEcbplus, seededShuffle } from './ecbplus';
import { cluster } from './evaluate';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = Number(option('seed') ?? 1);
const seeds = (option('seeds') ?? String(seed)).split(',').map(Number);
const show = args.includes('--show');
const pct = (x: number) => (100 * x).toFixed(1).padStart(5);
const maxGapDays = option('max-gap-days');
const productMatcher = maxGapDays ? { ...PRODUCT_MATCHER, maxGapDays: Number(maxGapDays) } : PRODUCT_MATCHER;

type Reading = ReturnType<typeof matchArticleOf> & { event: string };

/** The product's matcher on the pages as read, and the same with the dates they stated left out. */
function scoreReadings(readings: readonly Reading[]) {
  return {
    product: cluster(readings, createStoryMatcher(productMatcher)),
    undated: cluster(
      readings.map((r) => ({ ...r, published_at: undefined })),
      createStoryMatcher(productMatcher),
    ),
  };
}

function chosenArticles(): EcbArticle[] {
  const all = loadEcbplus();
  if (all.length === 0) throw new Error('ECB+ not found: set ECBPLUS_DEV (see bench/matching/README.md)');
  const topics = option('topics');
  if (topics) {
    const wanted = new Set(topics.split(',').map(Number));
    return all.filter((a) => wanted.has(a.topic));
  }
  const part = option('part') ?? 'fit';
  const { fit, heldBack } = ecbplusParts(all);
  if (part === 'fit') return fit;
  if (part === 'held-back') return heldBack;
  if (part === 'all') return all;
  throw new Error(`--part is fit, held-back or all, not ${part}`);
}

const VISITOR = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';

interface Served {
  story: string;
  isNew: boolean;
  score: number;
  publishedAt: string | null;
  /** What the matcher read of the page (assign-story's matchArticleOf over the task's result). */
  read: { title: string; text: string };
}

/** Pastes one article as a reader would (title, blank line, body) and waits until its task is final. */
async function paste(baseUrl: string, article: EcbArticle): Promise<Served | null> {
  const response = await fetch(`${baseUrl}/api/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-id': VISITOR },
    body: JSON.stringify({ content: `${article.title}\n\n${article.body}` }),
  });
  const body = (await response.json()) as { task_id?: string; error?: string };
  if (response.status !== 202 || !body.task_id) {
    console.log(`  ${article.id}: refused (${response.status} ${body.error ?? ''})`);
    return null;
  }
  const [state] = await waitUntilAllFinal(baseUrl, [body.task_id], 300_000);
  if (state?.status !== 'completed') {
    console.log(`  ${article.id}: ${state?.status} (${state?.error ?? ''})`);
    return null;
  }
  const task = (await (await fetch(`${baseUrl}/api/task/${body.task_id}`)).json()) as {
    story_match: { story_id: string; is_new: boolean; match_score: number } | null;
    result: { publish_date: string | null; title: string | null; content_text: string } | null;
  };
  if (!task.story_match) return null;
  return {
    story: task.story_match.story_id,
    isNew: task.story_match.is_new,
    score: task.story_match.match_score,
    publishedAt: task.result?.publish_date ?? null,
    read: { title: task.result?.title ?? '', text: task.result?.content_text ?? '' },
  };
}

/** Each gold event's articles as story sizes, largest first ('13_2: 5 + 4 + 1 + 1'). */
function splits(articles: readonly EcbArticle[], predicted: readonly string[]): string[] {
  const byEvent = new Map<string, Map<string, number>>();
  articles.forEach((a, i) => {
    const stories = byEvent.get(a.event) ?? new Map<string, number>();
    stories.set(predicted[i]!, (stories.get(predicted[i]!) ?? 0) + 1);
    byEvent.set(a.event, stories);
  });
  return [...byEvent.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([event, stories]) => {
      const sizes = [...stories.values()].sort((a, b) => b - a);
      return `${event}: ${sizes.join(' + ')}`;
    });
}

if (args.includes('--in-process')) {
  inProcess();
  process.exit(0);
}

/**
 * Per order: the matcher alone on the raw articles, and the product's matcher (undated pages' time
 * unknown) on the pages as the server reads them, over the pastes the server takes (MIN_TEXT_WORDS).
 */
function inProcess() {
  const chosen = chosenArticles();
  console.log('seed  taken  matcher alone P/R/F1     product reading P/R/F1   dates left out F1');
  const f1s: number[][] = [];
  for (const s of seeds) {
    const taken = seededShuffle(chosen, s).filter(
      (a) => countWords(`${a.title}\n\n${a.body}`) >= MIN_TEXT_WORDS,
    );
    const readings = taken.map((a) => ({
      ...matchArticleOf(a.id, extractTextArticle(`${a.title}\n\n${a.body}`)),
      event: a.event,
    }));
    const alone = cluster(taken, createStoryMatcher());
    const { product, undated } = scoreReadings(readings);
    f1s.push([alone.f1, product.f1, undated.f1]);
    const prf = (r: { precision: number; recall: number; f1: number }) =>
      `${pct(r.precision)} ${pct(r.recall)} ${pct(r.f1)}`;
    console.log(
      `${String(s).padStart(4)}  ${String(taken.length).padStart(5)}  ${prf(alone)}        ${prf(product)}        ${pct(undated.f1)}`,
    );
  }
  const mean = (i: number) => f1s.reduce((sum, row) => sum + row[i]!, 0) / f1s.length;
  console.log(
    `mean F1: matcher alone ${pct(mean(0))}, product reading ${pct(mean(1))}, dates left out ${pct(mean(2))}`,
  );
}

const articles = seededShuffle(chosenArticles(), seed);
const storage = await serverStorage('pglite');
const server = await startServer(sourceServer(), storage.env);
const started = performance.now();
const served: (Served | null)[] = [];
try {
  for (const [i, article] of articles.entries()) {
    served.push(await paste(server.baseUrl, article));
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1} / ${articles.length} pasted`);
  }
} finally {
  await server.stop();
  await storage.cleanup();
}
const seconds = (performance.now() - started) / 1000;

// An article the server refused or failed is its own story in the score: it was not joined to anything.
const product = served.map((s, i) => s?.story ?? `unplaced-${i}`);
const gold = articles.map((a) => a.event);
const server_ = bCubed(product, gold);
const alone = cluster(articles, createStoryMatcher());
// The same two on the articles the server took, so refusals (a paste under the article bar) are set apart
// from what the pipeline does to the ones it reads.
const taken = articles.filter((_, i) => served[i]);
const serverTaken = bCubed(
  product.filter((_, i) => served[i]),
  taken.map((a) => a.event),
);
const aloneTaken = cluster(taken, createStoryMatcher());
// The matcher alone on what the server read (its title, text and date of each page, undated pages' time
// unknown, as the product runs it): when this agrees with the server, the gap is in the reading.
const readings = articles.flatMap((a, i): Reading[] => {
  const s = served[i];
  if (!s) return [];
  const page = { title: s.read.title, text: s.read.text, published_at: s.publishedAt } as ExtractedArticle;
  return [{ ...matchArticleOf(a.id, page), event: a.event }];
});
const { product: aloneOnReadings, undated: aloneOnUndatedReadings } = scoreReadings(readings);

console.log(
  `\nECB+ pasted into a fresh server: ${articles.length} articles, ${new Set(gold).size} events, seed ${seed}, ${seconds.toFixed(0)} s`,
);
console.log('path                         P      R     F1  stories');
console.log(
  `server (POST /api/seed)  ${pct(server_.precision)}  ${pct(server_.recall)}  ${pct(server_.f1)}  ${String(new Set(product).size).padStart(7)}`,
);
console.log(
  `matcher alone            ${pct(alone.precision)}  ${pct(alone.recall)}  ${pct(alone.f1)}  ${String(alone.stories).padStart(7)}`,
);
const refused = served.filter((s) => s === null).length;
if (refused) console.log(`${refused} articles were refused or failed (each scored as its own story above)`);
console.log(`on the ${taken.length} articles the server took:`);
console.log(
  `server (POST /api/seed)  ${pct(serverTaken.precision)}  ${pct(serverTaken.recall)}  ${pct(serverTaken.f1)}`,
);
console.log(
  `matcher alone            ${pct(aloneTaken.precision)}  ${pct(aloneTaken.recall)}  ${pct(aloneTaken.f1)}`,
);
console.log(
  `matcher, server's reading${pct(aloneOnReadings.precision)}  ${pct(aloneOnReadings.recall)}  ${pct(aloneOnReadings.f1)}`,
);
console.log(
  `the same, dates left out ${pct(aloneOnUndatedReadings.precision)}  ${pct(aloneOnUndatedReadings.recall)}  ${pct(aloneOnUndatedReadings.f1)}`,
);
if (args.includes('--verbose')) {
  console.log('\norder  article  gold  story  new  score  published (server) | story (matcher alone)');
  articles.forEach((a, i) => {
    const s = served[i];
    console.log(
      `${String(i + 1).padStart(5)}  ${a.id.padEnd(12)} ${a.event.padEnd(6)} ${s ? `${s.story.slice(0, 8)} ${s.isNew ? 'new' : '   '} ${s.score.toFixed(2)} ${s.publishedAt ?? '-'}` : 'refused'} | ${alone.predicted[i]}`,
    );
  });
}
if (show) {
  const a = splits(articles, product);
  const b = splits(articles, alone.predicted);
  console.log('\ngold event: stories (server) | stories (matcher alone)');
  a.forEach((line, i) => {
    console.log(`  ${line.padEnd(30)} | ${b[i]!.split(': ')[1]}`);
  });
}
