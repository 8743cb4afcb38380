/** Synthetic stories for the speed benchmark (run.ts): a seeded, Zipf-like world of topics and names. */
import type { MatchArticle } from '../../server/src/intelligence/matching/text-features';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'ka lo mi ne ru ta ve sol dar ien bro fen gal hus ith jor kel lum mar nox ost pra quin rel sev tor ulm vas wen xar yol zed'.split(
    ' ',
  );

/**
 * A Zipf-like world: 150k topic words (ranked; a story's words come mostly from the long tail, with some
 * popular ones), 2k common words, 2M two-word names (one of 5k well-known ones and two rare per story). Articles have a 5-word title and a 300-word body
 * (25 sentences of 12 words), about the length of a real news article.
 */
export function makeWorld(seed: number) {
  const rand = mulberry32(seed);
  const word = (syllables: number) => {
    let w = '';
    for (let i = 0; i < syllables; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    return w;
  };
  const vocab = Array.from({ length: 150_000 }, (_, i) => `${word(2 + (i % 3))}${i.toString(36)}`);
  const common = Array.from({ length: 2_000 }, (_, i) => `${word(2)}${i.toString(36)}c`);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  // Names are made from their index (no pool held in memory): two syllable words and a base-36 tag.
  const NAMES = 2_000_000;
  const syllable = (i: number) => SYLLABLES[i % SYLLABLES.length] as string;
  const nameAt = (i: number) =>
    `${cap(syllable(i) + syllable(i >> 5))} ${cap(syllable(i >> 10) + syllable(i >> 15) + syllable(i >> 3))}${i.toString(36)}`;
  // Zipf-ish rank sampling over the tail: rank = floor(N^u), u in [0.5, 1), gives P(rank) ~ 1/rank from
  // rank √N on (the most frequent words are the `common` ones).
  const zipf = (n: number) => Math.min(n - 1, Math.floor(n ** (0.5 + rand() / 2)) - 1);
  interface Topic {
    words: string[];
    names: string[];
  }
  const topic = (): Topic => ({
    words: Array.from({ length: 14 }, () => vocab[zipf(vocab.length)] as string),
    // One of 5,000 well-known names (in the news everywhere), two rare ones.
    names: [
      nameAt(Math.floor(rand() * 5_000)),
      nameAt(Math.floor(rand() * NAMES)),
      nameAt(Math.floor(rand() * NAMES)),
    ],
  });
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
  const article = (id: string, t: Topic, at: number): MatchArticle => {
    const title = `${pick(t.names)} ${pick(t.words)} ${pick(t.words)} ${pick(common)} ${pick(t.words)}`;
    const sentences: string[] = [];
    for (let s = 0; s < 25; s++) {
      const words: string[] = [];
      for (let k = 0; k < 12; k++) {
        const r = rand();
        words.push(r < 0.35 ? pick(t.words) : r < 0.42 ? pick(t.names) : pick(common));
      }
      sentences.push(`${cap(words.join(' '))}.`);
    }
    return { id, title, body: sentences.join(' '), published_at: new Date(at).toISOString() };
  };
  return { topic, article, rand };
}

export type World = ReturnType<typeof makeWorld>;
export type Topic = ReturnType<World['topic']>;
const DAY_MS = 86_400_000;

/**
 * The speed runs' live stories (run.ts, compare-speed.ts): `stories` stories of one or two articles each,
 * spread over the 45 days before `end`, oldest first. Returns each story's topic, for follow-ups.
 */
export function seedLiveStories(
  world: World,
  matcher: { add(storyId: string, article: ReturnType<World['article']>): unknown },
  stories: number,
  end: number,
): Topic[] {
  const start = end - 45 * DAY_MS;
  const topics: Topic[] = [];
  for (let i = 0; i < stories; i++) {
    const t = world.topic();
    topics.push(t);
    const at = start + (i / stories) * 45 * DAY_MS;
    matcher.add(`s${i}`, world.article(`a${i}`, t, at));
    if (world.rand() < 0.5) matcher.add(`s${i}`, world.article(`b${i}`, t, at + DAY_MS * world.rand()));
  }
  return topics;
}
