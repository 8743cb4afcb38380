// Which place labels the map can draw without one covering another. Labels sit to the right of their
// markers, so places close together on screen (Atlanta and Jacksonville on a 360 px map, any two places
// once zoomed out) would stack their names into an unreadable pile. The first places keep their labels;
// a later one whose label would touch a kept label, the marker of a place before it or a map control is
// hidden, and its marker still names it (its title, and the label shown again on hover or keyboard focus).
// A label may run over the marker of a place after it: the first places keep their names, as a label
// never takes a click (Leaflet's tooltips let the pointer through) and the marker stays focusable.

export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelledMarker {
  label: PixelRect;
  marker: PixelRect;
}

/** Room kept between two labels, so neighbours read as two names and not one. */
export const LABEL_GAP_PX = 2;

function overlaps(a: PixelRect, b: PixelRect, gap: number): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/**
 * For each marker in priority order (the story's own order, most important first), whether its label is
 * drawn. A label is kept when it clears every kept label, the markers of the places before it and every
 * obstacle (the zoom buttons).
 */
export function visibleLabels(markers: LabelledMarker[], obstacles: PixelRect[] = []): boolean[] {
  const kept: PixelRect[] = [];
  return markers.map(({ label }, index) => {
    const clear =
      !kept.some((other) => overlaps(label, other, LABEL_GAP_PX)) &&
      !markers.slice(0, index).some((other) => overlaps(label, other.marker, 0)) &&
      !obstacles.some((obstacle) => overlaps(label, obstacle, 0));
    if (clear) kept.push(label);
    return clear;
  });
}

/**
 * Which side of its marker a label is drawn: the right, as every label, unless there it would run past the
 * map's right edge and on the left it fits ('Wellington' of a map that spans the world, cut to 'Wellin' at
 * 360 px). `width` is the label's, `offset` the gap between the marker's centre and the label.
 */
export function labelSide(
  markerX: number,
  width: number,
  offset: number,
  mapWidth: number,
): 'left' | 'right' {
  if (markerX + offset + width <= mapWidth) return 'right';
  return markerX - offset - width >= 0 ? 'left' : 'right';
}
