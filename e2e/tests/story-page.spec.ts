import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FLOOD_ARTICLE_PATHS, fixtureUrl } from '../support/fixture-site';

// Issue 11's browser suite: the reader story page of SPEC §2 on the production build, with stories made
// from the local fixture news site. The tests share one database and build on the first one's story.
test.describe.configure({ mode: 'serial' });

const VISITOR = '0b9f3c1e-2d4a-4b6c-8e1f-3a5b7c9d1e2f';
let storyId = '';

/** POST /api/seed, then polls the task until it is final; answers the task. */
async function seed(request: APIRequestContext, content: string) {
  const seeded = await request.post('/api/seed', { data: { content }, headers: { 'X-User-Id': VISITOR } });
  expect(seeded.ok()).toBe(true);
  const { task_id: taskId } = await seeded.json();
  for (let i = 0; i < 120; i++) {
    const task = await (
      await request.get(`/api/task/${taskId}`, { headers: { 'X-User-Id': VISITOR } })
    ).json();
    if (task.status === 'completed' && task.story_match) return task;
    if (task.status === 'failed' || task.status === 'blocked')
      throw new Error(`task ${task.status}: ${task.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the task did not finish within 60 s');
}

/** Axe finds no serious or critical violation on the page as it stands. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const reader = (page: Page) => page.locator('[data-remote="reader"]');
const citations = (page: Page) => reader(page).locator('sup button');
const sourceItems = (page: Page) => reader(page).locator('li[id^="source-"]');
/** Entity mentions in the narrative (the sidebar's entity links are outside it). */
const mentions = (page: Page) =>
  reader(page)
    .locator('section[aria-label="Story"]')
    .locator('a[href^="/people/"], a[href^="/organizations/"], a[href^="/locations/"], a[href^="/entity/"]');

test.beforeAll(async ({ request }) => {
  for (const articlePath of FLOOD_ARTICLE_PATHS) await seed(request, fixtureUrl(articlePath));
});

test('opens a story from the feed: title, quoted description, coherence, fund and Build', async ({
  page,
}) => {
  await page.goto('/app');
  const card = page
    .getByRole('article')
    .filter({ hasText: /Alder River|Millbrook/ })
    .first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
  storyId = page.url().split('/').pop()!;
  const h1 = reader(page).getByRole('heading', { level: 1 });
  await expect(h1).toContainText(/Alder River|Millbrook|flood/i);
  await expect(reader(page).getByText(/^“.+”$/)).toBeVisible();
  await expect(reader(page).getByText(/Coherence \d+%/)).toBeVisible();
  // real figures: the three fixture articles were submitted by one visitor
  await expect(reader(page).getByText(/^1$/).first()).toBeVisible();
  await expect(reader(page).getByText('$0.00')).toBeVisible();
  const build = reader(page).getByRole('link', { name: 'Build' });
  await expect(build).toHaveAttribute('href', `/builder/${storyId}`);
  await expect(build).toHaveAttribute('target', '_blank');
  await reader(page).getByRole('button', { name: 'Tip 10c ($0.10)' }).click();
  await expect(reader(page).getByText('$0.10', { exact: true })).toBeVisible();
});

test('numbers citations 1, 2, 3… by first appearance, each matching a source badge', async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await expect(citations(page).first()).toBeVisible();
  const numbers = (await citations(page).allTextContents()).map(Number);
  let highest = 0;
  for (const n of numbers) {
    expect(n).toBeLessThanOrEqual(highest + 1);
    highest = Math.max(highest, n);
  }
  expect(highest).toBeGreaterThan(0);
  for (let n = 1; n <= highest; n++) {
    await expect(
      sourceItems(page).filter({ has: page.getByText(`Source ${n}`, { exact: true }) }),
    ).toHaveCount(1);
  }
});

test("a citation highlights its source for 3 s, and shows the source's quote on hover", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const citation = citations(page).first();
  await citation.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip.locator('q')).toHaveText(/\w{3,}/);
  const number = await citation.textContent();
  await citation.click();
  const source = sourceItems(page).filter({ has: page.getByText(`Source ${number}`, { exact: true }) });
  await expect(source).toHaveAttribute('data-highlighted', 'true');
  const clickedAt = Date.now();
  await expect(source).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5_000 });
  const lasted = Date.now() - clickedAt;
  expect(lasted).toBeGreaterThan(2_500);
  expect(lasted).toBeLessThan(4_500);
  await expect(source).toBeInViewport();
});

test('an entity card opens on hover and leads to the profile', async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const mention = mentions(page).first();
  const name = (await mention.textContent())!;
  await mention.hover();
  const card = page.getByRole('link', { name: 'Open profile →' });
  await expect(card).toBeVisible();
  await expect(
    page.getByText(/Loading\.\.\.|Entity information unavailable|In \d+ stor/).first(),
  ).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/(people|organizations|locations|entity)\/[0-9a-f-]{36}\/[^/]+$/);
  expect(decodeURIComponent(page.url().split('/').pop()!)).toBe(
    name.trim().toLowerCase().replace(/\s+/g, '-'),
  );
});

test('an entity card opens by keyboard focus and closes on Escape', async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const mention = mentions(page).first();
  await mention.focus();
  await expect(page.getByRole('link', { name: 'Open profile →' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Open profile →' })).toHaveCount(0);
  await expect(mention).toBeFocused();
});

test('on a touch screen the first tap opens the 320 px card and the second navigates', async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`/story/${storyId}`);
  const mention = mentions(page).first();
  const href = (await mention.getAttribute('href'))!;
  await mention.tap();
  const open = page.getByRole('link', { name: 'Open profile →' });
  await expect(open).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/story/${storyId}`);
  const width = await open.locator('xpath=..').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(320);
  await mention.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});

