import type { Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { buildApp } from '../../server/src/http/app';
import { onEachBenchDatabase } from '../lib/bench-databases';

const STORIES = Number(process.env.BENCH_STORIES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P99_MS: Record<string, number> = { pglite: 150, postgres: 50 };
/** The endpoints issue 4 sets the target for; the others are measured for reference. */
const TARGETED = new Set(['feed', 'search', 'story detail', 'entity detail']);
const COUNTRIES = [
  'Spain',
  'France',
  'Germany',
  'Italy',
  'Portugal',
  'Poland',
  'Greece',
  'Ireland',
  'Norway',
  'Sweden',
  'Finland',
  'Austria',
  'Belgium',
  'Denmark',
  'Hungary',
  'Romania',
  'Croatia',
  'Estonia',
  'Latvia',
  'Malta',
];

const SYLLABLES = [
  'val',
  'en',
  'ci',
  'a',
  'flo',
  'od',
  'mar',
  'ket',
  'elec',
  'tion',
  'gov',
  'ern',
  'ment',
  'riv',
  'er',
  'storm',
  'port',
  'min',
  'is',
  'ter',
  'bank',
  'oil',
  'trade',
  'court',
  'jus',
  'tice',
  'health',
  'vac',
  'cine',
  'strike',
];

// Words of 2–3 syllables, derived from the index so SQL and the query list agree.
function word(i: number): string {
  const a = SYLLABLES[i % SYLLABLES.length]!;
  const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
  const c = i % 3 === 0 ? SYLLABLES[(i * 7) % SYLLABLES.length]! : '';
  return a + b + c;
}
const VOCABULARY = Array.from({ length: 600 }, (_, i) => word(i));

async function seed(pool: Database['pool']): Promise<string[]> {
  const started = performance.now();
  const entities = Math.max(2000, Math.floor(STORIES / 2));
  // API ids are RFC 4122 UUIDs (version and variant set), as gen_random_uuid() makes them.
  await pool.query(`create function bench_uuid(text) returns uuid language sql immutable as
    $$ select overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`);
  await pool.query('create table vocab (i int primary key, w text)');
  await pool.query(`insert into vocab select i - 1, w from unnest($1::text[]) with ordinality as t(w, i)`, [
    VOCABULARY,
  ]);
  const v = (expr: string) => `(select w from vocab where i = (${expr}) % ${VOCABULARY.length})`;
  await pool.query(`
    insert into entities (canonical_key, entity_type, canonical_name, description, domain, latitude, longitude, confidence)
    select 'bench:' || g,
           (array['Person','Organization','Location'])[1 + g % 3],
           initcap(${v('g * 13 + 5')}) || ' ' || initcap(${v('g * 29 + 11')}),
           'Entity ' || g,
           case when g % 3 = 1 then 'site' || g || '.example' end,
           case when g % 3 = 2 then (g % 180) - 90 end,
           case when g % 3 = 2 then (g % 360) - 180 end,
           0.7
    from generate_series(1, ${entities}) g`);
  await pool.query(`
    insert into stories (id, title, description, gist, category, coherence_score, artifact_count, claim_count,
                         people_count, off_story_claim_ids, updated_at, created_at)
    select bench_uuid('story' || g),
           initcap(${v('g * 7')}) || ' ' || ${v('g * 11 + 1')} || ' in ' || initcap(${v('g * 17 + 2')}),
           'The ' || ${v('g * 19 + 3')} || ' of ' || ${v('g * 23 + 4')} || ' after the ' || ${v('g * 31 + 6')},
           'Gist ' || g,
           case when g % 4 = 0 then 'local' else 'global' end,
           (g % 100) / 100.0, 3, 5, 2,
           -- as a recomposition leaves it (its off-story claims worked out: none here)
           '{}'::text[],
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${STORIES}) g`);
  await pool.query(`
    insert into pages (id, url, normalized_url, extraction)
    select bench_uuid('page' || g || '-' || p),
           'https://news' || (g % 50) || '.example/a/' || g || '-' || p,
           'https://news' || (g % 50) || '.example/a/' || g || '-' || p,
           jsonb_build_object(
             'title', 'Report ' || p || ' on story ' || g,
             'domain', 'news' || (g % 50) || '.example',
             'site_name', 'News ' || (g % 50),
             'published_at', to_char(now() - ((g * 3 + p) || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
             'meta_description', case when p <> 2 then 'Summary of report ' || p end,
             'author', 'Reporter ' || (g % 97),
             'image', 'https://news' || (g % 50) || '.example/img/' || g || '.jpg',
             'text', repeat('Body text of the article with several sentences about the event. ', 30))
    from generate_series(1, ${STORIES}) g, generate_series(1, 3) p`);
  await pool.query(`
    insert into story_pages (story_id, page_id, match_score, added_at)
    select bench_uuid('story' || g), bench_uuid('page' || g || '-' || p), 0.6 + p / 10.0,
           now() - ((g * 3 + p) || ' minutes')::interval
    from generate_series(1, ${STORIES}) g, generate_series(1, 3) p`);
  await pool.query(`
    insert into claims (page_id, ordinal, text, modality, builder_modality, who, "where", when_date, evidence, confidence, excluded_reason)
    select bench_uuid('page' || g || '-' || (1 + c % 3)), c,
           'Officials said ' || ${v('g * 5 + c')} || ' affected ' || (g % 1000) || ' people near ' || initcap(${v('g * 17 + 2')}) || '.',
           (array['official_fact','reported_claim','allegation','other'])[1 + c % 4],
           (array['observation','reported_speech','allegation','opinion'])[1 + c % 4],
           case when c % 2 = 0 then 'Officials' end, null,
           case when c = 0 then '2025-01-01' end,
           '[]'::jsonb, 0.7, case when c = 4 then 'lower priority' end
    from generate_series(1, ${STORIES}) g, generate_series(0, 4) c`);
  // 6 distinct entities per story, 2 per page; a story's entities overlap with other stories' by the pool.
  await pool.query(`
    insert into page_entities (page_id, entity_id, mentions, mention_count, role)
    select bench_uuid('page' || g || '-' || (1 + k % 3)), e.id, array[e.canonical_name], 1, null
    from generate_series(1, ${STORIES}) g cross join generate_series(0, 5) k
    join entities e on e.canonical_key = 'bench:' || (1 + ((g * 6 + k * 7919) % ${entities}))
    on conflict do nothing`);
  // Hubs: page 1 of every story names one of 20 countries, so a country is on 1/20 of all stories.
  await pool.query(
    `insert into entities (canonical_key, entity_type, canonical_name, latitude, longitude, confidence)
     select 'bench:country:' || i, 'Location', name, 40, i, 0.9
     from unnest($1::text[]) with ordinality as t(name, i)`,
    [COUNTRIES],
  );
  await pool.query(`
    insert into page_entities (page_id, entity_id, mentions, mention_count, role)
    select bench_uuid('page' || g || '-1'), e.id, array[e.canonical_name], 2, null
    from generate_series(1, ${STORIES}) g
    join entities e on e.canonical_key = 'bench:country:' || (1 + g % ${COUNTRIES.length})`);
  await pool.query('drop table vocab');
  await pool.query('drop function bench_uuid(text)');
  await pool.query('vacuum analyze');
  const ids = await pool.query<{ id: string }>('select id from stories order by random() limit 2000');
  console.log(`  seeded ${STORIES} stories in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return ids.rows.map((r) => r.id);
}

/** What app.inject is given here (its own type lives in fastify, which this folder cannot resolve). */
type InjectRequest = string | { method: 'POST'; url: string; payload: Record<string, unknown> };

interface Figures {
  endpoint: string;
  p50: number;
  p99: number;
  perSecond: number;
}

async function measure(
  app: ReturnType<typeof buildApp>,
  endpoint: string,
  request: (i: number) => InjectRequest,
): Promise<Figures> {
  for (let i = 0; i < 20; i++) await app.inject(request(i)); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const response = await app.inject(request(i + 20));
    times.push(performance.now() - t);
    if (response.statusCode !== 200) throw new Error(`${endpoint}: ${response.statusCode} ${response.body}`);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { endpoint, p50: at(0.5), p99: at(0.99), perSecond: REQUESTS / seconds };
}

async function bench(backend: string, database: Database): Promise<Figures[]> {
  await runMigrations(database.pool);
  const ids = await seed(database.pool);
  const app = buildApp({
    database,
    jobs: { stats: async () => ({ queued: 0, active: 0, failed: 0 }) },
    hostDir: '/nonexistent/host',
    releasesDir: '/nonexistent/releases',
  });
  await app.ready();
  // Issue 13: the entity profile's detail (target p99 50 ms at 100k stories on PostgreSQL) and activity.
  const entityIds = (
    await database.pool.query<{ id: string }>('select id from entities order by random() limit 2000')
  ).rows.map((r) => r.id);
  const queries = VOCABULARY.slice(0, 200).flatMap((w, i) => [
    w, // a word
    w.slice(0, 3 + (i % 3)), // being typed
    w.length > 5 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : `${w}x`, // a transposition typo
    `${w} ${VOCABULARY[(i * 7) % VOCABULARY.length]}`, // two words
  ]);
  const endpoints: Array<[string, (i: number) => InjectRequest]> = [
    ['feed', (i) => `/api/stories?limit=12&min_coherence=0.4&offset=${(i % 20) * 12}`],
    [
      'search',
      (i) => ({
        method: 'POST' as const,
        url: '/api/stories/search',
        payload: { query: queries[(i * 37) % queries.length]!, limit: 5 },
      }),
    ],
    ['story detail', (i) => `/api/stories/${ids[i % ids.length]}`],
    ['claims', (i) => `/api/story/${ids[i % ids.length]}/claims`],
    ['builder story', (i) => `/api/builder/story/${ids[i % ids.length]}`],
    ['entity detail', (i) => `/api/entity/${entityIds[i % entityIds.length]}`],
    ['entity activity', (i) => `/api/entity/${entityIds[i % entityIds.length]}/activity`],
  ];
  const target = TARGET_P99_MS[backend] ?? Number.POSITIVE_INFINITY;
  const rounds: Figures[][] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const figures: Figures[] = [];
      // Each round asks for other stories and other queries (offset), one request at a time.
      for (const [endpoint, request] of endpoints) {
        figures.push(await measure(app, endpoint, (i) => request(i + round * (REQUESTS + 20))));
      }
      for (const f of figures) console.log(`  round ${round + 1}  ${line(backend, f, target)}`);
      rounds.push(figures);
    }
    console.log(`  ${backend}, ${STORIES} stories, ${ROUNDS} rounds of ${REQUESTS} requests per endpoint:`);
    for (const [endpoint] of endpoints) {
      const runs = rounds.map((figures) => figures.find((f) => f.endpoint === endpoint)!);
      const best = runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
      const worst = runs.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      console.log(`  best   ${line(backend, best, target)}`);
      console.log(`  worst  ${line(backend, worst, target)}`);
      if (TARGETED.has(endpoint) && worst.p99 > target) missed = true;
    }
    return rounds.flat();
  } finally {
    await app.close();
  }
}

let missed = false;

function line(backend: string, f: Figures, target: number): string {
  const verdict = !TARGETED.has(f.endpoint)
    ? '(no target)'
    : `${f.p99 <= target ? 'PASS' : 'MISS'} (p99 target ${target} ms)`;
  return `${backend.padEnd(8)} ${f.endpoint.padEnd(14)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99
    .toFixed(1)
    .padStart(6)} ms  ${f.perSecond.toFixed(0).padStart(5)} req/s  ${verdict}`;
}

await onEachBenchDatabase(`${STORIES} stories`, bench);
if (missed && process.env.BENCH_STRICT) process.exitCode = 1;
