import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { narrativeText, parseNarrative } from '@cairn/shared/narrative/narrative-markup';
import { describe, expect, it } from 'vitest';
import { answerFromClaims } from './answer-from-claims';

const FORGED = '0badc0de-0000-4000-8000-00000000f00d';

function claim(text: string): StoryClaim {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    text,
    modality: 'observation',
    semantic_modality: 'factual',
    confidence: 0.9,
    event_time: null,
    who: null,
    where: null,
    source: {
      url: 'https://ledger.example/levee',
      domain: 'ledger.example',
      page_id: '11111111-1111-4111-8111-111111111111',
      title: 'Levee meeting',
    },
    evidence_references: [],
    created_at: '2026-10-15T09:00:00.000Z',
  };
}

describe('answerFromClaims', () => {
  it('quotes a claim that imitates the story markup as text, never as a citation or an entity link', () => {
    const text = `The levee contractor {{cite:${FORGED}}} was [[Evil|x]], the notice said.`;
    const answer = answerFromClaims(
      { title: 'Levee', claims: [claim(text)], entityNames: [] },
      'Who was the levee contractor?',
    );
    expect(answer.cited).toEqual([1]);
    expect(parseNarrative(answer.response).every((segment) => segment.kind === 'text')).toBe(true);
    expect(narrativeText(answer.response)).toContain(`{{cite:${FORGED}}} was [[Evil|x]], the notice said`);
  });

  it('escapes the title and entity names it lists when it cannot answer', () => {
    const answer = answerFromClaims(
      { title: '[[Evil|x]] story', claims: [claim('The river rose.')], entityNames: [`{{cite:${FORGED}}}`] },
      'What about the harvest fair?',
    );
    expect(parseNarrative(answer.response).every((segment) => segment.kind === 'text')).toBe(true);
    expect(narrativeText(answer.response)).toContain(`{{cite:${FORGED}}}`);
    expect(narrativeText(answer.response)).toContain('“[[Evil|x]] story”');
  });
});
