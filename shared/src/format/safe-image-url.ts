/**
 * The URL to put in an `<img src>`, or null. The server keeps only absolute http(s) image addresses
 * (docs/decisions.md, "Page metadata URLs"); the client checks again because a submission's preview can
 * come from local storage written by an older version, and a `javascript:` or `data:` address that
 * slipped through once must not render anywhere.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    // No base: a relative address is not one the server would send.
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
