import type { EntityType } from '@cairn/shared/contracts/vocabulary';

/**
 * A story's entities come from its pages, each resolved on its own: one page names "Tara Reid", another
 * only "Reid"; one "Indianapolis Colts", another "Colts". Within a page the short form already joins its
 * full name (cluster-mentions.ts); across a story's pages this folds a person's surname into the one full
 * name that ends with it, and an organisation's leading or last words into the one full name that starts or
 * ends with them. A short form two full names share ("Smith" of "Jane Smith" and "John Smith") stays apart,
 * and places are never folded ("Wendover" is not "Wendover County").
 */
export function foldShortForms<T extends { type: EntityType; name: string }>(
  items: readonly T[],
  merge: (into: T, short: T) => void,
): T[] {
  const words = new Map(items.map((item) => [item, nameWords(item.name)]));
  const longestFirst = [...items].sort((a, b) => words.get(b)!.length - words.get(a)!.length);
  const kept = new Set<T>();
  for (const item of longestFirst) {
    const short = words.get(item)!;
    const targets =
      item.type === 'Location' || short.length === 0
        ? []
        : [...kept].filter(
            (full) => full.type === item.type && isShortForm(short, words.get(full)!, item.type),
          );
    if (targets.length === 1) merge(targets[0]!, item);
    else kept.add(item);
  }
  return items.filter((item) => kept.has(item));
}

/** Accents and case folded ('Bénézat' → 'benezat'), as the entity keys fold them. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

function nameWords(name: string): string[] {
  return fold(name)
    .replace(/['’]s$/, '')
    .replace(/\./g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
}

function isShortForm(short: string[], full: string[], type: EntityType): boolean {
  if (short.length >= full.length) return false;
  const tail = full.slice(full.length - short.length).join(' ') === short.join(' ');
  const head = full.slice(0, short.length).join(' ') === short.join(' ');
  return type === 'Person' ? tail : tail || head;
}
