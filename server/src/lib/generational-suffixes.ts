/** Generational suffixes ('Jr.', 'III') as name words fold them: after a person's surname, not part of it. */
export const GENERATIONAL_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
