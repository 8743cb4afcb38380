import { describe, expect, it } from 'vitest';
import type { GraphNode } from './graph-elements';
import { createNodeHitTest } from './node-hit-test';

const node = (id: string, kind: GraphNode['kind'], x: number, y: number): GraphNode => ({
  id,
  kind,
  label: id,
  description: id,
  x,
  y,
  href: null,
  external: false,
});

describe('createNodeHitTest', () => {
  const nodes = [
    node('story', 'story', 0, 0),
    node('a', 'artifact', 100, 0),
    node('b', 'claim', 130, 0),
    node('far', 'claim', -5000, 12000),
  ];
  const hit = createNodeHitTest(nodes);

  it('finds the node under the point, within its drawn size', () => {
    expect(hit(0, 0)?.id).toBe('story');
    expect(hit(16, 0)?.id).toBe('story'); // the story is drawn 34 wide
    expect(hit(100, 8)?.id).toBe('a'); // the others 18
    expect(hit(-4995, 11996)?.id).toBe('far');
  });

  it('answers null on the background, and widens a node by the tolerance', () => {
    expect(hit(100, 12)).toBeNull();
    expect(hit(100, 12, 4)?.id).toBe('a');
    expect(hit(60, 60, 10)).toBeNull();
  });

  it('zoomed out, finds a node within its least drawn size (6 px on screen, 12 for the story)', () => {
    expect(hit(100, 14)).toBeNull();
    expect(hit(100, 14, 0, 0.2)?.id).toBe('a'); // 6 px at zoom 0.2: 30 model units wide
    expect(hit(0, 28, 0, 0.2)?.id).toBe('story'); // 12 px: 60 wide
    expect(hit(100, 14, 0, 1)).toBeNull(); // zoomed in, the model size
  });

  it('prefers the nearest centre where two grown discs overlap', () => {
    expect(hit(112, 0, 10)?.id).toBe('a');
    expect(hit(118, 0, 10)?.id).toBe('b');
  });

  it('looks across cell borders (a node near the edge of its cell)', () => {
    const edge = createNodeHitTest([node('n', 'claim', 67.9, 67.9)]);
    expect(edge(69, 69)?.id).toBe('n');
    expect(edge(69, 60)?.id).toBe('n');
    expect(edge(75, 75)).toBeNull();
    expect(edge(75, 75, 2)?.id).toBe('n');
  });
});
