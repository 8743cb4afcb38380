import { expect, type Page } from '@playwright/test';

// A dense evidence graph for /build/{id}: a story with 20 sources and 200 claims, every name a long
// sentence. No pipeline: the page's graph request is answered from here.

export const DENSE_STORY = '00000000-0000-4000-8000-00000000a11a';
export const denseId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function denseGraph() {
  const nodes = [
    {
      id: denseId(1),
      type: 'story',
      label: 'Navy warship repels pirate attack on a merchant vessel in the Gulf of Aden',
      description: 'Navy warship repels pirate attack on a merchant vessel in the Gulf of Aden',
    },
  ];
  const edges: { source: string; target: string }[] = [];
  for (let a = 0; a < 20; a++) {
    nodes.push({
      id: denseId(100 + a),
      type: 'artifact',
      label: `The Indian navy said on day ${a} that its commandos boarded the…`,
      description: `news${a}.example · https://news${a}.example/pirates`,
    });
    edges.push({ source: denseId(1), target: denseId(100 + a) });
  }
  for (let c = 0; c < 200; c++) {
    const text = `Claim ${c}: the pirates fired on the merchant vessel before the warship arrived and the crew hid`;
    nodes.push({ id: denseId(1000 + c), type: 'claim', label: `${text.slice(0, 59)}…`, description: text });
    edges.push({ source: denseId(100 + (c % 20)), target: denseId(1000 + c) });
  }
  return { story_title: nodes[0]!.label, nodes, edges };
}

/** Opens /build/{id} on the dense graph; resolves to the drawn canvas. */
export async function openDenseGraph(page: Page) {
  await page.route('**/api/story/*/graph', (route) => route.fulfill({ json: denseGraph() }));
  await page.goto(`/build/${DENSE_STORY}`);
  const canvas = page.locator('[data-graph-state="ready"]');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  return canvas;
}
