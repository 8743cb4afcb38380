import type { EntityDetail } from '@cairn/shared/contracts/entities';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const ENTITY_ID = '55555555-5555-4555-8555-555555555555';

/** An answer of `GET /api/entity/{id}` (SPEC §3 'Entity lookup/detail'). */
export function makeEntity(overrides: Partial<EntityDetail> = {}): EntityDetail {
  return {
    id: ENTITY_ID,
    entity_type: 'Person',
    canonical_name: 'Daniel Osei',
    description: 'Transport correspondent of the Port Aldous Gazette.',
    wikidata_description: null,
    wikidata_thumbnail: null,
    wikidata_qid: null,
    confidence: 0.92,
    mentions: ['Daniel Osei', 'D. Osei'],
    context: { role: 'journalist', domain: 'gazette.example' },
    story_count: 3,
    location: null,
    ...overrides,
  };
}
