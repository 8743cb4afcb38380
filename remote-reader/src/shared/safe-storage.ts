/**
 * Local storage that never throws: it is missing or refuses writes in some private modes and sandboxed
 * frames, and a setting that cannot be saved must not break the screen that uses it.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not saved: the setting still applies for this page view.
  }
}
