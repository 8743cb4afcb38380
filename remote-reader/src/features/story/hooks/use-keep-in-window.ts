import { type RefObject, useLayoutEffect } from 'react';

/** Space kept between a popover and the window's edges. */
const EDGE_PX = 8;

export interface Placement {
  /** Pixels to move the popover sideways (negative: to the left). */
  shiftX: number;
  /** The popover opens above its anchor but would go under the sticky header: open it below instead. */
  flipBelow: boolean;
}

/**
 * Where a popover must go to lie inside the window: `box` is where CSS placed it, unshifted. A popover
 * wider than the window starts at its left edge, so its beginning is readable.
 */
export function keepInWindow(
  box: { left: number; right: number; top: number },
  window: { width: number; top: number },
): Placement {
  let shiftX = 0;
  if (box.right - box.left + 2 * EDGE_PX >= window.width || box.left < EDGE_PX) shiftX = EDGE_PX - box.left;
  else if (box.right > window.width - EDGE_PX) shiftX = window.width - EDGE_PX - box.right;
  return { shiftX, flipBelow: box.top < window.top };
}

/**
 * Keeps an open popover (entity card, citation quote) inside the window: at 360 px a card placed by its
 * anchor near the right edge, or a quote centred on a citation near either edge, would be cut off. Sets
 * `--keep-x` (a length the popover's CSS adds to its position) and `data-below` on the element, before the
 * browser paints, so it never shows off-screen first.
 */
export function useKeepInWindow(ref: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    node.style.setProperty('--keep-x', '0px');
    delete node.dataset.below;
    const root = document.documentElement;
    // The shell's sticky header covers the top of the window (a design token every app shares).
    const headerHeight =
      Number.parseFloat(getComputedStyle(root).getPropertyValue('--cairn-header-height')) || 0;
    const { shiftX, flipBelow } = keepInWindow(node.getBoundingClientRect(), {
      width: root.clientWidth,
      top: headerHeight,
    });
    node.style.setProperty('--keep-x', `${shiftX}px`);
    if (flipBelow) node.dataset.below = '';
  }, [ref, open]);
}
