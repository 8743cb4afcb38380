import { type NarrativeSegment, parseNarrative } from '@cairn/shared/narrative/narrative-markup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type ReaderSegment =
  | { kind: 'text'; text: string }
  /** `ordinal` is the citation's position among the narrative's kept citations (0-based). */
  | { kind: 'citation'; pageIds: string[]; numbers: number[]; ordinal: number }
  | { kind: 'entity'; name: string; canonicalId: string | null };

export interface ReaderNarrative {
  segments: ReaderSegment[];
  /** Page id → its reader-facing number (SPEC §3: 1, 2… by first appearance of a valid id). */
  numbers: Map<string, number>;
}

/**
 * The narrative as the reader shows it (SPEC §3, §5): citation page ids must be UUIDs; an invalid one is
 * dropped with a console warning, a citation with none valid disappears, and numbering counts only the
 * ids kept, so the numbers on the page always run 1, 2, 3… Entity markup without a name was already left
 * as text by the parser; a mention without a canonical id is warned about and shown as plain text.
 */
export function readNarrative(
  content: string,
  warn: (message: string) => void = console.warn,
): ReaderNarrative {
  const numbers = new Map<string, number>();
  const segments: ReaderSegment[] = [];
  let ordinal = 0;
  for (const segment of parseNarrative(content) as NarrativeSegment[]) {
    if (segment.kind === 'citation') {
      const valid = segment.pageIds.filter((id) => {
        if (UUID.test(id)) return true;
        warn(`Story citation dropped: "${id}" is not a UUID page id`);
        return false;
      });
      // The citation marker is counted even when dropped: the server's per-citation evidence is keyed by
      // the marker's position in the content.
      const position = ordinal++;
      if (!valid.length) continue;
      for (const id of valid) if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
      segments.push({
        kind: 'citation',
        pageIds: valid,
        numbers: valid.map((id) => numbers.get(id)!),
        ordinal: position,
      });
      continue;
    }
    if (segment.kind === 'entity' && !segment.canonicalId) {
      warn(`Story entity mention "${segment.name}" has no canonical id`);
    }
    segments.push(segment);
  }
  return { segments, numbers };
}
