import type { ReactNode } from 'react';
import type { CoherenceIcon, GeoScopeMode } from '../model/feed-settings';

export type SliderIconKind = CoherenceIcon | GeoScopeMode;

/**
 * The icon beside a feed slider. Maturity is a cairn that grows a stone at each threshold; geo scope
 * goes from a map pin (local) through a globe (both) to a planet in orbit (universe). Decorative: the
 * slider's aria-valuetext says the same in words. `data-icon` names the shape for tests and styling.
 */
export function SliderIcon({ kind, className }: { kind: SliderIconKind; className?: string }) {
  return (
    <svg
      className={className}
      data-icon={kind}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[kind]}
    </svg>
  );
}

const stone = (cy: number, rx: number, ry: number) => (
  <ellipse cx="12" cy={cy} rx={rx} ry={ry} fill="currentColor" />
);

const SHAPES: Record<SliderIconKind, ReactNode> = {
  'one-stone': stone(18, 8, 3.5),
  'two-stones': (
    <>
      {stone(18, 8, 3.5)}
      {stone(11.5, 6, 2.8)}
    </>
  ),
  'three-stones': (
    <>
      {stone(18, 8, 3.5)}
      {stone(11.5, 6, 2.8)}
      {stone(6, 4, 2.2)}
    </>
  ),
  local: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 21s-6.5-5.6-6.5-10.5a6.5 6.5 0 1 1 13 0C18.5 15.4 12 21 12 21z" />
      <circle cx="12" cy="10.5" r="2.3" />
    </g>
  ),
  both: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="8.5" />
      <ellipse cx="12" cy="12" rx="3.8" ry="8.5" />
      <path d="M3.5 12h17" />
    </g>
  ),
  global: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="4.2" fill="currentColor" />
      <ellipse cx="12" cy="12" rx="10" ry="3.6" transform="rotate(-22 12 12)" />
      <circle cx="4.5" cy="4.5" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="19.5" cy="19" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="19" cy="4" r="0.7" fill="currentColor" stroke="none" />
    </g>
  ),
};
