/** True when a key press belongs to a text field, so single-key shortcuts must leave it alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  // `isContentEditable` is the browser's answer; the attribute check covers DOMs that lack it (jsdom).
  return (
    target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}
