// The qualifier written after a place name ('Paris, Texas', 'Springfield, Mo.'), read the same way by the
// entity pipeline and by `GET /api/geocode`: each then looks the names up in its own gazetteer.
import { stateNameOf } from '../entities/cluster-mentions';

/** The capitalised words after a place name that ends at `end`, when a comma follows it: its qualifier. */
export function qualifierAt(text: string, end: number): string | undefined {
  return /^,\s+(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2})/u.exec(text.slice(end, end + 40))?.[1];
}

/**
 * The names a qualifier may be, longest first: the first that names an area is the one meant
 * ('Arlington, Virginia. Within weeks' is Virginia; the capitalised words may run on into the next
 * sentence). 'Springfield, Mo.': news abbreviates the state after a town, and GeoNames knows only 'Missouri'.
 */
export function qualifierNames(qualifier: string): string[] {
  const words = qualifier.trim().split(/\s+/);
  const names: string[] = [];
  for (let n = words.length; n > 0; n--) {
    const name = words.slice(0, n).join(' ');
    names.push(stateNameOf(name) ?? name.replace(/\.$/, ''));
  }
  return names;
}
