/**
 * The story narrative's markup (SPEC §3): `{{cite:id,id}}` cites pages, `[[name]]` and
 * `[[name|canonicalId]]` mark an entity mention. A backslash before `\`, `{`, `}`, `[`, `]` or `|` stands
 * for that character itself. The server escapes every sentence it takes from a source this way before it
 * adds its own markup, so an article that contains `{{cite:…}}` or `[[…]]` reads as those characters and
 * can never forge a citation or an entity link (docs/decisions.md, "Story markup escape").
 */

export type NarrativeSegment =
  | { kind: 'text'; text: string }
  /** `numbers[i]` is the reader-facing number of `pageIds[i]` (SPEC §3: 1, 2… in order of first citation). */
  | { kind: 'citation'; pageIds: string[]; numbers: number[] }
  | { kind: 'entity'; name: string; canonicalId: string | null };

const ESCAPABLE = new Set(['\\', '{', '}', '[', ']', '|']);
const CITE_OPEN = '{{cite:';
const PAGE_ID = /^[0-9A-Za-z][0-9A-Za-z_-]*$/;
const CANONICAL_ID = /^[^\s\\[\]{}|]+$/;
/** An entity mention is a name, not a paragraph: longer bracketed runs are text. */
const MAX_ENTITY_CHARS = 200;

/**
 * Source text made safe to place in a narrative: every backslash, brace and square bracket gets a
 * backslash, so no run of it can open or close markup. `|` needs none: outside `[[…]]` it is text, and
 * escaped text can never open `[[`.
 */
export function escapeNarrativeText(text: string): string {
  return text.replace(/[\\{}[\]]/g, '\\$&');
}

/** Splits a narrative into text, citations and entity mentions, with escapes turned back into text. */
export function parseNarrative(content: string): NarrativeSegment[] {
  const segments: NarrativeSegment[] = [];
  const numbers = new Map<string, number>();
  let text = '';
  const flush = () => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
  };

  let i = 0;
  while (i < content.length) {
    const char = content[i]!;
    const next = content[i + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (char === '{' && content.startsWith(CITE_OPEN, i)) {
      const citation = readCitation(content, i + CITE_OPEN.length);
      if (citation) {
        flush();
        for (const id of citation.pageIds) if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
        segments.push({
          kind: 'citation',
          pageIds: citation.pageIds,
          numbers: citation.pageIds.map((id) => numbers.get(id)!),
        });
        i = citation.end;
        continue;
      }
    }
    if (char === '[' && next === '[') {
      const entity = readEntity(content, i + 2);
      if (entity) {
        flush();
        segments.push({ kind: 'entity', name: entity.name, canonicalId: entity.canonicalId });
        i = entity.end;
        continue;
      }
    }
    text += char;
    i++;
  }
  flush();
  return segments;
}

/** The narrative as a reader sees its words: citations left out, entity mentions as their names. */
export function narrativeText(content: string): string {
  return parseNarrative(content)
    .map((segment) =>
      segment.kind === 'text' ? segment.text : segment.kind === 'entity' ? segment.name : '',
    )
    .join('');
}

function readCitation(content: string, from: number): { pageIds: string[]; end: number } | null {
  const close = content.indexOf('}}', from);
  if (close === -1) return null;
  const pageIds = content
    .slice(from, close)
    .split(',')
    .map((id) => id.trim());
  if (!pageIds.length || !pageIds.every((id) => PAGE_ID.test(id))) return null;
  return { pageIds: [...new Set(pageIds)], end: close + 2 };
}

/** `name]]` or `name|id]]` from `from`, escapes honoured in the name; null when it is not a mention. */
function readEntity(
  content: string,
  from: number,
): { name: string; canonicalId: string | null; end: number } | null {
  let name = '';
  let i = from;
  while (i < content.length && i - from <= MAX_ENTITY_CHARS) {
    const char = content[i]!;
    const next = content[i + 1];
    if (char === '\n' || char === '{' || char === '}') return null;
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      name += next;
      i += 2;
      continue;
    }
    if (char === '[') return null;
    if (char === ']') {
      if (next !== ']') return null;
      return name.trim() ? { name: name.trim(), canonicalId: null, end: i + 2 } : null;
    }
    if (char === '|') {
      const close = content.indexOf(']]', i + 1);
      if (close === -1) return null;
      const canonicalId = content.slice(i + 1, close).trim();
      if (!name.trim() || !CANONICAL_ID.test(canonicalId)) return null;
      return { name: name.trim(), canonicalId, end: close + 2 };
    }
    name += char;
    i++;
  }
  return null;
}
