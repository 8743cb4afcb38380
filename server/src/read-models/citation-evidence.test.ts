import { describe, expect, it } from 'vitest';
import { citationEvidence, type EvidenceClaim } from './citation-evidence';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const claim = (id: string, page: string, text: string, quote = text, start = 10): EvidenceClaim => ({
  id,
  page_id: page,
  text,
  evidence: [{ quote, start, end: start + quote.length }],
});

describe('citationEvidence', () => {
  const claims = [
    claim(
      'aaaaaaaa-0000-4000-8000-000000000001',
      A,
      'At least 95 people died in the floods in Valencia.',
      'at least 95 people died',
      40,
    ),
    claim('aaaaaaaa-0000-4000-8000-000000000002', A, 'AEMET issued a red alert on Tuesday.'),
    claim(
      'bbbbbbbb-0000-4000-8000-000000000001',
      B,
      'The floods in Valencia killed at least 95 people, officials said.',
    ),
  ];

  it("gives each cited page the quote of its claim that states the marker's sentence", () => {
    const content = `At least 95 people died in the floods in [[Valencia|x]]. {{cite:${A},${B}}}\n\nAEMET issued a red alert on Tuesday. {{cite:${A}}}`;
    const evidence = citationEvidence(content, claims);
    expect(evidence).toHaveLength(2);
    expect(evidence[0]).toEqual([
      { page_id: A, claim_id: claims[0]!.id, quote: 'at least 95 people died', start: 40, end: 63 },
      {
        page_id: B,
        claim_id: claims[2]!.id,
        quote: claims[2]!.text,
        start: 10,
        end: 10 + claims[2]!.text.length,
      },
    ]);
    expect(evidence[1]).toEqual([
      {
        page_id: A,
        claim_id: claims[1]!.id,
        quote: 'AEMET issued a red alert on Tuesday.',
        start: 10,
        end: 46,
      },
    ]);
  });

  it('gives no quote rather than a wrong one when no claim of the page says the sentence', () => {
    const evidence = citationEvidence(`Rescuers searched garages for hours. {{cite:${A}}}`, claims);
    expect(evidence).toEqual([[{ page_id: A, claim_id: null, quote: null, start: null, end: null }]]);
  });

  it('counts markers as the narrative parser does, escaped imitations excluded', () => {
    const content = String.raw`A memo \{\{cite:${B}\}\} says 95 people died in floods in Valencia. {{cite:${A}}}`;
    expect(citationEvidence(content, claims)).toHaveLength(1);
    expect(citationEvidence(null, claims)).toEqual([]);
  });
});
