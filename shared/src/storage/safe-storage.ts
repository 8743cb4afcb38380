/**
 * Local storage that never throws: it is missing or refuses writes in some private modes and sandboxed
 * frames, and a setting, a visitor id or a list that cannot be saved must not break the screen that
 * uses it (it still applies for this page view). The one helper for the host and every remote.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's local storage, or undefined where reading it throws (or there is no window). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    // Not `window.localStorage`: the server imports this module (through user/user-id.ts) and has no DOM.
    return (globalThis as { window?: { localStorage: KeyValueStorage } }).window?.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored value, or null when there is none or the storage cannot be read. */
export function readStorage(
  key: string,
  storage: KeyValueStorage | undefined = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value when the storage lets us; a refused write is not an error. */
export function writeStorage(
  key: string,
  value: string,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not saved: it still applies for this page view.
  }
}
