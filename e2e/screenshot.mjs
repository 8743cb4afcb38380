// Look at what you build: `node e2e/screenshot.mjs <url> <out.png> [--width=360] [--height=900] [--dark] [--full]
// [--wait=ms] [--scroll-to=text]` renders a page in Debian's Chromium (CHROMIUM_PATH overrides) and saves a PNG to
// open; --scroll-to shows the viewport from the first element holding that text (one part of a long page), after
// waiting --wait again for what loads on coming into view.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium-launch.mjs';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error(
    'usage: node e2e/screenshot.mjs <url> <out.png> [--width=360] [--height=900] [--dark] [--full] [--wait=ms] [--scroll-to=text]',
  );
  process.exit(2);
}
const option = (name) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: Number(option('width') ?? 1280), height: Number(option('height') ?? 900) },
    colorScheme: flags.includes('--dark') ? 'dark' : 'light',
  });
  page.on('console', (m) => m.type() === 'error' && console.error(`[console] ${m.text()}`));
  page.on('pageerror', (e) => console.error(`[pageerror] ${e.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  const wait = Number(option('wait') ?? 500);
  await page.waitForTimeout(wait);
  const scrollTo = flags.find((f) => f.startsWith('--scroll-to='))?.slice('--scroll-to='.length);
  if (scrollTo) {
    await page
      .getByText(scrollTo, { exact: true })
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // What loads on coming into view (the place map) gets the same wait as the page.
    await page.waitForTimeout(Math.max(200, wait));
  }
  await page.screenshot({ path: out, fullPage: flags.includes('--full') });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
