/**
 * Text PostgreSQL will store. A `text` column refuses NUL (U+0000); `jsonb` refuses NUL and an unpaired
 * UTF-16 surrogate (node-postgres sends a string as UTF-8, which has no form for one; JSON.stringify
 * writes it as `\ud800`, which jsonb rejects). Browsers drop NUL from HTML text and show U+FFFD for a
 * broken character, so the pipeline does the same with everything it reads from a page.
 */
// A high surrogate with no low one after it, or a low one with no high one before it.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  // Most pages have neither: skip the copies.
  const cleaned = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return /[\ud800-\udfff]/.test(cleaned) ? cleaned.replace(UNPAIRED_SURROGATE, '\ufffd') : cleaned;
}

/** `storableText` applied to every string in a JSON value (keys included), for JSON-LD and the like. */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as T;
  }
  return value;
}

/**
 * `text` cut to at most `max` UTF-16 units without splitting a surrogate pair: `slice` alone can leave
 * half an emoji at the end, which jsonb refuses.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