test('on a 360 px phone every citation quote and entity card stays inside the window', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`/story/${storyId}`);
  await expect(citations(page).first()).toBeVisible();
  const inside = async (popover: ReturnType<Page['locator']>) => {
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  };
  let quotes = 0;
  for (const citation of await citations(page).all()) {
    await citation.focus();
    const tooltip = page.getByRole('tooltip');
    // A citation without a quote for its sentence shows none.
    if (!(await tooltip.count())) continue;
    quotes++;
    await inside(tooltip);
    // Above its citation, unless that would put it under the sticky header.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await tooltip.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  }
  expect(quotes).toBeGreaterThan(0);
  for (const mention of await mentions(page).all()) {
    await mention.focus();
    await inside(page.getByRole('link', { name: 'Open profile →' }).locator('xpath=..'));
  }
  await context.close();
});

test('on a phone the Story Chat button is a round icon that keeps its name and opens the chat', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`/story/${storyId}`);
  const open = page.getByRole('button', { name: 'Story Chat' });
  const box = (await open.boundingBox())!;
  // The labelled pill was 140 px wide and covered a third of a line of the narrative.
  expect(box.width).toBeLessThanOrEqual(56);
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Story Chat' })).toBeVisible();
  await context.close();
});

test('sources sort oldest or newest first; a vote is stored and survives a reload', async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await expect(sourceItems(page).first()).toBeVisible();
  const order = async () => sourceItems(page).evaluateAll((items) => items.map((li) => li.id));
  const oldest = await order();
  await reader(page)
    .getByRole('button', { name: /show newest first/ })
    .click();
  const newest = await order();
  expect(newest).toHaveLength(oldest.length);
  expect(new Set(newest)).toEqual(new Set(oldest));
  const up = sourceItems(page)
    .first()
    .getByRole('button', { name: /^Upvote/ });
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  const before = Number(/, (\d+) votes?$/.exec((await up.getAttribute('aria-label'))!)![1]);
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-label', new RegExp(`, ${before + 1} votes?$`));
  const votedId = await sourceItems(page).first().getAttribute('id');
  await page.reload();
  const again = page.locator(`[id="${votedId}"]`).getByRole('button', { name: /^Upvote/ });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toHaveAttribute('aria-label', new RegExp(`, ${before + 1} votes?$`));
});

