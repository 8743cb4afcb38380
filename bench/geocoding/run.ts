// Geocoding accuracy and latency (issue 13). Loads the whole GeoNames places table into a fresh database,
// reads every labelled mention of mentions.txt twice, with its story's context (the sentence and the
// source's country) and with a population-only baseline (the most populous reading, countries first,
// always answering), and prints top-1 accuracy within 50 km for the tuning part, the held-out part and
// all. Then it times `GET /api/geocode` over HTTP. Targets: accuracy ≥ 0.90 with context; p99 ≤ 20 ms on
// PostgreSQL.
//   BENCH_BACKENDS=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:geocoding
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { buildApp } from '../../server/src/http/app';
import { placeKey } from '../../server/src/intelligence/entities/gazetteer';
import { createGeocoder } from '../../server/src/pipeline/places/geocoder';
import { type Place, placesByKeys } from '../../server/src/pipeline/places/place-store';
import { geocodePaths } from '../../shared/src/contracts/geocode';
import { type BenchBackend, onEachBenchDatabase } from '../lib/bench-databases';

const HERE = dirname(fileURLToPath(import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const TARGET_ACCURACY = 0.9;
const TARGET_P99_MS: Record<BenchBackend, number | undefined> = { postgres: 20, pglite: undefined };
const WITHIN_KM = 50;

type Label = { kind: 'point'; lat: number; lon: number } | { kind: 'area'; id: string } | { kind: 'none' };
interface Mention {
  mention: string;
  label: Label;
  country: string | undefined;
  text: string;
  heldOut: boolean;
}

function readMentions(): Mention[] {
  const mentions: Mention[] = [];
  let tuningOnly = false;
  for (const [at, line] of readFileSync(join(HERE, 'mentions.txt'), 'utf8').split('\n').entries()) {
    // Mentions added after the split was fixed are tuning only: appended lines would otherwise shift it.
    if (/^# Tuning only/i.test(line)) tuningOnly = true;
    if (!line.trim() || line.startsWith('#')) continue;
    const [mention = '', label = '', country = '', ...text] = line.split('|').map((f) => f.trim());
    const sentence = text.join('|');
    if (!sentence.includes(mention)) throw new Error(`line ${at + 1}: '${mention}' is not in its text`);
    mentions.push({
      mention,
      label: parseLabel(label),
      country: country.trim() || undefined,
      text: sentence,
      // Every third mention is held out (fixed before any tuning).
      heldOut: !tuningOnly && mentions.length % 3 === 2,
    });
  }
  return mentions;
}

function parseLabel(label: string): Label {
  if (label === 'none') return { kind: 'none' };
  const area = /^(?:country|region):(.+)$/.exec(label);
  if (area) return { kind: 'area', id: area[1]! };
  const [lat, lon] = label.split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`bad label ${label}`);
  return { kind: 'point', lat: lat!, lon: lon! };
}

function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function correct(label: Label, place: Place | undefined): boolean {
  if (label.kind === 'none') return place === undefined;
  if (!place || place.lat === null || place.lon === null) return false;
  if (label.kind === 'area') {
    const id = place.kind === 'country' ? place.countryCode : `${place.countryCode}.${place.admin1}`;
    return place.kind !== 'city' && id === label.id;
  }
  return km(label.lat, label.lon, place.lat, place.lon) <= WITHIN_KM;
}

/** Population only: a country if the name is one, else the most populous reading; always answers. */
function baseline(readings: Place[]): Place | undefined {
  const placed = readings.filter((p) => p.lat !== null);
  return (
    placed.find((p) => p.kind === 'country') ?? [...placed].sort((a, b) => b.population - a.population)[0]
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bench(backend: BenchBackend, database: Database) {
  await runMigrations(database.pool);
  const geocoder = createGeocoder(database.db);
  const loadStarted = performance.now();
  await geocoder.ready();
  const count = await database.pool.query('select count(*)::int as n from places');
  console.log(
    `  places loaded: ${count.rows[0].n} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  const mentions = readMentions();
  const tally = { context: { tune: 0, held: 0 }, baseline: { tune: 0, held: 0 } };
  const misses: string[] = [];
  for (const m of mentions) {
    const answer = await geocoder.geocode(m.mention, { text: m.text, sourceCountry: m.country });
    const readings = (await placesByKeys(database.db, [placeKey(m.mention)])).get(placeKey(m.mention)) ?? [];
    const part = m.heldOut ? 'held' : 'tune';
    if (correct(m.label, answer?.place)) tally.context[part]++;
    else if (!m.heldOut) misses.push(`${m.mention} → ${describe(answer?.place)} (${m.text.slice(0, 60)}…)`);
    if (correct(m.label, baseline(readings))) tally.baseline[part]++;
  }
  const held = mentions.filter((m) => m.heldOut).length;
  const tune = mentions.length - held;
  const ratio = (n: number, d: number) => (n / d).toFixed(3);
  console.log(
    `  ${mentions.length} labelled mentions (${tune} tuning, ${held} held out), top-1 within ${WITHIN_KM} km:`,
  );
  for (const method of ['context', 'baseline'] as const) {
    const t = tally[method];
    const label = method === 'context' ? 'with context       ' : 'population baseline';
    console.log(
      `    ${label}  tuning ${ratio(t.tune, tune)}  held-out ${ratio(t.held, held)}  all ${ratio(t.tune + t.held, mentions.length)}`,
    );
  }
  const heldAccuracy = tally.context.held / held;
  console.log(
    `  held-out accuracy with context ${heldAccuracy >= TARGET_ACCURACY ? 'meets' : 'MISSES'} the ${TARGET_ACCURACY} target`,
  );
  if (process.env.BENCH_VERBOSE) for (const miss of misses) console.log(`    tuning miss: ${miss}`);

  // Latency: the HTTP route, one request at a time, over the mentions with their neighbours as context.
  const app = buildApp({
    database,
    jobs: { stats: async () => ({ queued: 0, active: 0, failed: 0 }) },
    hostDir: HERE,
    releasesDir: HERE,
    geocoder,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const urls = mentions.map((m, i) =>
      geocodePaths.search({
        q: m.mention,
        near: [mentions[(i + 1) % mentions.length]!.mention],
        country: m.country,
      }),
    );
    for (const url of urls.slice(0, 50)) await (await fetch(address + url)).arrayBuffer(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(address + urls[i % urls.length]);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${urls[i % urls.length]}: ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const target = TARGET_P99_MS[backend];
    console.log(
      `  GET /api/geocode  ${REQUESTS} requests  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms` +
        (target === undefined ? '' : `  (target ≤ ${target} ms: ${p99 <= target ? 'met' : 'MISSED'})`),
    );
  } finally {
    await app.close();
  }
}

function describe(place: Place | undefined): string {
  if (!place) return 'no place';
  return `${place.name} (${place.kind}, ${place.countryCode}.${place.admin1}, pop ${place.population})`;
}

await onEachBenchDatabase('offline geocoding', bench);
