import { describe, expect, it } from 'vitest';
import { type LabelledMarker, labelSide, type PixelRect, visibleLabels } from './declutter-labels';

/** A 16 px marker at (x, y) with a label of `width` px starting 8 px right of it, as the map draws them. */
function place(x: number, y: number, width: number): LabelledMarker {
  const marker: PixelRect = { left: x - 8, top: y - 8, right: x + 8, bottom: y + 8 };
  return { marker, label: { left: x + 16, top: y - 15, right: x + 16 + width, bottom: y + 15 } };
}

describe('visibleLabels', () => {
  it('keeps every label when none touches another', () => {
    // The NFL story at 1280 px: Green Bay, Indianapolis, Atlanta and Jacksonville well apart.
    expect(visibleLabels([place(100, 40, 100), place(120, 110, 120), place(140, 200, 80)])).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('hides the later of two labels that would overlap, keeping the first place named', () => {
    // Atlanta above Jacksonville on a 360 px map: 20 px apart vertically, labels 30 px tall.
    expect(visibleLabels([place(130, 312, 80), place(165, 332, 120)])).toEqual([true, false]);
    expect(visibleLabels([place(165, 332, 120), place(130, 312, 80)])).toEqual([true, false]);
  });

  it('hides the second of two places drawn at the same point', () => {
    expect(visibleLabels([place(50, 50, 60), place(50, 50, 60)])).toEqual([true, false]);
  });

  it('hides a label that would cover the marker of a place before it, not one after it', () => {
    // The second place's label runs over the first place's marker (x 292..308).
    expect(visibleLabels([place(300, 100, 60), place(200, 100, 120)])).toEqual([true, false]);
    // The other way round the first place keeps its name over the second's marker.
    expect(visibleLabels([place(200, 100, 120), place(300, 100, 60)])).toEqual([true, false]);
    expect(visibleLabels([place(200, 100, 120), place(300, 200, 60)])).toEqual([true, true]);
  });

  it('hides a label under a map control and keeps a hidden label from hiding others', () => {
    const zoomButtons: PixelRect = { left: 10, top: 10, right: 44, bottom: 74 };
    // The first label is under the zoom buttons; the second overlaps only that hidden label, so it stays.
    expect(visibleLabels([place(10, 40, 60), place(30, 60, 60)], [zoomButtons])).toEqual([false, true]);
  });

  it('keeps a small gap between neighbouring labels', () => {
    const a = place(0, 0, 100);
    const b = place(0, 31, 100); // b's label starts 1 px under a's
    expect(visibleLabels([a, b])).toEqual([true, false]);
    expect(visibleLabels([a, place(0, 40, 100)])).toEqual([true, true]);
  });
});

describe('labelSide', () => {
  it('draws a label on the right unless it would run past the right edge and fits on the left', () => {
    // A 330 px map: a 110 px label 16 px from its marker.
    expect(labelSide(100, 110, 16, 330)).toBe('right');
    expect(labelSide(204, 110, 16, 330)).toBe('right');
    expect(labelSide(250, 110, 16, 330)).toBe('left');
    // Neither side holds it: the right, as every other label.
    expect(labelSide(120, 300, 16, 330)).toBe('right');
  });
});
