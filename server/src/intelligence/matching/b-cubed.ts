/**
 * B-cubed precision, recall and F1 of a clustering against gold labels (Bagga & Baldwin 1998): per item,
 * precision is the share of its predicted cluster that shares its gold label, recall the share of its gold
 * class that shares its predicted cluster; both averaged over items, F1 their harmonic mean.
 */
export interface BCubed {
  precision: number;
  recall: number;
  f1: number;
}

export function bCubed(predicted: readonly string[], gold: readonly string[]): BCubed {
  if (predicted.length !== gold.length) throw new Error('predicted and gold differ in length');
  const n = predicted.length;
  if (n === 0) return { precision: 1, recall: 1, f1: 1 };
  const clusterSize = new Map<string, number>();
  const classSize = new Map<string, number>();
  const pairSize = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const p = predicted[i] as string;
    const g = gold[i] as string;
    clusterSize.set(p, (clusterSize.get(p) ?? 0) + 1);
    classSize.set(g, (classSize.get(g) ?? 0) + 1);
    const key = JSON.stringify([p, g]);
    pairSize.set(key, (pairSize.get(key) ?? 0) + 1);
  }
  let precision = 0;
  let recall = 0;
  for (let i = 0; i < n; i++) {
    const p = predicted[i] as string;
    const g = gold[i] as string;
    const both = pairSize.get(JSON.stringify([p, g])) as number;
    precision += both / (clusterSize.get(p) as number);
    recall += both / (classSize.get(g) as number);
  }
  precision /= n;
  recall /= n;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
