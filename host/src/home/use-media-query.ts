import { useState } from 'react';

/**
 * Whether a media query matches when the component mounts. Read once on purpose: it picks a
 * starting state, and a later resize must not undo what the user opened or closed.
 */
export function useInitialMediaQuery(query: string, fallback = true): boolean {
  const [matches] = useState(() =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches,
  );
  return matches;
}
