import { parseNarrative } from '@cairn/shared/narrative/narrative-markup';

export type AnswerPart = { kind: 'text'; text: string } | { kind: 'claim'; number: number; label: string };

const CLAIM_REF = /\bClaim (\d{1,4})\b/g;

/**
 * A chat answer as the drawer shows it (SPEC §2): its text (escaped source quotes read back as the
 * characters they stand for, entity markup as names, citation markup dropped), with each 'Claim N' that
 * names a claim of the story as a chip. Nothing of it ever becomes HTML.
 */
export function answerParts(response: string, claimCount: number): AnswerPart[] {
  const text = parseNarrative(response)
    .map((s) => (s.kind === 'text' ? s.text : s.kind === 'entity' ? s.name : ''))
    .join('');
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAIM_REF)) {
    const number = Number(match[1]);
    if (number < 1 || number > claimCount) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'claim', number, label: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
