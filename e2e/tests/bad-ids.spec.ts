import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { unknownId } from '../support/ids';
import { fillRoutePath, screenRoutes } from '../support/screen-table';

// Every address of the screen table whose id names nothing: a malformed id, an unknown one, odd
// characters, one too long. The visitor gets the screen's not-found text as the page's heading and a way
// on, never a blank screen or the validator's words the API answers with ('Invalid path parameter id:
// Invalid UUID'), which the API keeps (docs/decisions.md 'Addresses with a malformed or unknown id').

/** Each screen with an id in its address: its not-found heading and the link it offers. */
const EXPECTED: Record<string, { title: string; link: string }> = {
  'reader/StoryPage': { title: 'Story not found', link: '← Back to Home' },
  'builder/BuilderWorkspace': { title: 'Story not found', link: '← Back to Story' },
  'builder/EvidenceGraph': { title: 'Story not found', link: '← Back to Home' },
  'submit/TaskPage': { title: 'Task not found', link: 'Submit evidence' },
  'entity/EntityProfile': { title: 'Entity not found', link: '← Back to Home' },
};

/** An id as it stands in the address (already percent-encoded where it needs to be). */
const IDS: Record<string, () => string> = {
  malformed: () => 'abc',
  unknown: unknownId,
  space: () => '%20',
  'encoded slashes': () => '..%2F..%2Fetc',
  'a stray percent': () => '100%',
  'bad UTF-8': () => '%E0%A4%A',
  'very long': () => 'a'.repeat(3000),
  // Past the server's 8 KiB URL limit: the page still comes (414) and its route says not found.
  'past 8 KiB': () => 'a'.repeat(9000),
};

const VALIDATOR_WORDS = /Invalid|UUID|parameter|segment|percent-encoding|Failed to/;

async function expectNotFound(page: Page, screen: string) {
  const { title, link } = EXPECTED[screen]!;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText('The link may be mistyped or cut short.')).toBeVisible();
  await expect(main.getByRole('link', { name: link })).toBeVisible();
  await expect(main).not.toContainText(VALIDATOR_WORDS);
  await expect(page.getByText("We couldn't load")).toHaveCount(0);
}

test('every screen with an id in its address is covered', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(
    [...new Set(screenRoutes().map((route) => route.screen as string))].sort(),
  );
});

for (const route of screenRoutes()) {
  test(`${route.path} at a malformed, unknown or odd id says '${EXPECTED[route.screen]?.title}'`, async ({
    page,
  }) => {
    for (const [kind, id] of Object.entries(IDS)) {
      const address = fillRoutePath(route.path, {
        id: 'ID',
        taskId: 'ID',
        name: 'some-name',
        slug: 'x',
      }).replace('ID', id());
      await test.step(kind, async () => {
        await page.goto(address);
        await expectNotFound(page, route.screen);
      });
    }
  });
}

test('the task page at a malformed id: Task not found, and the way to submit again works by keyboard', async ({
  page,
}) => {
  await page.goto('/result/abc');
  await expectNotFound(page, 'submit/TaskPage');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const submit = page.getByRole('link', { name: 'Submit evidence' });
  for (let i = 0; i < 10 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByPlaceholder('Paste news URL, text, or upload file...')).toBeVisible();
});

test('the builder at a malformed id goes back to the same id on the reader, which says Story not found', async ({
  page,
}) => {
  await page.goto('/builder/..%2F..%2Fetc');
  await expectNotFound(page, 'builder/BuilderWorkspace');
  await page.getByRole('link', { name: '← Back to Story' }).click();
  await expect(page).toHaveURL(/\/story\/\.\.%2F\.\.%2Fetc$/);
  await expectNotFound(page, 'reader/StoryPage');
});

test('a page address with bad percent-encoding gets the app (400), not the JSON of the API', async ({
  page,
  request,
}) => {
  const response = await page.goto('/story/%');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expectNotFound(page, 'reader/StoryPage');
  // The API itself keeps its 4xx { error } for the same mistakes.
  const api = await request.get('/api/stories/abc');
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: expect.stringMatching(/Invalid/) });
});

for (const [width, scheme] of [
  [360, 'light'],
  [360, 'dark'],
] as const) {
  test(`the not-found pages fit ${width} px in ${scheme} mode and axe finds nothing serious`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, colorScheme: scheme });
    const page = await context.newPage();
    for (const screen of Object.keys(EXPECTED)) {
      const route = screenRoutes().find((r) => r.screen === screen)!;
      // A name longer than the line the entity's page quotes it on.
      await page.goto(
        fillRoutePath(route.path, { id: 'abc', taskId: 'abc', name: `${'long-name-'.repeat(30)}x` }),
      );
      await expectNotFound(page, screen);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${screen} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
    await context.close();
  });
}
