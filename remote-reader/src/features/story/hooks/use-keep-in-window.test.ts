import { describe, expect, it } from 'vitest';
import { keepInWindow } from './use-keep-in-window';

const phone = { width: 360, top: 60 };

describe('keepInWindow', () => {
  it('leaves a popover that fits where it is', () => {
    expect(keepInWindow({ left: 20, right: 340, top: 200 }, phone)).toEqual({ shiftX: 0, flipBelow: false });
  });

  it('moves a card running off the right edge back in, 8 px from it', () => {
    // A 320 px entity card under a mention that starts at x = 182.
    expect(keepInWindow({ left: 182, right: 502, top: 300 }, phone).shiftX).toBe(352 - 502);
  });

  it('moves a quote cut off on the left back in, 8 px from the edge', () => {
    expect(keepInWindow({ left: -51, right: 237, top: 300 }, phone).shiftX).toBe(59);
  });

  it('starts a popover wider than the window at its left edge', () => {
    expect(keepInWindow({ left: 100, right: 460, top: 300 }, phone).shiftX).toBe(-92);
  });

  it('opens a quote below its citation when above it would go under the header', () => {
    expect(keepInWindow({ left: 20, right: 300, top: 40 }, phone).flipBelow).toBe(true);
    expect(keepInWindow({ left: 20, right: 300, top: 60 }, phone).flipBelow).toBe(false);
  });
});
