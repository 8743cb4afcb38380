/**
 * Indices of the `count` largest values, largest first, ties in index order: the first `count` of a
 * stable sort by value, descending. A numeric typed-array sort finds the cut-off, so only the kept ones
 * go through a comparator (most callers keep a fraction: 64 centroid terms of ~250, 24 query terms of ~200).
 */
export function heaviestFirst(values: Float64Array, count: number): number[] {
  const n = values.length;
  const take = Math.min(count, n);
  const out: number[] = [];
  if (take <= 0) return out;
  if (take < n) {
    const sorted = values.slice().sort();
    const cut = sorted[n - take] as number;
    let ties = take;
    for (let i = n - 1; i >= 0 && (sorted[i] as number) > cut; i--) ties--;
    for (let i = 0; i < n; i++) {
      const v = values[i] as number;
      if (v > cut) out.push(i);
      else if (v === cut && ties > 0) {
        out.push(i);
        ties--;
      }
    }
  } else {
    for (let i = 0; i < n; i++) out.push(i);
  }
  return out.sort((a, b) => (values[b] as number) - (values[a] as number));
}
