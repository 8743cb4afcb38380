import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Rolling one remote back: two builds of the entity remote, the registry pointed at the older one,
// a reload shows it; the host is not rebuilt (its files do not change).

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const STATE = path.join(ROOT, '.cairn', 'e2e');
const env = { ...process.env, CAIRN_RELEASES_DIR: path.join(STATE, 'releases') };

function cli(script: string, ...args: string[]) {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
}

test('a remote is rolled back through the registry alone', async ({ page }) => {
  test.setTimeout(120_000);
  const hostIndex = path.join(ROOT, 'host', 'dist', 'index.html');
  const hostBefore = { mtime: statSync(hostIndex).mtimeMs, body: readFileSync(hostIndex, 'utf8') };

  const older = cli('release.mjs', 'entity', '--tag', 'e2eolder').trim().split('\n').pop()!;
  const newer = cli('release.mjs', 'entity', '--tag', 'e2enewer').trim().split('\n').pop()!;
  expect(older).not.toBe(newer);

  const running = page.locator('[data-remote="entity"]');
  await page.goto('/people/00000000-0000-4000-8000-000000000000/x');
  await expect(running).toHaveAttribute('data-remote-version', newer);
  const live = async () =>
    (await (await page.request.get('/remotes.json')).json()).remotes.find(
      (r: { name: string }) => r.name === 'entity',
    ).version as string;
  expect(await live()).toBe(newer);

  cli('remotes.mjs', 'use', 'entity', older);
  expect(await live()).toBe(older);
  const entryRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/entity/')) entryRequests.push(new URL(r.url()).pathname);
  });
  await page.reload();
  // The code that runs now is the older build: it stamps its own version.
  await expect(running).toHaveAttribute('data-remote-version', older);
  await expect(page.getByText('Entity not found')).toBeVisible();
  expect(entryRequests.some((p) => p.startsWith(`/remotes/entity/${older}/`))).toBe(true);
  expect(entryRequests.some((p) => p.startsWith(`/remotes/entity/${newer}/`))).toBe(false);

  // `rollback` returns to the version before the current one.
  cli('remotes.mjs', 'use', 'entity', newer);
  cli('remotes.mjs', 'rollback', 'entity');
  expect(await live()).toBe(older);

  expect(statSync(hostIndex).mtimeMs).toBe(hostBefore.mtime);
  expect(readFileSync(hostIndex, 'utf8')).toBe(hostBefore.body);
});
