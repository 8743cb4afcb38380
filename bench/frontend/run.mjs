// Front-end figures of issue 5 (item 8), measured in Chromium against the production build that
// `npm start` serves, and against the same app built WITHOUT Module Federation, in the same run:
//   /app cold load: JS bytes (as transferred, and gzip), requests, LCP, downloads of each singleton
//   client-side navigation from /app to the task page (click 'Extraction details' → its h1)
//   story match latency: Enter in the submission box → 'No match found…' / 'Found related story…'
//   /story/{id} cold load (issue 11): JS gzip, LCP with and without federation, chat code left out
//   /locations/{id}/{slug} cold load with its map drawn (issue 13): JS gzip, Leaflet downloads
// Usage: node bench/frontend/run.mjs [--samples=5] [--matches=5] [--no-build] [--list] [--help]
// See bench/frontend/README.md for the method. This file runs the bench; processes.mjs starts and stops
// the servers, browser.mjs measures in the page, report.mjs prints the figures.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium-launch.mjs';
import { coldLoad, matchLatency } from './browser.mjs';
import { buildWithoutFederation, importScreenTable, ROOT } from './no-federation.config.mjs';
import { cleanup, cleanupOnSignals, log, onCleanup, runNode, seed, startCairnServer } from './processes.mjs';
import { kib, msText, report } from './report.mjs';
import {
  builderColdLoad,
  locationColdLoad,
  locationOfStory,
  PLACE_ARTICLE,
  reportBuilderPage,
  reportLocationPage,
} from './screen-loads.mjs';
import { startStaticServer } from './static-server.mjs';
import { reportStoryPage, storyColdLoad } from './story-page.mjs';

// ---------------------------------------------------------------------------------------------- options

