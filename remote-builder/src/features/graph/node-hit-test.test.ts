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
