import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { canaryBucket } from '../../shared/remote-registry.mjs';

// Canary releases of one remote (README 'Canary releases, health and automatic rollback'): a healthy
// canary reaches its share of visitors, chosen by visitor id, and is promoted; a canary that throws on
// render is rolled back by the server, from the host's telemetry, while the live version keeps serving.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RELEASES = path.join(ROOT, '.cairn', 'e2e', 'releases');
const env = { ...process.env, CAIRN_RELEASES_DIR: RELEASES, PORT: process.env.E2E_PORT ?? '8181' };
const PROFILE = '/people/00000000-0000-4000-8000-000000000000/x';

function cli(script: string, ...args: string[]) {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
}
const registry = () => JSON.parse(readFileSync(path.join(RELEASES, 'registry.json'), 'utf8'));
const liveEntity = () => registry().remotes.entity.live as string;

/** Visitor ids inside and outside a remote's canary share. */
function visitors(remote: string, percent: number, count: number) {
  const inside: string[] = [];
  const outside: string[] = [];
  for (let i = 0; inside.length < count || outside.length < count; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    (canaryBucket(id, remote) < percent ? inside : outside).push(id);
  }
  return { inside: inside.slice(0, count), outside: outside.slice(0, count) };
}

/** A new browser (no stored id) whose cookie names this visitor, as after their first visit. */
async function visit(browser: Browser, baseURL: string, visitor: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cairn_visitor', value: visitor, url: baseURL }]);
  const page = await context.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

const versionOf = (page: Page) => page.locator('[data-remote="entity"]').getAttribute('data-remote-version');

test('a healthy canary reaches its share of visitors by visitor id, reports its health and is promoted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stable = liveEntity();
  const canary = cli('release.mjs', 'entity', '--tag', 'e2ecanary', '--canary', '50')
    .trim()
    .split('\n')
    .pop()!;
  expect(registry().remotes.entity.canary).toMatchObject({ version: canary, percent: 50 });
  const { inside, outside } = visitors('entity', 50, 2);

  for (const [visitor, expected] of [
    [inside[0]!, canary],
    [outside[0]!, stable],
    [inside[1]!, canary],
    [outside[1]!, stable],
  ] as const) {
    await visit(browser, baseURL!, visitor, async (page) => {
      const beacon = page.waitForRequest((r) => r.url().endsWith('/api/telemetry'), { timeout: 15_000 });
      await page.goto(PROFILE);
      await expect(page.getByText('Entity not found')).toBeVisible();
      expect(await versionOf(page)).toBe(expected);
      // The host adopted the cookie's id: the same visitor gets the same version on every page.
      await page.reload();
      await expect(page.getByText('Entity not found')).toBeVisible();
      expect(await versionOf(page)).toBe(expected);
      await beacon;
    });
  }

  // The health figures of both versions, from the host's reports.
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/api/ops/remotes`);
      const body = await response.json();
      const entity = body.remotes.find((r: { name: string }) => r.name === 'entity');
      return entity.versions
        .filter((v: { loads: number }) => v.loads > 0)
        .map((v: { version: string; channel: string }) => `${v.version} ${v.channel}`)
        .sort();
    })
    .toEqual([`${canary} canary`, `${stable} stable`].sort());
  const status = cli('remotes.mjs', 'status', '--server', baseURL!);
  expect(status).toContain(canary);
  expect(status).toMatch(/canary 50%/);

  cli('remotes.mjs', 'promote', 'entity');
  await visit(browser, baseURL!, outside[0]!, async (page) => {
    await page.goto(PROFILE);
    await expect(page.getByText('Entity not found')).toBeVisible();
    expect(await versionOf(page)).toBe(canary);
  });
  cli('remotes.mjs', 'use', 'entity', stable);
});

test('a canary that throws on render is rolled back by the server while the live version serves everyone else', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stable = liveEntity();
  // A broken deploy: the live build with every screen replaced by one that throws when rendered.
  const broken = `${stable}.broken${Date.now()}`;
  const folder = path.join(RELEASES, 'entity', broken);
  cpSync(path.join(RELEASES, 'entity', stable), folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'broken-screen.js'),
    "export default function BrokenScreen() { throw new Error('canary fault on render'); }\n",
  );
  const entry = path.join(folder, 'remoteEntry.js');
  // Each exposed screen's factory, `"./EntityProfile":()=>i(()=>import(`./assets/…js`),…)` once
  // minified, imports the broken screen instead.
  const patched = readFileSync(entry, 'utf8').replace(
    /("\.\/[A-Za-z]+":\(\)=>(?:\w+\(\(\)=>)?import\()[`"][^`"]+[`"]/g,
    '$1"./broken-screen.js"',
  );
  expect(patched).toContain('broken-screen.js');
  writeFileSync(entry, patched);
  cli('remotes.mjs', 'canary', 'entity', broken, '50');
  const { inside, outside } = visitors('entity', 50, 6);

  const started = Date.now();
  let crashes = 0;
  for (const visitor of inside) {
    if (!registry().remotes.entity.canary) break;
    await visit(browser, baseURL!, visitor, async (page) => {
      // Settled either way: when the page turns out served by the live version (below), no beacon comes and
      // the page closes with the wait still pending, which must not fail the test as an unhandled rejection.
      const beacon = page
        .waitForRequest((r) => r.url().endsWith('/api/telemetry'), { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await page.goto(PROFILE);
      const crashed = page.getByText('It stopped with an error.', { exact: false });
      const served = page.getByText('Entity not found');
      await expect(crashed.or(served)).toBeVisible();
      if (await served.isVisible()) {
        // The server rolled the canary back between the check above and this page.
        expect(registry().remotes.entity.canary).toBeUndefined();
        return;
      }
      // The slot contains the crash; the shell and the rest of the site still work.
      await expect(page.getByText("We couldn't load", { exact: false })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      crashes++;
      expect(await beacon, 'the crash was reported to /api/telemetry').toBe(true);
    });
  }
  // CAIRN_CANARY_MIN_LOADS is 5 in the browser suites: nothing is decided on fewer.
  expect(crashes).toBeGreaterThanOrEqual(5);
  // Everyone else kept the live version throughout.
  await visit(browser, baseURL!, outside[0]!, async (page) => {
    await page.goto(PROFILE);
    await expect(page.getByText('Entity not found')).toBeVisible();
    expect(await versionOf(page)).toBe(stable);
  });

  // The server ends the canary by itself, with its reason.
  await expect.poll(() => registry().remotes.entity.canary ?? null, { timeout: 30_000 }).toBeNull();
  expect(Date.now() - started).toBeLessThan(120_000);
  const decision = registry().decisions.at(-1);
  expect(decision).toMatchObject({ remote: 'entity', version: broken, action: 'rollback', by: 'server' });
  expect(decision.reason).toMatch(/render errors in \d+ loads .* exceed the budget of 50 per 1,000/);
  expect(cli('remotes.mjs', 'status', '--server', baseURL!)).toContain(
    `entity ${broken}: rollback (automatic)`,
  );

  // The canary's visitors are back on the live version.
  await visit(browser, baseURL!, inside[0]!, async (page) => {
    await page.goto(PROFILE);
    await expect(page.getByText('Entity not found')).toBeVisible();
    expect(await versionOf(page)).toBe(stable);
  });
});