const USAGE = `Usage: node bench/frontend/run.mjs [options]
  --samples=N   cold loads of /app per variant (default 5, or BENCH_SAMPLES)
  --matches=N   story match submissions (default: the samples, or BENCH_MATCHES)
  --no-build    measure the current build; skip node scripts/build.mjs
  --list        list every JS response of the last sample of each variant
  --help        print this and exit
See bench/frontend/README.md for the method.`;
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(arg ? arg.split('=')[1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}
const SAMPLES = option('samples', process.env.BENCH_SAMPLES ?? 5);
const MATCHES = option('matches', process.env.BENCH_MATCHES ?? SAMPLES);
const SKIP_BUILD = process.argv.includes('--no-build');
/** Print every JS response of the last sample of each variant, not only the largest. */
const LIST_ALL = process.argv.includes('--list');

/** The remotes whose screens /app composes (the screen table's page). */
const { SCREEN_TABLE, remoteOf } = await importScreenTable();
const APP_PAGE = SCREEN_TABLE.pages['/app'];
const APP_REMOTES = [...new Set([APP_PAGE.main, ...APP_PAGE.beside].map((id) => remoteOf(id)))];

cleanupOnSignals();

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-frontend-'));
  onCleanup(() => rmSync(temp, { recursive: true, force: true }));

  if (!SKIP_BUILD) {
    log('building what npm start serves (node scripts/build.mjs; unchanged parts are skipped)');
    await runNode([path.join(ROOT, 'scripts', 'build.mjs')], 'scripts/build.mjs');
  }
  log('building the same app without Module Federation');
  const noFederationDir = path.join(temp, 'no-federation');
  await buildWithoutFederation(noFederationDir);

  log('starting the production server and the fixture news site (scripts/e2e-server.mjs)');
  const { origin, fixturePort } = await startCairnServer(temp);
  process.env.E2E_FIXTURE_PORT = String(fixturePort);
  const { tsImport } = await import('tsx/esm/api');
  const fixtures = await tsImport(path.join(ROOT, 'e2e', 'support', 'fixture-site.ts'), import.meta.url);
  const articlePaths = [...fixtures.FLOOD_ARTICLE_PATHS, fixtures.TRANSIT_ARTICLE_PATH];

  log(`seeding ${articlePaths.length} fixture articles`);
  const seeded = [];
  for (const articlePath of articlePaths) seeded.push(await seed(origin, fixtures.fixtureUrl(articlePath)));
  // A text about real places, for the location profile and its map (the fixture towns are fictional).
  const placeTask = await seed(origin, PLACE_ARTICLE);
  const valencia = await locationOfStory(origin, placeTask.story_match.story_id, 'Valencia');

  const bundled = await startStaticServer({ dir: noFederationDir, apiOrigin: origin });
  onCleanup(() => bundled.close());

  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  onCleanup(() => browser.close());

  // The stored submission whose 'Extraction details' link the navigation sample clicks.
  const task = seeded[0];
  const submission = {
    id: randomUUID(),
    input: task.url,
    status: 'completed',
    createdAt: new Date().toISOString(),
    taskId: task.task_id,
    preview: null,
    storyMatch: task.story_match,
    message: null,
    messageTone: 'info',
    polls: 0,
    cacheHit: false,
  };

  const variants = [
    { key: 'federated', label: 'federated (npm start)', origin },
    { key: 'bundled', label: 'no federation', origin: bundled.origin },
  ];
  log('warm-up load of each variant (not counted: the server warms its caches and JIT)');
  for (const variant of variants)
    await coldLoad(browser, variant.origin, { submission, appRemotes: APP_REMOTES });

  const samples = { federated: [], bundled: [] };
  for (let i = 0; i < SAMPLES; i++) {
    // Interleaved, in alternating order, so machine noise hits both variants alike.
    const order = i % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const sample = await coldLoad(browser, variant.origin, { submission, appRemotes: APP_REMOTES });
      samples[variant.key].push(sample);
      log(
        `sample ${i + 1}/${SAMPLES} ${variant.key}: JS ${kib(sample.jsGzip)} gzip, ${sample.requests} requests, ` +
          `LCP ${msText(sample.lcpMs)} ${sample.lcpElement}, task page ${msText(sample.navigationMs)}`,
      );
    }
  }

  // The reader story page (issue 11) of the story the first fixture article made, both builds interleaved.
  const storyId = seeded[0].story_match?.story_id;
  if (!storyId) throw new Error('the first fixture article matched no story');
  for (const variant of variants) await storyColdLoad(browser, variant.origin, storyId);
  const storySamples = { federated: [], bundled: [] };
  for (let i = 0; i < SAMPLES; i++) {
    const order = i % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const sample = await storyColdLoad(browser, variant.origin, storyId);
      storySamples[variant.key].push(sample);
      log(
        `story sample ${i + 1}/${SAMPLES} ${variant.key}: JS ${kib(sample.jsGzip)} gzip, LCP ${msText(sample.lcpMs)} ` +
          `${sample.lcpElement}${sample.chatLoaded ? ', chat code loaded' : ''}`,
      );
    }
  }

  // The location profile with its map (issue 13): the federated build, as npm start serves it.
  const locationPath = `/locations/${valencia}/valencia`;
  await locationColdLoad(browser, origin, locationPath, 'Valencia');
  const locationSamples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const sample = await locationColdLoad(browser, origin, locationPath, 'Valencia');
    locationSamples.push(sample);
    log(`location sample ${i + 1}/${SAMPLES}: JS ${kib(sample.jsGzip)} gzip, map in ${msText(sample.mapMs)}`);
  }

  // The builder workspace before a graph is opened (issue 12), the federated build.
  await builderColdLoad(browser, origin, storyId);
  const builderSamples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const sample = await builderColdLoad(browser, origin, storyId);
    builderSamples.push(sample);
    log(`builder sample ${i + 1}/${SAMPLES}: JS ${kib(sample.jsGzip)} gzip`);
  }

  log(`story match latency: ${MATCHES} submissions of distinct URLs through the /app submission box`);
  const matches = [];
  const runId = Date.now().toString(36);
  for (let i = 0; i < MATCHES; i++) {
    const articlePath = articlePaths[i % articlePaths.length];
    const url = `${fixtures.fixtureUrl(articlePath)}?bench=${runId}-${i}`;
    const match = await matchLatency(browser, origin, url);
    matches.push(match);
    log(`match ${i + 1}/${MATCHES}: ${msText(match.ms)} (server ${msText(match.serverMs)}) "${match.text}"`);
  }

  report(samples, matches, { sampleCount: SAMPLES, listAll: LIST_ALL });
  reportStoryPage(storySamples);
  reportLocationPage(locationSamples);
  reportBuilderPage(builderSamples);
}

try {
  await main();
} catch (error) {
  console.error(
    `[bench:frontend] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
} finally {
  await cleanup();
}
