import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FLOOD_ARTICLE_PATHS, fixtureUrl, TRANSIT_ARTICLE_PATH } from '../support/fixture-site';

// Issue 5's browser suite: a new visitor finds, submits, follows and opens a story through the /app
// screens, against the production build and the local fixture news site (scripts/e2e-server.mjs).
// The tests of this file build on each other (one database), so they run in order.
test.describe.configure({ mode: 'serial' });

const submitBox = (page: Page) => page.getByPlaceholder('Paste news URL, text, or upload file...');
const submissions = (page: Page) => page.getByRole('region', { name: 'Your Submissions' });

async function submit(page: Page, content: string) {
  await submitBox(page).fill(content);
  await submitBox(page).press('Enter');
}

/** Axe finds no serious or critical violation on the page as it stands. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}

let firstStoryId = '';

test('a submitted URL goes from Queued to a new story, and View Story opens it', async ({ page }) => {
  await page.goto('/app');
  const submitButton = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submitButton).toBeDisabled();
  await submit(page, `Read this: ${fixtureUrl(FLOOD_ARTICLE_PATHS[0]!)}`);
  const item = submissions(page).getByRole('listitem').first();
  await expect(item.getByText('No match found, new story emerging...')).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: 'View Story' }).click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
  firstStoryId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/flood|Alder River|Millbrook/i);
});

test('a second article about the same event finds the story, with its match percentage', async ({ page }) => {
  await page.goto('/app');
  await submit(page, fixtureUrl(FLOOD_ARTICLE_PATHS[1]!));
  const item = submissions(page).getByRole('listitem').first();
  await expect(item.getByText(/^Found related story \(\d+% match\)$/)).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: 'View Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${firstStoryId}$`));
});

test('pasted text with no link asks for a URL; the submissions survive a reload', async ({ page }) => {
  await page.goto('/app');
  await submit(page, 'Just some words without any address in them');
  await expect(page.getByText('Please submit a valid news article URL')).toBeVisible();
  await submit(page, fixtureUrl(TRANSIT_ARTICLE_PATH));
  await expect(
    submissions(page).getByRole('listitem').first().getByText('No match found, new story emerging...'),
  ).toBeVisible({ timeout: 30_000 });
  await page.reload();
  // Each test has its own browser storage: this one holds the one submission it made.
  const kept = submissions(page).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByText('No match found, new story emerging...')).toBeVisible();
});

test('the task page shows the extraction, then cleans and semantizes it', async ({ page }) => {
  await page.goto('/app');
  await submit(page, fixtureUrl(FLOOD_ARTICLE_PATHS[2]!));
  const item = submissions(page).getByRole('listitem').first();
  await expect(item.getByText(/^Found related story \(\d+% match\)$/)).toBeVisible({ timeout: 30_000 });
  await item.getByRole('link', { name: /Extraction details/ }).click();
  await expect(page).toHaveURL(/\/result\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Alder River/i, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Clean' }).click();
  const semantize = page.getByRole('button', { name: 'Semantize' });
  await expect(semantize).toBeEnabled({ timeout: 40_000 });
  await semantize.click();
  await expect(
    page.getByText(/official_fact|reported_claim|allegation|observation|reported/i).first(),
  ).toBeVisible({
    timeout: 70_000,
  });
  await expectAccessible(page);
});

test('header search: / focuses it, arrows choose a story, Enter opens it, Escape closes', async ({
  page,
}) => {
  await page.goto('/app');
  const search = page.getByRole('combobox', { name: /search/i });
  await expect(page.getByRole('region', { name: 'Story feed' }).getByRole('article').first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('alder rvier'); // a typo: search is typo-tolerant
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText(/\d+ sources?\b/);
  await expect(options.first()).not.toContainText(/(?<!\d)1 sources/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);

  await page.goto('/app');
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('zzqxv');
  // The visible message (a screen-reader status repeats it off screen).
  const noMatches = page.getByRole('paragraph').filter({ hasText: 'No stories found for "zzqxv"' });
  await expect(noMatches).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(noMatches).toBeHidden();
  await expect(search).not.toBeFocused();
});

test('the feed lists the stories, scrolls to its end and opens a card', async ({ page }) => {
  await page.goto('/app');
  const feed = page.getByRole('region', { name: 'Story feed' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 5_000);
  await expect(page.getByText("You've reached the end")).toBeVisible();
  await expectAccessible(page);
  await feed.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
});

test('the feed shows its empty and error states', async ({ page }) => {
  await page.route('**/api/stories?*', (route) =>
    route.request().url().includes('max_coherence')
      ? route.continue()
      : route.fulfill({ status: 200, contentType: 'application/json', body: '{"stories":[]}' }),
  );
  await page.goto('/app');
  await expect(page.getByText('No threads yet. Seed the first one!')).toBeVisible();

  await page.unroute('**/api/stories?*');
  await page.route('**/api/stories?*', (route) =>
    route.request().url().includes('max_coherence')
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.reload();
  await expect(page.getByText(/Failed to load stories|No threads available/)).toBeVisible();
});
