import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRAPH_NODE_KINDS, KIND_COLOURS } from './graph-elements';

// The node colours as the browser gets them: the tokens of shared/src/tokens.css, light and dark.
// Read from disk: the test run does not process CSS, so a `?raw` import of it would be empty.
const css = readFileSync(resolve(__dirname, '../../../../shared/src/tokens.css'), 'utf8');
const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');

function tokenIn(block: string, name: string): string {
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
  if (!value) throw new Error(`${name} is not a hex colour in tokens.css`);
  return value;
}

function linear(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

/** CIELAB (D65) of an sRGB colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = linear(hex);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2.3 is just noticeable; 25 and more reads as a different colour. */
const deltaE = (a: string, b: string) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};
const chroma = (hex: string) => Math.hypot(lab(hex)[1], lab(hex)[2]);

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = linear(hex);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ['light', light],
  ['dark', dark],
])('graph node colours (%s)', (_mode, block) => {
  const claim = tokenIn(block, KIND_COLOURS.claim);

  it('draws the many claim nodes in a muted colour, not a loud one', () => {
    expect(chroma(claim)).toBeLessThan(15);
  });

  it('keeps the claim nodes distinguishable from every other kind of node', () => {
    for (const kind of GRAPH_NODE_KINDS.filter((k) => k !== 'claim')) {
      expect(deltaE(claim, tokenIn(block, KIND_COLOURS[kind])), kind).toBeGreaterThanOrEqual(25);
    }
  });

  it('keeps the claim nodes visible on the page and the panels (3:1, WCAG 1.4.11)', () => {
    for (const surface of ['--cairn-bg', '--cairn-surface']) {
      expect(deltaE(claim, tokenIn(block, surface)), surface).toBeGreaterThanOrEqual(40);
      expect(contrast(claim, tokenIn(block, surface)), surface).toBeGreaterThanOrEqual(3);
    }
  });
});
