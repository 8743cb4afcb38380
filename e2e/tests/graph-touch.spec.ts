import { expect, type Locator, test } from '@playwright/test';
import { denseId, openDenseGraph } from '../support/dense-graph';

// On a touch screen there is no pointing without pressing: a tap on a node whose name was left off the
// canvas for room shows its whole name, as pointing with a mouse does, and still selects it.

test.use({ hasTouch: true, viewport: { width: 360, height: 800 } });

/** Where a node is on the page, and whether the canvas draws its name. */
function nodeOnPage(canvas: Locator, nodeId: string) {
  return canvas.evaluate((el, target) => {
    type Node = { style(name: string): string; renderedPosition(): { x: number; y: number } };
    const cy = (el as unknown as { _cyreg: { cy: { getElementById(id: string): Node } } })._cyreg.cy;
    const node = cy.getElementById(target);
    const box = el.getBoundingClientRect();
    const at = node.renderedPosition();
    return {
      x: box.left + el.clientLeft + at.x,
      y: box.top + el.clientTop + at.y,
      label: node.style('label'),
    };
  }, nodeId);
}

test('a tap on an unnamed node shows its whole name and selects it', async ({ page }) => {
  const canvas = await openDenseGraph(page);
  const tooltip = page.locator('[class*="graphTooltip"]');
  // A claim beside its source, straight above the story: on a phone its name has no room on the canvas.
  const claim = denseId(1000);
  const before = await nodeOnPage(canvas, claim);
  expect(before.label).toBe('');
  await page.touchscreen.tap(before.x, before.y);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(
    'Claim: Claim 0: the pirates fired on the merchant vessel before the warship arrived and the crew hid',
  );
  // Inside the phone's width, where it can be read.
  const tip = (await tooltip.boundingBox())!;
  expect(tip.x).toBeGreaterThanOrEqual(0);
  expect(tip.x + tip.width).toBeLessThanOrEqual(360);
  // The tap still selects the node, as a click does.
  await expect(page.getByRole('region', { name: 'Selected Node' })).toContainText('Claim: Claim 0:');

  // A tap on the background puts the name away and clears the selection.
  const box = (await canvas.boundingBox())!;
  await page.touchscreen.tap(box.x + 6, box.y + 6);
  await expect(tooltip).toBeHidden();
  await expect(page.getByRole('region', { name: 'Selected Node' })).toContainText(
    'Click a node or choose one in a list.',
  );

  // So does a tap anywhere off the canvas: the name would stand beside another node chosen from a list.
  await page.touchscreen.tap(before.x, before.y);
  await expect(tooltip).toBeVisible();
  await page
    .getByRole('region', { name: 'Claims' })
    .getByRole('button', { name: /^Claim 20:/ })
    .tap();
  await expect(tooltip).toBeHidden();
  await expect(page.getByRole('region', { name: 'Selected Node' })).toContainText('Claim: Claim 20:');
});
