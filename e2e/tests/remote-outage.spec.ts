import { expect, type Page, test } from '@playwright/test';
import { REMOTE_NAMES } from '../../shared/remote-names.mjs';
import { fillRoutePath, remoteOf, SCREEN_TABLE } from '../support/screen-table';

// With any one remote's server unreachable, the shell and the other remotes' routes still work,
// and Retry recovers without a page reload once it is back.

// One screen of each remote, with what it shows when it works; path and label are the screen table's.
const screens = [
  { screen: 'reader/StoryPage', ok: 'Story not found' },
  { screen: 'builder/EvidenceGraph', ok: 'Story not found' },
  { screen: 'submit/TaskPage', ok: 'Task not found' },
  { screen: 'entity/EntityProfile', ok: 'Entity not found' },
] as const;
const cases = screens.map(({ screen, ok }) => ({
  remote: remoteOf(screen),
  path: fillRoutePath(SCREEN_TABLE.screens[screen].routes[0].path, {
    id: '00000000-0000-4000-8000-000000000000',
    taskId: '00000000-0000-4000-8000-000000000000',
    name: 'x',
  }),
  label: SCREEN_TABLE.screens[screen].label,
  ok,
}));

test('covers every remote', () => {
  expect(cases.map((c) => c.remote).sort()).toEqual([...REMOTE_NAMES].sort());
});

async function cutOff(page: Page, remote: string) {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

for (const c of cases) {
  test(`with the ${c.remote} remote down, the shell and other remotes work and Retry recovers`, async ({
    page,
  }) => {
    await cutOff(page, c.remote);
    await page.goto(c.path);
    await expect(page.getByText(`We couldn't load ${c.label}.`)).toBeVisible();
    await expect(page.getByRole('banner').getByPlaceholder('Search stories...')).toBeVisible();

    // Another remote's route still works in the same page.
    const other = cases.find((o) => o.remote !== c.remote)!;
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other.path);
    await expect(page.getByText(other.ok)).toBeVisible();

    // Back to the broken route; the remote comes back; Retry recovers in place (no reload).
    await page.goBack();
    await expect(page.getByText(`We couldn't load ${c.label}.`)).toBeVisible();
    await page.unroute(`**/remotes/${c.remote}/**`);
    const marker = await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
      return true;
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(c.ok)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      marker,
    );
  });
}

test('on /app a dead remote fails alone: the other two slots still render', async ({ page }) => {
  await cutOff(page, 'submit');
  await page.goto('/app');
  await expect(page.getByText("We couldn't load evidence submission.")).toBeVisible();
  await expect(page.getByText('New Low Maturity Threads')).toBeVisible();
  // The reader's feed still renders: a story card, or the empty state on a fresh database.
  const feed = page.getByRole('region', { name: 'Story feed' });
  await expect(
    feed.getByRole('article').first().or(feed.getByText('No threads yet. Seed the first one!')),
  ).toBeVisible();
});

test('a remote that hangs is given up on after the load timeout, then Retry works', async ({ page }) => {
  test.setTimeout(60_000);
  let hang = true;
  await page.route('**/remotes/entity/**', async (route) => {
    if (hang) return; // never answers
    await route.continue();
  });
  await page.goto('/people/00000000-0000-4000-8000-000000000000/x');
  await expect(page.getByText("We couldn't load this entity profile.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('It is taking too long to answer.')).toBeVisible();
  hang = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Entity not found')).toBeVisible();
});
