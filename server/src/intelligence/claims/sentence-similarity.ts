// Near-duplicate sentences: an article often restates its lead, and the restatement is not a second claim.

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
}

/** Word overlap of two sentences; sentences that state different figures are never near-duplicates. */
export function similarity(a: string, b: string): number {
  const figures = (t: string) => (t.match(/\d+(?:[.,]\d+)*/g) ?? []).sort().join(' ');
  if (figures(a) !== figures(b)) return 0;
  const x = contentWords(a);
  const y = contentWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.min(x.size, y.size) >= 0.9 ? 1 : shared / (x.size + y.size - shared);
}
