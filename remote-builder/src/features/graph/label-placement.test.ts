import type { StoryGraphResponse } from '@cairn/shared/contracts/evidence';
import { describe, expect, it } from 'vitest';
import { evidenceGraphLayout } from './evidence-graph-layout';
import type { GraphElements, GraphNode } from './graph-elements';
import {
  type Box,
  CYTOSCAPE_LABEL_SLACK,
  LABEL_MAX_TEXT_PX,
  type MeasureText,
  placeLabels,
  rankNodes,
  shortenToWidth,
  type Viewport,
} from './label-placement';
import { drawnSize } from './node-hit-test';

/** A stand-in for the canvas font: 6.5 px a character, 7 in bold. */
const measure: MeasureText = (text, bold) => text.length * (bold ? 7 : 6.5);

/** The /build/{id} graph of a big story: 20 sources and 200 claims with sentence-long labels. */
function denseGraph(): GraphElements {
  const nodes: StoryGraphResponse['nodes'] = [
    {
      id: 's',
      type: 'story',
      label: 'Navy repels pirate attack in the Gulf of Aden',
      description: '',
    },
  ];
  const edges: { source: string; target: string }[] = [];
  for (let a = 0; a < 20; a++) {
    nodes.push({
      id: `a${a}`,
      type: 'artifact',
      label: `The Indian navy said on day ${a} that…`,
      description: '',
    });
    edges.push({ source: 's', target: `a${a}` });
  }
  for (let c = 0; c < 200; c++) {
    nodes.push({
      id: `c${c}`,
      type: 'claim',
      label: `Claim ${c}: the pirates fired on the merchant vessel before the…`,
      description: '',
    });
    edges.push({ source: `a${c % 20}`, target: `c${c}` });
  }
  return evidenceGraphLayout({ story_title: 'Navy', nodes, edges });
}

/**
 * The viewport Cytoscape's fit gives (padding 30, zoom 0.2 to 1.5), for a canvas of this size; nodes
 * drawn at their least screen size, as in a graph of up to 500 nodes.
 */
function fit(nodes: readonly GraphNode[], width: number, height: number): Viewport {
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  const [x1, x2, y1, y2] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const zoom = Math.min(1.5, Math.max(0.2, Math.min((width - 60) / (x2 - x1), (height - 60) / (y2 - y1))));
  return {
    zoom,
    width,
    height,
    pan: { x: width / 2 - ((x1 + x2) / 2) * zoom, y: height / 2 - ((y1 + y2) / 2) * zoom },
    leastNodeSizes: true,
  };
}

const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** What Cytoscape reports as a label's bounds: the chip grown by its slack on each side. */
const asCytoscape = (b: Box, zoom: number) => {
  const s = CYTOSCAPE_LABEL_SLACK * zoom;
  return { x1: b.x1 - s, y1: b.y1 - s, x2: b.x2 + s, y2: b.y2 + s };
};

function expectReadable(graph: GraphElements, view: Viewport, pinned: string | null = null) {
  const placed = placeLabels(rankNodes(graph.nodes, graph.edges), view, measure, pinned);
  const boxes = placed.map((p) => asCytoscape(p.box, view.zoom));
  for (let i = 0; i < boxes.length; i++) {
    const b = placed[i]!.box;
    expect(b.x1 >= 0 && b.y1 >= 0 && b.x2 <= view.width && b.y2 <= view.height, placed[i]!.id).toBe(true);
    for (let j = 0; j < i; j++)
      expect(overlap(boxes[i]!, boxes[j]!), `${placed[i]!.id} on ${placed[j]!.id}`).toBe(false);
  }
  // No label hides another node, except the story's and the selected node's, which are always drawn.
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const p of placed.filter((p) => p.id !== pinned && byId.get(p.id)!.kind !== 'story'))
    for (const n of graph.nodes) {
      if (n.id === p.id) continue;
      const r = (drawnSize(n, view.leastNodeSizes ? view.zoom : undefined) * view.zoom) / 2;
      const [cx, cy] = [n.x * view.zoom + view.pan.x, n.y * view.zoom + view.pan.y];
      expect(overlap(p.box, { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r }), `${p.id} on ${n.id}`).toBe(
        false,
      );
    }
  return placed;
}

