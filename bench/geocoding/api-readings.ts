// What `GET /api/geocode` answers for every place name the recogniser finds in the ECB+ development corpus
// (772 real articles), asked as a reader's map would ask it: the name, the article's other place names as
// `near`, no source country. One line per answered name: 'id <TAB> name <TAB> lat,lon <TAB> the place',
// in the format of place-readings.ts, so that two runs (before and after a change) are compared by
// bench/lib/compare-listings.ts. `--unplaced` lists only the names the pipeline leaves off the map, the ones
// a client would ask the API about. Loads the places table into a fresh database first (about 30 s on
// PostgreSQL):
//   BENCH_BACKENDS=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/geocoding/api-readings.ts after.tsv [--unplaced]
import { writeFileSync } from 'node:fs';
import { runMigrations } from '../../server/src/db/migrate';
import { resolveEntities } from '../../server/src/intelligence/entities/resolve-entities';
import { createGeocoder } from '../../server/src/pipeline/places/geocoder';
import { onEachBenchDatabase } from '../lib/bench-databases';
import { ecbplusPath, loadEcbplus } from '../matching/ecbplus';

/** At most this many other names go into `near`, as a map with many places would send its first ones. */
const MAX_NEAR = 10;

const out = process.argv.slice(2).find((a) => !a.startsWith('--'));
const unplacedOnly = process.argv.includes('--unplaced');
if (!out) throw new Error('usage: api-readings.ts out.tsv [--unplaced]');
if (!ecbplusPath())
  throw new Error('ECB+ development set not found: set ECBPLUS_DEV (see bench/matching/README.md)');

await onEachBenchDatabase('GET /api/geocode over ECB+ place names', async (_backend, database) => {
  await runMigrations(database.pool);
  const geocoder = createGeocoder(database.db);
  await geocoder.ready();
  const lines: string[] = [];
  let asked = 0;
  for (const article of loadEcbplus()) {
    const places = resolveEntities(`${article.title}\n${article.body}`).filter((e) => e.type === 'Location');
    const names = places.map((e) => e.canonical_name);
    for (const entity of places) {
      if (unplacedOnly && entity.location) continue;
      const name = entity.canonical_name;
      const near = names.filter((n) => n !== name).slice(0, MAX_NEAR);
      const answer = await geocoder.geocode(name, { near });
      asked++;
      const p = answer?.place;
      if (!p || p.lat === null || p.lon === null) continue;
      const place = `${p.name} (${p.kind}, ${p.countryCode}.${p.admin1}, pop ${p.population})`;
      lines.push(`${article.id}\t${name}\t${p.lat},${p.lon}\t${place}`);
    }
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`  ${asked} names asked, ${lines.length} answered with a place: ${out}`);
});