test("a source's date line never ends on a lone '·': the dot wraps with the date", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await expect(sourceItems(page).first()).toBeVisible();
  // Every width the publisher line can take: at some, a long publisher fills the first line. The dot had
  // been left at the end of it ('The Millbrook Ledger ·') with the date on the next.
  const split = await sourceItems(page).evaluateAll((items) =>
    items.flatMap((li) => {
      const time = li.querySelector('time');
      const dot = time?.previousElementSibling;
      const line = time?.closest('div');
      if (!time || !dot || !line) return ['no date line'];
      const found: string[] = [];
      for (let width = 80; width <= 420; width += 2) {
        line.style.width = `${width}px`;
        const dotTop = dot.getBoundingClientRect().top;
        if (Math.abs(dotTop - time.getBoundingClientRect().top) > 2) found.push(`${li.id} at ${width}px`);
      }
      line.style.width = '';
      return found;
    }),
  );
  expect(split).toEqual([]);
});

test('the page ends at the shell footer: the scrolling sources list leaves no blank band', async ({
  browser,
}) => {
  // A short window, so the sources overflow the list's own scroll box (70% of its height) by more than
  // the space below the list: the rows scrolled out of it used to stretch the page past the footer.
  const context = await browser.newContext({ viewport: { width: 1280, height: 300 } });
  const page = await context.newPage();
  await page.goto(`/story/${storyId}`);
  const list = sourceItems(page).first().locator('xpath=..');
  await expect(list).toBeVisible();
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const gap = await page
    .getByRole('contentinfo')
    .evaluate(
      (footer) => document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + scrollY),
    );
  expect(gap).toBeLessThanOrEqual(1);
  await context.close();
});

