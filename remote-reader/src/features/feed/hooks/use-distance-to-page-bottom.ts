import { useEffect, useState } from 'react';

/**
 * How many pixels of the page are left below the viewport, measured on scroll and resize and whenever
 * `contentVersion` changes (new stories make the page taller, or a short page leaves the reader at the
 * bottom already). Rounded, so a scroll of a fraction of a pixel costs no render.
 */
export function useDistanceToPageBottom(contentVersion: unknown): number {
  const [distance, setDistance] = useState(Number.POSITIVE_INFINITY);
  // contentVersion is not read inside: it is the trigger to measure again.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = document.documentElement;
      setDistance(Math.max(0, Math.round(page.scrollHeight - (window.scrollY + window.innerHeight))));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Measured in the next frame, not here: reading scrollHeight during React's commit forces a layout
    // of the whole page before the browser's own (~75 ms on /app's first render, in a CPU profile).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [contentVersion]);
  return distance;
}
