// Cold loads of two screens on the production build that `npm start` serves, and their reports:
// - issue 13: /locations/{id}/{slug} with its map drawn (Leaflet, the offline world layer and the marker);
// - issue 12: /builder/{id} until its Evidence tab shows, before any graph is opened (Cytoscape must not
//   be in it).
import { gzipSync } from 'node:zlib';
import { kib, median } from './report.mjs';

export const LOCATION_TARGETS = { jsGzipKiB: 300 };

/** A short real-world text whose places the offline gazetteer knows (the e2e entity suite's story). */
export const PLACE_ARTICLE = `Floods in Valencia leave dozens dead as Spain mourns

VALENCIA, Spain — Torrential rain flooded towns across the Valencia region of eastern Spain on Tuesday, killing at least 95 people, emergency services said. Carlos Mazón, the president of the Valencian regional government, said the regional government acted on the information it had. "We will rebuild every street," Carlos Mazón told reporters in Valencia.

Spain's weather agency AEMET had issued a red alert on Tuesday morning, AEMET said in a statement. Critics accused the regional government of sending phone alerts too late. Mazón said the alerts followed the protocol in force. Prime Minister Pedro Sánchez visited Valencia on Thursday and promised aid from Madrid.`;

/** The location entity named `name` in the story's entities, for its profile address. */
export async function locationOfStory(origin, storyId, name) {
  const response = await fetch(`${origin}/api/story/${storyId}/entities`);
  const { entities } = await response.json();
  const found = entities.locations.find((/** @type {{ name: string }} */ e) => e.name === name);
  if (!found) throw new Error(`the story has no location named ${name}`);
  return found.canonical_id;
}

/** Every JavaScript response (status 200) of the page: its URL and gzip size (zlib -6), once settled. */
function collectScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })));
  });
  return scripts;
}

/** One cold load of the profile in a fresh context, until its map shows the marker, then idle. */
export async function locationColdLoad(browser, origin, path, placeName) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = collectScripts(page);
    const started = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // The map loads Leaflet only when it comes into view: bring it there, as a reader scrolling would.
    const map = page.getByTestId('place-map');
    await map.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await map.locator(`.leaflet-marker-icon[title="${placeName}"]`).waitFor({ timeout: 20_000 });
    const mapMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    return {
      jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
      jsRequests: loaded.length,
      leafletRequests: loaded.filter((s) => /leaflet|map/i.test(new URL(s.url).pathname)).length,
      mapMs,
    };
  } finally {
    await context.close();
  }
}

/** One cold load of the builder workspace in a fresh context, until its Evidence tab shows, then idle. */
export async function builderColdLoad(browser, origin, storyId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(`${origin}/builder/${storyId}`, { waitUntil: 'load' });
    await page.getByRole('tab', { name: /^Evidence/ }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    return {
      jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
      jsRequests: loaded.length,
      // The graph library is its own chunk (cytoscape.esm-<hash>.js), imported by the graph tabs only.
      cytoscapeLoaded: loaded.some((s) => /\/cytoscape[^/]*\.js$/.test(new URL(s.url).pathname)),
    };
  } finally {
    await context.close();
  }
}

/** The JS gzip line of a screen's report: median / worst of the samples against a target in KiB. */
function printJsGzip(samples, targetKiB) {
  const worst = Math.max(...samples.map((s) => s.jsGzip));
  console.log(
    `  JS gzip (computed, zlib -6)  ${kib(median(samples.map((s) => s.jsGzip)))} / ${kib(worst)}` +
      `  target ≤ ${targetKiB} KiB  ${worst <= targetKiB * 1024 ? 'PASS' : 'MISS'}`,
  );
}

/** Prints the builder workspace's cold load (federated) against issue 12's target. */
export function reportBuilderPage(samples) {
  console.log('');
  console.log('/builder/{id} cold load before a graph is opened (federated, npm start); median / worst');
  printJsGzip(samples, 300);
  console.log(
    `  Cytoscape in the cold load   ${samples.some((s) => s.cytoscapeLoaded) ? 'yes (MISS)' : 'no (PASS)'}`,
  );
}

/** Prints the location profile's figures (federated build) against the target. */
export function reportLocationPage(samples) {
  console.log('');
  console.log('/locations/{id}/{slug} cold load with the map (federated, npm start); median / worst');
  printJsGzip(samples, LOCATION_TARGETS.jsGzipKiB);
  console.log(
    `  JS requests                  ${median(samples.map((s) => s.jsRequests))} / ${Math.max(...samples.map((s) => s.jsRequests))}`,
  );
  console.log(
    `  map chunks (Leaflet, react-leaflet, the map)  ${Math.max(...samples.map((s) => s.leafletRequests))}`,
  );
  console.log(
    `  map drawn (goto → marker)    ${Math.round(median(samples.map((s) => s.mapMs)))} ms / ${Math.max(...samples.map((s) => s.mapMs))} ms`,
  );
}
