import { parseNarrative } from '@cairn/shared/narrative/narrative-markup';

/**
 * A claim chip with the brackets and punctuation that touch it ('(' before, ').' after): the drawer keeps
 * them on one line with the chip, so a line never starts with ')' or ends with '('.
 */
export type AnswerPart =
  | { kind: 'text'; text: string }
  | { kind: 'claim'; number: number; label: string; before: string; after: string };

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
    const before = match.index > last && text[match.index - 1] === '(' ? '(' : '';
    const start = match.index - before.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const end = match.index + match[0].length;
    const after = /^[)\],.;:!?]*/.exec(text.slice(end))![0];
    parts.push({ kind: 'claim', number, label: match[0], before, after });
    last = end + after.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