describe('placeLabels', () => {
  const graph = denseGraph();

  it('names the story and sources of a dense graph on a desktop canvas without one label on another', () => {
    const placed = expectReadable(graph, fit(graph.nodes, 850, 600));
    expect(placed[0]!.id).toBe('s');
    expect(placed.filter((p) => p.id.startsWith('a')).length).toBeGreaterThanOrEqual(4);
    // Most of the 221 nodes stay unnamed at this zoom: a label for each would be a heap of text.
    expect(placed.length).toBeLessThan(60);
  });

  it('leaves room on a dense desktop graph for names of claims too, the whole graph on the canvas', () => {
    const view = fit(graph.nodes, 850, 600);
    // Fitted above the least zoom: every node is on the canvas.
    expect(view.zoom).toBeGreaterThan(0.2);
    const placed = expectReadable(graph, view);
    expect(placed.filter((p) => p.id.startsWith('c')).length).toBeGreaterThanOrEqual(10);
    expect(placed.filter((p) => p.id.startsWith('a')).length).toBeGreaterThanOrEqual(10);
  });

  it('still names the story and a few sources on a 360 px phone', () => {
    const placed = expectReadable(graph, fit(graph.nodes, 334, 600));
    expect(placed.map((p) => p.id)).toContain('s');
    expect(placed.length).toBeGreaterThanOrEqual(3);
  });

  it('names more nodes as the reader zooms in, still without overlaps', () => {
    const view = fit(graph.nodes, 850, 600);
    // Zoom 0.5 on the sixth source, right of the story, and the claims beyond it.
    const a5 = graph.nodes.find((n) => n.id === 'a5')!;
    const zoomed = { ...view, zoom: 0.5, pan: { x: 425 - a5.x * 0.5, y: 300 - a5.y * 0.5 } };
    const inZoomedView = (id: string) => {
      const n = graph.nodes.find((node) => node.id === id)!;
      const [x, y] = [n.x * 0.5 + zoomed.pan.x, n.y * 0.5 + zoomed.pan.y];
      return x >= 0 && x <= 850 && y >= 0 && y <= 600;
    };
    const before = placeLabels(rankNodes(graph.nodes, graph.edges), view, measure).filter((p) =>
      inZoomedView(p.id),
    );
    const placed = expectReadable(graph, zoomed);
    expect(placed.length).toBeGreaterThan(before.length);
    expect(placed.map((p) => p.id)).toContain('a5');
    expect(placed.filter((p) => p.id.startsWith('c')).length).toBeGreaterThanOrEqual(5);
  });

  it('always names the selected node, however crowded its neighbourhood', () => {
    const view = fit(graph.nodes, 850, 600);
    const unnamed = graph.nodes.find(
      (n) =>
        n.kind === 'claim' &&
        !placeLabels(rankNodes(graph.nodes, graph.edges), view, measure).some((p) => p.id === n.id),
    )!;
    const placed = expectReadable(graph, view, unnamed.id);
    expect(placed[0]!.id).toBe(unnamed.id);
  });

  it('leaves out nodes outside the canvas', () => {
    const view = { ...fit(graph.nodes, 850, 600), zoom: 1.5, pan: { x: 425, y: 300 } };
    const placed = placeLabels(rankNodes(graph.nodes, graph.edges), view, measure);
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    for (const p of placed) {
      const n = byId.get(p.id)!;
      const [x, y] = [n.x * 1.5 + 425, n.y * 1.5 + 300];
      expect(x >= 0 && x <= 850 && y >= 0 && y <= 600).toBe(true);
    }
  });
});

describe('rankNodes', () => {
  it('orders the story, then entities, sources and claims, the better linked first', () => {
    const node = (id: string, kind: GraphNode['kind']): GraphNode => ({
      id,
      kind,
      label: id,
      description: id,
      x: 0,
      y: 0,
      href: null,
      external: false,
    });
    const nodes = [
      node('c', 'claim'),
      node('a1', 'artifact'),
      node('a2', 'artifact'),
      node('p', 'person'),
      node('s', 'story'),
    ];
    const edges = [
      { id: '1', source: 's', target: 'a2' },
      { id: '2', source: 'a2', target: 'c' },
    ];
    expect(rankNodes(nodes, edges).map((n) => n.id)).toEqual(['s', 'p', 'a2', 'a1', 'c']);
  });
});

describe('shortenToWidth', () => {
  it('keeps a name that fits', () => {
    expect(shortenToWidth('Dana Okafor', LABEL_MAX_TEXT_PX, false, measure)).toBe('Dana Okafor');
  });

  it('cuts a long one at a word, with an ellipsis, within the width', () => {
    const text = 'When asked by the BBC if the US intended to attack the pirates’ land bases';
    const short = shortenToWidth(text, LABEL_MAX_TEXT_PX, false, measure);
    expect(short).toBe('When asked by the BBC if…');
    expect(measure(short, false)).toBeLessThanOrEqual(LABEL_MAX_TEXT_PX);
  });

  it('cuts a single long word where it must', () => {
    const short = shortenToWidth('x'.repeat(100), 65, false, measure);
    expect(short).toBe(`${'x'.repeat(9)}…`);
  });
});
