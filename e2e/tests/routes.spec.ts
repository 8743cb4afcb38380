import { expect, test } from '@playwright/test';
import { unknownId } from '../support/ids';
import { addressesOf, fillRoutePath, remoteOf, SCREEN_TABLE, screenRoutes } from '../support/screen-table';

// Every route of SPEC §2 renders its screen, or its specified empty or error state. The remote screens'
// routes come from the screen table (@cairn/shared/contracts/screens).

for (const route of screenRoutes()) {
  test(`${route.path} renders ${route.screen} inside the shell`, async ({ page }) => {
    await page.goto(addressesOf(route.path)[0]!);
    await expect(page.locator(`[data-remote="${remoteOf(route.screen)}"]`).first()).toBeAttached();
    await expect(page.getByText("We couldn't load")).toHaveCount(0);
    await expect(page.getByRole('banner').getByPlaceholder('Search stories...')).toBeVisible();
  });
}

test('landing page at / carries the tagline, four tabs, a quote and a way in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Truth Builds' })).toBeVisible();
  for (const tab of ['CAIRN', 'THERE', 'WHY', 'WHEN']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'CAIRN' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'THERE' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('blockquote')).toContainText('one stone at a time');
  await page.getByRole('link', { name: 'Enter Cairn' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('/app composes the feed, submission and low-maturity threads from three remotes', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('banner').getByPlaceholder('Search stories...')).toBeVisible();
  // Another suite may have added stories to the shared database: a card or the empty state.
  const feed = page.getByRole('region', { name: 'Story feed' });
  await expect(
    feed.getByRole('article').first().or(feed.getByText('No threads yet. Seed the first one!')),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Paste news URL, text, or upload file...')).toBeVisible();
  await expect(page.getByText('New Low Maturity Threads')).toBeVisible();
  await expect(page.getByText('How it works')).toBeVisible();
  await expect(page.getByTestId('user-badge')).toHaveText(/^[0-9A-Z]{2}/);
});

test('/app lays the feed left of the side panels when wide, below them when narrow', async ({ browser }) => {
  for (const [width, feedBesideSide] of [
    [1280, true],
    [360, false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/app');
    const feed = (await page.getByRole('region', { name: 'Story feed' }).boundingBox())!;
    const side = (await page.getByRole('complementary', { name: 'Contribute' }).boundingBox())!;
    if (feedBesideSide) {
      expect(feed.x + feed.width).toBeLessThanOrEqual(side.x);
      expect(Math.abs(feed.y - side.y)).toBeLessThanOrEqual(1);
    } else {
      expect(side.y + side.height).toBeLessThanOrEqual(feed.y);
    }
    await context.close();
  }
});

test('the header keeps a valid visitor id across reloads and replaces an invalid one', async ({ page }) => {
  const storedId = () => page.evaluate(() => localStorage.getItem('cairn_news_user_id'));
  const badge = page.getByTestId('user-badge');
  await page.goto('/app');
  await expect(badge).toBeVisible();
  const first = await storedId();
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5]/);
  await expect(badge).toHaveText(new RegExp(`^${first!.slice(0, 2).toUpperCase()}`));
  await page.reload();
  await expect(badge).toBeVisible();
  expect(await storedId()).toBe(first);
  await page.evaluate(() => localStorage.setItem('cairn_news_user_id', 'not-a-uuid'));
  await page.reload();
  await expect(badge).toBeVisible();
  await expect.poll(storedId).not.toBe('not-a-uuid');
  expect(await storedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5]/);
});

test('/story/{id} of an unknown story says so with a way home', async ({ page }) => {
  await page.goto(`/story/${unknownId()}`);
  await expect(page.getByText('Story not found')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
});

for (const { path } of SCREEN_TABLE.screens['builder/BuilderWorkspace'].routes) {
  test(`${path} of an unknown story offers the way back to it`, async ({ page }) => {
    const id = unknownId();
    await page.goto(fillRoutePath(path, { id }));
    await expect(page.getByText('Story not found')).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Story' })).toHaveAttribute('href', `/story/${id}`);
  });
}

test('/build/{id} of an unknown story says so with a way home, and offers nothing to build', async ({
  page,
}) => {
  await page.goto(`/build/${unknownId()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('No graph data available for this story yet.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '+ Add Artifact' })).toHaveCount(0);
});

test('/result/{taskId} of an unknown task says Task not found, with Back to Home and Submit evidence', async ({
  page,
}) => {
  await page.goto(`/result/${unknownId()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Task not found' })).toBeVisible();
  // No Try again: asking again for a task that does not exist cannot help.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Submit evidence' })).toHaveAttribute('href', '/app');
});

const entityRoutes = SCREEN_TABLE.screens['entity/EntityProfile'].routes.flatMap(({ path }) =>
  addressesOf(path),
);
for (const address of entityRoutes) {
  test(`entity route ${address.replace(/[0-9a-f-]{36}/g, ':id')} renders the entity profile`, async ({
    page,
  }) => {
    await page.goto(address);
    await expect(page.getByText(/Entity not found|Failed to load entity details/)).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Home' })).toBeVisible();
  });
}

test('an unknown address shows a not-found page inside the shell', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // A short page: the footer sits at the window's bottom, and the page does not scroll.
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(Math.abs(footer.y + footer.height - 800)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
  await page.getByRole('link', { name: '← Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Truth Builds' })).toBeVisible();
});

test('the landing page tabs fit a 360 px window without scrolling sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const tablist = page.getByRole('tablist', { name: 'Cairn views' });
  await expect(tablist).toBeVisible();
  expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test('client-side navigation between remotes keeps the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter Cairn' }).click();
  await expect(page.getByText('New Low Maturity Threads')).toBeVisible();
  await page.evaluate(() => window.history.pushState({}, '', `/result/00000000-0000-4000-8000-000000000000`));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();
});