test('the claims panel is offered only above 0.5 coherence', async ({ page }) => {
  const withCoherence = async (score: number) => {
    await page.unrouteAll();
    await page.route(`**/api/stories/${storyId}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, coherence_score: score } });
    });
    await page.goto(`/story/${storyId}`);
    await expect(reader(page).getByRole('heading', { level: 1 })).toBeVisible();
  };
  await withCoherence(0.5);
  await expect(reader(page).getByRole('region', { name: 'Timeline' })).toBeVisible();
  await expect(reader(page).getByRole('button', { name: 'Show claims' })).toHaveCount(0);
  await withCoherence(0.51);
  await reader(page).getByRole('button', { name: 'Show claims' }).click();
  await expect(reader(page).getByText(/^Claim 1$/)).toBeVisible();
  await expect(
    reader(page)
      .getByText(/^\d+% confidence$/)
      .first(),
  ).toBeVisible();
});

test('the timeline shows the dated claims in order of event time', async ({ page, request }) => {
  const { claims } = await (await request.get(`/api/story/${storyId}/claims`)).json();
  // (A claim off the story, a roundup's note on another game, is no event of it.)
  const dated = claims.filter(
    (c: { event_time: string | null; off_story?: boolean }) => c.event_time && !c.off_story,
  );
  await page.goto(`/story/${storyId}`);
  const timeline = reader(page).getByRole('region', { name: 'Timeline' });
  if (!dated.length) {
    await expect(timeline.getByText('Story timeline coming soon')).toBeVisible();
    return;
  }
  await expect(timeline.locator('li').first()).toBeVisible();
  const times = await timeline
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect([...times].sort((a, b) => Date.parse(a) - Date.parse(b))).toEqual(times);
});

test('the story chat answers in a drawer, with claim chips, and traps focus until Escape', async ({
  page,
}) => {
  await page.goto(`/story/${storyId}`);
  const open = page.getByRole('button', { name: 'Story Chat' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Story Chat' });
  const input = drawer.getByPlaceholder('Ask about this story...');
  await expect(input).toBeFocused();
  await expect(drawer.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('What happened to the river?');
  await input.press('Enter');
  const chip = drawer.getByRole('button', { name: /^Claim \d+$/ }).first();
  await expect(chip).toBeVisible({ timeout: 20_000 });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: /· (\d+[dhm] ago|just now)$/ }).first()).toBeVisible();
  await expectAccessible(page);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('axe finds no serious or critical violation on the story page', async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  await expect(sourceItems(page).first()).toBeVisible();
  await expect(reader(page).getByRole('region', { name: 'Timeline' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('error states, each with a way back home', () => {
  const expectError = async (page: Page, message: string | RegExp) => {
    const alert = reader(page).getByRole('alert');
    await expect(alert).toContainText(message);
    await alert.getByRole('link', { name: '← Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  };

  test("'Story not found' for an unknown story", async ({ page }) => {
    await page.goto('/story/00000000-0000-4000-8000-000000000000');
    await expectError(page, 'Story not found');
  });

  test("'Story not found' for a malformed id, never the validator's words the API answers", async ({
    page,
    request,
  }) => {
    const { error } = await (await request.get('/api/stories/not-a-story')).json();
    expect(error).toMatch(/Invalid/);
    await page.goto('/story/not-a-story');
    await expect(reader(page).getByRole('alert')).not.toContainText(error);
    await expectError(page, 'Story not found');
  });

  test("'Invalid story data' for an answer that is not a story", async ({ page }) => {
    await page.route(`**/api/stories/${storyId}`, (route) => route.fulfill({ json: { id: 'nope' } }));
    await page.goto(`/story/${storyId}`);
    await expectError(page, 'Invalid story data');
  });

  test("'Failed to load story details' when the network fails", async ({ page }) => {
    await page.route(`**/api/stories/${storyId}`, (route) => route.abort('internetdisconnected'));
    await page.goto(`/story/${storyId}`);
    await expect(reader(page).getByText('Loading story...')).toBeVisible();
    await expectError(page, 'Failed to load story details');
  });
});

test('markup in submitted text and in chat answers stays text: nothing runs', async ({ page, request }) => {
  const payloads = [
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '[[<b onmouseover=alert(1)>Evil</b>|javascript:alert(1)]]',
    `{{cite:${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}}}`,
  ];
  // An article-length text (a pasted text needs 30 words), with the payloads inside its sentences.
  const text = [
    'Harbour officials in Port Aldous said on Tuesday that the storm barrier on the east quay failed during the night, flooding the fish market and two warehouses.',
    `The duty engineer wrote ${payloads[0]} in the maintenance log before the pumps stopped, according to a copy seen by reporters.`,
    `${payloads[1]} The harbour master said the failure began at a corroded hinge that inspectors had flagged two years ago.`,
    `A memo from the port authority described ${payloads[2]} as the only warning the control room received, and named ${payloads[3]} as the contractor.`,
    `A second memo cited ${payloads[4]} as its source and asked for an independent inquiry into the barrier maintenance budget.`,
    'The council will vote on emergency repairs next March, officials said. Mayor Ellen Price said the repairs would cost about two million dollars and that the fish market would reopen within three weeks.',
  ].join('\n\n');
  const task = await seed(request, text);
  const xssStory = task.story_match.story_id as string;
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(`/story/${xssStory}`);
  await expect(reader(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    reader(page)
      .getByText(/window\.__xss/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Story Chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Story Chat' });
  await drawer.getByPlaceholder('Ask about this story...').fill('What did the engineer write in the log?');
  await drawer.getByPlaceholder('Ask about this story...').press('Enter');
  await expect(drawer.locator('li').nth(1)).toBeVisible({ timeout: 20_000 });
  await page.mouse.move(10, 10);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(
    await page
      .locator(
        '[data-remote="reader"] img[src="x"], [data-remote="reader"] script, [data-remote="reader"] svg[onload]',
      )
      .count(),
  ).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
});
