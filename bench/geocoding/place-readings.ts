// Which GeoNames place the recogniser reads for every located entity of the ECB+ development corpus (772 real
// articles): one line per article and place, 'id <TAB> mention <TAB> lat,lon <TAB> population'. The place
// rules have no gold coordinates to score against, so a change is judged by diffing this listing before and
// after it and reading each changed sentence (docs/decisions.md, 2026-11-29 'A town in the state the page
// names'). Run: node scripts/pnpm.mjs --filter @cairn/server exec tsx ../bench/geocoding/place-readings.ts > after.tsv
import { resolveEntities } from '../../server/src/intelligence/entities/resolve-entities';
import { ecbplusPath, loadEcbplus } from '../matching/ecbplus';

if (!ecbplusPath())
  throw new Error('ECB+ development set not found: set ECBPLUS_DEV (see bench/matching/README.md)');
for (const article of loadEcbplus()) {
  for (const e of resolveEntities(`${article.title}\n${article.body}`)) {
    if (e.type !== 'Location' || !e.location) continue;
    const { lat, lon, population } = e.location;
    console.log(`${article.id}\t${e.canonical_name}\t${lat},${lon}\t${population}`);
  }
}
