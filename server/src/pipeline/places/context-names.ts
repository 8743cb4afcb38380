// The story's text read for the geocoder's context: the names that may be its other places, and the
// qualifiers written after the name being read ('Paris, Texas').
import { qualifierAt } from '../../intelligence/places/qualifiers';

/**
 * Candidate place names in a story's text: runs of capitalised words (with 'of', 'de', 'del', 'la' inside)
 * and every one-to-three-word part of them, so 'Texas Governor Greg Abbott' yields 'Texas'.
 */
export function contextNames(text: string): string[] {
  const names = new Set<string>();
  const runs =
    text.match(/\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|de|del|la|le|the)\s+)?\p{Lu}[\p{L}'’.-]*)*/gu) ?? [];
  for (const run of runs) {
    const words = run.split(/\s+/).map((w) => w.replace(/(?:'s|’s|\.)$/u, ''));
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= 3 && i + n <= words.length; n++) names.add(words.slice(i, i + n).join(' '));
    }
  }
  return [...names];
}

/** What follows the name in the text as ', Texas' or ', New South Wales': its explicit qualifiers. */
export function qualifiersInText(text: string, name: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const q = qualifierAt(text, at + name.length);
    if (q) out.push(q);
  }
  return out;
}
