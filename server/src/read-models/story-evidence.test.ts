import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { describe, expect, it } from 'vitest';
import { foldStoryEntityRows, markOffStory, type StoryEntityRow } from './story-evidence';

const pages = ['p1', 'p2', 'p3'].map((id) => ({ id }));

const claim = (page_id: string, text: string, event_time: string | null = null): StoryClaim => ({
  id: `${page_id}-${text.length}`,
  text,
  modality: 'observation',
  semantic_modality: 'official_fact',
  confidence: 0.8,
  event_time,
  who: null,
  where: null,
  source: { url: null, domain: null, page_id, title: null },
  evidence_references: [],
  created_at: '2008-12-19T00:00:00.000Z',
});

const entity = (id: string, name: string, page_ids: string[]): StoryEntityRow => ({
  id,
  type: 'Organization',
  name,
  qid: null,
  description: null,
  lat: null,
  lon: null,
  feature_class: null,
  role: null,
  mentions: [name],
  mention_count: page_ids.length,
  page_urls: [],
  page_ids,
});

describe('markOffStory', () => {
  it("marks a roundup's notes after its claims about the game, in each page's order, and nothing else", () => {
    const game = 'The Colts beat the Jaguars 31-24 in Jacksonville.';
    const claims = [
      claim('p1', game),
      claim('p1', 'The Colts clinched the fifth seed.'),
      claim('p1', 'The Vikings need a victory to win their first division title since 2000.', '2000'),
      claim('p1', 'Minnesota hosts Atlanta on Sunday.'),
      claim('p2', game),
      claim('p2', 'Jacksonville fell to 5-10, the Jaguars’ first losing year since 2003.', '2003'),
      claim('p3', game),
    ];
    const marked = markOffStory(
      claims,
      [
        entity('colts', 'Colts', ['p1', 'p2', 'p3']),
        entity('jaguars', 'Jaguars', ['p1', 'p2', 'p3']),
        entity('vikings', 'Vikings', ['p1']),
        entity('minnesota', 'Minnesota', ['p1']),
      ],
      pages,
    );
    expect(marked.map((c) => [c.text.slice(0, 16), c.off_story])).toEqual([
      ['The Colts beat t', false],
      ['The Colts clinch', false],
      ['The Vikings need', true],
      ['Minnesota hosts ', true],
      ['The Colts beat t', false],
      ['Jacksonville fel', false],
      ['The Colts beat t', false],
    ]);
    // The claims themselves are unchanged: their order is their 'Claim N'.
    expect(marked.map((c) => c.id)).toEqual(claims.map((c) => c.id));
  });
});

describe('foldStoryEntityRows', () => {
  it("lists one entry for a name the story's outlets write two ways, its pages and mentions added, its id the kept one's", () => {
    // ECB+ 13_2: 'Bill Ingaldson' on one page, 'William Ingaldson' on two.
    const bill = { ...entity('e1', 'Bill Ingaldson', ['p1']), type: 'Person' as const, mention_count: 1 };
    const william = {
      ...entity('e2', 'William Ingaldson', ['p2', 'p3']),
      type: 'Person' as const,
      mention_count: 2,
      mentions: ['William Ingaldson'],
    };
    const rows = foldStoryEntityRows([bill, william]);
    expect(rows.map((row) => [row.id, row.name, row.mention_count, row.page_ids, row.mentions])).toEqual([
      ['e2', 'William Ingaldson', 3, ['p2', 'p3', 'p1'], ['William Ingaldson', 'Bill Ingaldson']],
    ]);
  });
});
