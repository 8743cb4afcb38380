/** JSON-LD and meta values are sometimes double-encoded ("&#8211;"). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|nbsp);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return fromReference(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return fromReference(Number(lower.slice(1)));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }[lower] ?? entity;
  });
}

/**
 * As HTML decodes a numeric reference: `&#0;`, a surrogate and anything past U+10FFFF are U+FFFD. The
 * first two would reach PostgreSQL as text it refuses (NUL, an unpaired surrogate); the last would throw.
 */
function fromReference(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return '\ufffd';
  }
  return String.fromCodePoint(code);
}
