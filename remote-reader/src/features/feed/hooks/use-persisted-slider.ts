import { readStorage, writeStorage } from '@cairn/shared/storage/safe-storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  normalizeSliderValue,
  SETTING_DEBOUNCE_MS,
  SETTING_POLL_MS,
  type SliderRange,
} from '../model/feed-settings';

export interface PersistedSlider {
  /** Where the slider is now: moves with every step the user makes. */
  position: number;
  /** The settled value (500 ms after the last move, or read back from storage): the feed filters on it. */
  value: number;
  /** A move of the slider: saved and applied once the user has stopped for 500 ms. */
  move: (next: number) => void;
  /** Saved and applied at once (a "show all" shortcut is not a drag). */
  set: (next: number) => void;
}

/**
 * A slider setting kept in local storage (SPEC §9): saved after a 500 ms debounce, so dragging does
 * not write (or refetch) at every step, and re-read every 500 ms, so a change made in another tab or
 * another panel of the page applies here too. The poll pauses while a move of our own is pending,
 * otherwise it would put the slider back to the old stored value in the middle of a drag.
 */
export function usePersistedSlider(
  storageKey: string,
  range: SliderRange,
  { pollStorage = true }: { pollStorage?: boolean } = {},
): PersistedSlider {
  const [initial] = useState(() => normalizeSliderValue(readStorage(storageKey), range));
  const [position, setPosition] = useState(initial);
  const [value, setValue] = useState(initial);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: number } | null>(null);

  const apply = useCallback(
    (next: number) => {
      writeStorage(storageKey, String(next));
      setPosition(next);
      setValue(next);
    },
    [storageKey],
  );

  const move = useCallback(
    (next: number) => {
      const normalized = normalizeSliderValue(next, range);
      setPosition(normalized);
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        apply(normalized);
      }, SETTING_DEBOUNCE_MS);
      pending.current = { timer, value: normalized };
    },
    [apply, range],
  );

  const set = useCallback(
    (next: number) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      apply(normalizeSliderValue(next, range));
    },
    [apply, range],
  );

  useEffect(() => {
    if (!pollStorage) return;
    const poll = setInterval(() => {
      if (pending.current) return;
      const stored = readStorage(storageKey);
      if (stored === null) return;
      const next = normalizeSliderValue(stored, range);
      // React bails out when the value is unchanged, so an idle poll costs no render.
      setPosition(next);
      setValue(next);
    }, SETTING_POLL_MS);
    return () => clearInterval(poll);
  }, [pollStorage, range, storageKey]);

  // Leaving the page within 500 ms of a move still saves it: the user did set that value.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      writeStorage(storageKey, String(pending.current.value));
      pending.current = null;
    },
    [storageKey],
  );

  return { position, value, move, set };
}
