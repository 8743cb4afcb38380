// Helpers shared by the entity tests (wire-tables, wire-prose, entity-typing): what a line prints and which
// type a surface gets. Not a test file itself; it imports nothing from the test runner.
import { entitiesForLine } from './cli-entities';
import { recognizeEntities } from './recognize-entities';

/** The mentions `cairn entities --jsonl` prints for a line (only those above its confidence floor). */
export function printed(text: string): { text: string; type: string }[] {
  return entitiesForLine({ id: 0, text }).entities;
}

/** The printed type of the nth mention with exactly this surface, or undefined. */
export function printedTypeOf(text: string, surface: string, nth = 0): string | undefined {
  return printed(text).filter((m) => m.text === surface)[nth]?.type;
}

/** The printed surfaces, in order. */
export function surfaces(text: string): string[] {
  return printed(text).map((m) => m.text);
}

/** The recogniser's type of the nth mention with exactly this surface (any confidence), or undefined. */
export function recognizedTypeOf(text: string, surface: string, nth = 0): string | undefined {
  return recognizeEntities(text).filter((m) => m.text === surface)[nth]?.type;
}
