import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FLOOD_ARTICLE_PATHS, fixtureUrl } from '../support/fixture-site';

// Issue 10 §6: the pages' Content-Security-Policy (no inline script, no eval, style sheets and scripts of
// this origin only) and the other page headers hold in a real Chromium: every screen renders and the
// browser reports no violation. The policy itself is server/src/http/security-headers.ts.
test.describe.configure({ mode: 'serial' });

interface CapturedProblems {
  violations: string[];
  consoleProblems: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, and every console message about a policy header. */
async function watch(page: Page): Promise<CapturedProblems> {
  const captured: CapturedProblems = { violations: [], consoleProblems: [] };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(message.text())) {
      captured.consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  return captured;
}

async function expectNoViolations(page: Page, captured: CapturedProblems) {
  // Late work (remote screens, images, API reads) has had its chance to trip the policy.
  await page.waitForLoadState('networkidle');
  captured.violations.push(...(await page.evaluate(() => window.__cspViolations ?? [])));
  expect(captured.violations).toEqual([]);
  expect(captured.consoleProblems).toEqual([]);
}

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** Submits an article of the fixture site and waits until its story exists. */
async function submittedArticle(request: APIRequestContext): Promise<{ taskId: string; storyId: string }> {
  const seeded = await request.post('/api/seed', { data: { content: fixtureUrl(FLOOD_ARTICLE_PATHS[0]!) } });
  expect(seeded.status()).toBe(202);
  const taskId = (await seeded.json()).task_id as string;
  let storyId = '';
  let last = '';
  await expect
    .poll(
      async () => {
        const task = await (await request.get(`/api/task/${taskId}`)).json();
        storyId = task.story_match?.story_id ?? '';
        last = `${task.status} at ${task.current_stage}`;
        return task.status === 'completed' && storyId !== '' ? 'completed' : last;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return { taskId, storyId };
}

let article: { taskId: string; storyId: string };

test.beforeAll(async ({ request }) => {
  article = await submittedArticle(request);
});

test('the landing page renders under the policy', async ({ page }) => {
  const captured = await watch(page);
  const response = await page.goto('/');
  expectPageHeaders(response!.headers());
  await expect(page.getByRole('heading', { name: 'Truth Builds' })).toBeVisible();
  await expectNoViolations(page, captured);
});

test('/app loads its three remotes and the feed shows stories under the policy', async ({ page }) => {
  const captured = await watch(page);
  const response = await page.goto('/app');
  expectPageHeaders(response!.headers());
  const feed = page.getByRole('region', { name: 'Story feed' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(page.getByPlaceholder('Paste news URL, text, or upload file...')).toBeVisible();
  await expect(page.getByText('New Low Maturity Threads')).toBeVisible();
  await expectNoViolations(page, captured);
});

test('a story page renders under the policy', async ({ page }) => {
  const captured = await watch(page);
  const response = await page.goto(`/story/${article.storyId}`);
  expectPageHeaders(response!.headers());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/flood|Alder River|Millbrook/i);
  await expectNoViolations(page, captured);
});

test('the task page renders under the policy', async ({ page }) => {
  const captured = await watch(page);
  const response = await page.goto(`/result/${article.taskId}`);
  expectPageHeaders(response!.headers());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Alder River/i, { timeout: 20_000 });
  await expectNoViolations(page, captured);
});

test('API answers are never stored and never sniffed', async ({ request }) => {
  for (const path of ['/api/stories', `/api/task/${article.taskId}`, '/api/no-such-route']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('a policy violation would be seen: an inline script is refused and reported', async ({ page }) => {
  // The watch above is only worth something if it really catches a violation on these pages.
  const captured = await watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Truth Builds' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as Window & { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0)).toBeGreaterThan(0);
  expect(captured.consoleProblems.join('\n')).toMatch(/Content Security Policy/);
});
