import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDenseGraph } from '../support/dense-graph';

// The graph follows the visitor's colour scheme while it is shown (an OS switch to dark at dusk), not only
// at the next load: node, edge and label colours are read from Cytoscape itself and compared with the
// page's own tokens.

interface GraphColours {
  text: string;
  chip: string;
  claim: string;
  edge: string;
  /** The story's label: it must still be drawn after the restyle. */
  storyLabel: string;
}

function graphColours(canvas: Locator): Promise<GraphColours> {
  return canvas.evaluate((el) => {
    type Eles = { style(name: string): string };
    const cy = (el as unknown as { _cyreg: { cy: { nodes(s: string): Eles; edges(): Eles } } })._cyreg.cy;
    const story = cy.nodes('[kind = "story"]');
    return {
      text: story.style('color'),
      chip: story.style('text-background-color'),
      claim: cy.nodes('[kind = "claim"]').style('background-color'),
      edge: cy.edges().style('line-color'),
      storyLabel: story.style('label'),
    };
  });
}

/** The page's tokens in Cytoscape's colour notation ('rgb(r,g,b)'). */
function tokens(page: Page): Promise<Omit<GraphColours, 'storyLabel'> & { bg: string }> {
  return page.evaluate(() => {
    // Resolved by the browser (the built CSS may shorten #ffffff to #fff).
    const probe = document.createElement('span');
    document.body.append(probe);
    const read = (name: string) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color.replace(/\s/g, '');
    };
    const colours = {
      text: read('--cairn-text'),
      chip: read('--cairn-surface'),
      claim: read('--cairn-graph-claim'),
      edge: read('--cairn-border'),
      bg: read('--cairn-bg'),
    };
    probe.remove();
    return colours;
  });
}

function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b2] = (rgb.match(/\d+/g) ?? []).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Counts the page's listeners to colour-scheme changes, so a test can see them removed. */
function countSchemeListeners(page: Page) {
  return page.addInitScript(() => {
    const listening = new Set<unknown>();
    type Listen = (
      this: MediaQueryList,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) => void;
    const prototype = MediaQueryList.prototype as unknown as {
      addEventListener: Listen;
      removeEventListener: Listen;
    };
    const { addEventListener, removeEventListener } = prototype;
    const watched = (list: MediaQueryList, type: string) =>
      type === 'change' && list.media.includes('prefers-color-scheme');
    prototype.addEventListener = function (type, listener, options) {
      if (watched(this, type)) listening.add(listener);
      addEventListener.call(this, type, listener, options);
    };
    prototype.removeEventListener = function (type, listener, options) {
      if (watched(this, type)) listening.delete(listener);
      removeEventListener.call(this, type, listener, options);
    };
    (window as unknown as { schemeListeners: () => number }).schemeListeners = () => listening.size;
  });
}

const schemeListeners = (page: Page) =>
  page.evaluate(() => (window as unknown as { schemeListeners: () => number }).schemeListeners());

test('a graph drawn in light turns dark when the system does, and back, without a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await countSchemeListeners(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const canvas = await openDenseGraph(page);
  const light = await tokens(page);
  const { storyLabel, ...drawnLight } = await graphColours(canvas);
  expect(drawnLight).toEqual({ text: light.text, chip: light.chip, claim: light.claim, edge: light.edge });
  expect(storyLabel).not.toBe('');

  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await tokens(page);
  expect(dark.text).toBe('rgb(241,237,227)');
  await expect
    .poll(async () => {
      const { storyLabel: _, ...drawn } = await graphColours(canvas);
      return drawn;
    })
    .toEqual({ text: dark.text, chip: dark.chip, claim: dark.claim, edge: dark.edge });
  // Still named after the restyle; the names readable on their chips and on the dark page (WCAG 1.4.3).
  expect((await graphColours(canvas)).storyLabel).toBe(storyLabel);
  expect(contrast(dark.text, dark.chip)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(dark.text, dark.bg)).toBeGreaterThanOrEqual(4.5);
  // Claim nodes stay visible on the dark canvas (WCAG 1.4.11).
  expect(contrast(dark.claim, dark.bg)).toBeGreaterThanOrEqual(3);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await graphColours(canvas)).text).toBe(light.text);

  // Gone from the page (a client-side navigation), the graph stops listening.
  expect(await schemeListeners(page)).toBe(1);
  await page.getByRole('link', { name: '← Reader View' }).click();
  await expect(page.locator('[data-graph-state]')).toHaveCount(0);
  expect(await schemeListeners(page)).toBe(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(errors).toEqual([]);
});
