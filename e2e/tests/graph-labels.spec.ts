import { expect, type Locator, test } from '@playwright/test';
import { denseId as id, openDenseGraph } from '../support/dense-graph';

// Names on a dense evidence graph (/build/{id}, support/dense-graph.ts). Read from Cytoscape itself: the
// label each node draws, its size on screen and its bounding box as Cytoscape renders it.

interface DrawnLabel {
  id: string;
  kind: string;
  text: string;
  /** The text's height on screen, CSS pixels. */
  px: number;
  box: { x1: number; y1: number; x2: number; y2: number };
}

/** The labels Cytoscape draws (a label smaller on screen than min-zoomed-font-size is not drawn). */
function drawnLabels(canvas: Locator): Promise<DrawnLabel[]> {
  return canvas.evaluate((el) => {
    type Node = {
      id(): string;
      data(key: string): string;
      style(name: string): string;
      renderedBoundingBox(options: object): DrawnLabel['box'];
    };
    const cy = (el as unknown as { _cyreg: { cy: { zoom(): number; nodes(): { toArray(): Node[] } } } })
      ._cyreg.cy;
    const zoom = cy.zoom();
    const { width, height } = el.getBoundingClientRect();
    return cy
      .nodes()
      .toArray()
      .filter((n) => {
        const px = Number.parseFloat(n.style('font-size')) * zoom;
        return n.style('label') !== '' && px >= Number.parseFloat(n.style('min-zoomed-font-size'));
      })
      .map((n) => ({
        id: n.id(),
        kind: n.data('kind'),
        text: n.style('label'),
        px: Number.parseFloat(n.style('font-size')) * zoom,
        box: n.renderedBoundingBox({ includeNodes: false, includeEdges: false, includeLabels: true }),
      }))
      .filter((l) => l.box.x2 > 0 && l.box.y2 > 0 && l.box.x1 < width && l.box.y1 < height);
  });
}

/** Pairs of drawn labels whose boxes overlap (Cytoscape's boxes already include a 2-unit margin). */
function overlaps(labels: DrawnLabel[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = 0; j < i; j++) {
      const [a, b] = [labels[i]!.box, labels[j]!.box];
      if (a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2)
        found.push(`${labels[i]!.text} / ${labels[j]!.text}`);
    }
  return found;
}

async function expectReadable(canvas: Locator, least: number) {
  await expect.poll(async () => (await drawnLabels(canvas)).length).toBeGreaterThanOrEqual(least);
  const labels = await drawnLabels(canvas);
  expect(overlaps(labels)).toEqual([]);
  // Legible on screen, however far the graph is zoomed out.
  for (const label of labels) expect(label.px, label.text).toBeGreaterThanOrEqual(11);
  return labels;
}

test('a dense graph on a desktop names the story and the sources without one label on another', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const canvas = await openDenseGraph(page);
  const labels = await expectReadable(canvas, 6);
  expect(labels.some((l) => l.kind === 'story')).toBe(true);
  expect(labels.filter((l) => l.kind === 'artifact').length).toBeGreaterThanOrEqual(4);
  // The claims, in rows round the sources, leave room for some of their names too.
  expect(labels.filter((l) => l.kind === 'claim').length).toBeGreaterThanOrEqual(8);
  // Long names are shortened on the canvas; the hint says where the rest is.
  expect(labels.every((l) => l.text.length < 45)).toBe(true);
  await expect(page.getByText(/Names that would overlap are hidden/)).toBeVisible();

  // Zoomed in on a source, its claims get names too; still none on another.
  const claimsBefore = labels.filter((l) => l.kind === 'claim').length;
  await canvas.evaluate((el, source) => {
    type Cy = { zoom(level: number): void; center(node: unknown): void; getElementById(id: string): unknown };
    const cy = (el as unknown as { _cyreg: { cy: Cy } })._cyreg.cy;
    cy.zoom(0.5);
    cy.center(cy.getElementById(source));
  }, id(105));
  const claimsNamed = async () => (await drawnLabels(canvas)).filter((l) => l.kind === 'claim').length;
  await expect.poll(claimsNamed).toBeGreaterThanOrEqual(Math.max(5, claimsBefore + 1));
  await expectReadable(canvas, 5);
});

test('pointing at a node shows its whole name; a node chosen in a list is named on the canvas', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const canvas = await openDenseGraph(page);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tooltip = page.locator('[class*="graphTooltip"]');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(
    'Story: Navy warship repels pirate attack on a merchant vessel in the Gulf of Aden',
  );
  await page.mouse.move(box.x + 4, box.y + 4);
  await expect(tooltip).toBeHidden();

  // A claim down the list: unnamed on the canvas until it is chosen.
  const claim = page.getByRole('region', { name: 'Claims' }).getByRole('button', { name: /^Claim 143:/ });
  const chosen = id(1143);
  expect((await drawnLabels(canvas)).some((l) => l.id === chosen)).toBe(false);
  await claim.click();
  await expect.poll(async () => (await drawnLabels(canvas)).some((l) => l.id === chosen)).toBe(true);
  expect(overlaps(await drawnLabels(canvas))).toEqual([]);
});

test('on a 360 px phone in dark mode the story and a few key nodes are named, with the legend and the table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const canvas = await openDenseGraph(page);
  const labels = await expectReadable(canvas, 3);
  expect(labels.some((l) => l.kind === 'story')).toBe(true);
  // Text drawn in the dark theme's text colour on its surface colour.
  const colours = await canvas.evaluate((el) => {
    const cy = (el as unknown as { _cyreg: { cy: { nodes(s: string): { style(n: string): string } } } })
      ._cyreg.cy;
    const story = cy.nodes('[kind = "story"]');
    return { text: story.style('color'), chip: story.style('text-background-color') };
  });
  expect(colours).toEqual({ text: 'rgb(241,237,227)', chip: 'rgb(31,29,23)' });
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Artifacts');
  await page.getByRole('button', { name: 'Show table view' }).click();
  await expect(page.getByRole('table')).toContainText('Claim 199: the pirates fired');
});
