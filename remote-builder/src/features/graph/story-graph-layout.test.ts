import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import { describe, expect, it } from 'vitest';
import { evidenceGraphLayout } from './evidence-graph-layout';
import { storyGraphLayout } from './story-graph-layout';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function story(claimCount: number): BuilderStoryResponse {
  const page = uuid(900);
  return {
    story: {
      id: uuid(1),
      topic: 'Flood',
      gist: null,
      coherence_score: 0.5,
      updated_at: '2026-10-20T00:00:00Z',
    },
    claims: Array.from({ length: claimCount }, (_, i) => ({
      id: uuid(100 + i),
      text: `Claim ${i}`,
      modality: 'observation',
      semantic_modality: 'official_fact',
      confidence: 0.8,
      event_time: null,
      who: null,
      where: null,
      evidence_references: [],
      source: { url: 'https://news.example/a', domain: 'news.example', page_id: page, title: 'A' },
    })) as unknown as BuilderStoryResponse['claims'],
    sources: [
      {
        id: page,
        page_id: page,
        url: 'https://news.example/a',
        title: 'A',
        domain: 'news.example',
        site: null,
        pub_time: null,
        gist: null,
        snippet: null,
        image_url: null,
        author: null,
        match_score: 1,
        added_at: '',
      },
    ],
    threads: { observation: [], reported_speech: [], opinion: [], allegation: [] },
    page_entities: [
      { page_url: 'https://news.example/a/', canonical_name: 'Dana Okafor', type: 'Person' },
      { page_url: 'https://news.example/a', canonical_name: 'Millbrook', type: 'Location' },
      ...Array.from({ length: 10 }, (_, i) => ({
        page_url: null,
        canonical_name: `Org ${i}`,
        type: 'Organization' as const,
      })),
    ],
    claim_entities: [
      {
        type: 'Person',
        canonical_id: uuid(500),
        canonical_name: 'Dana Okafor',
        wikidata_qid: null,
        wikidata_thumbnail: null,
        role: null,
      },
    ],
  };
}

describe('Graph tab placement (SPEC §2)', () => {
  it('puts the core in the centre, at most 12 claims on top three per column, sources below', () => {
    const graph = storyGraphLayout(story(14));
    const core = graph.nodes.find((n) => n.kind === 'story')!;
    expect([core.x, core.y]).toEqual([0, 0]);
    const claims = graph.nodes.filter((n) => n.kind === 'claim');
    expect(claims).toHaveLength(12);
    expect(claims.every((c) => c.y < 0)).toBe(true);
    expect(new Set(claims.map((c) => c.x)).size).toBe(4);
    expect(graph.nodes.filter((n) => n.kind === 'artifact').every((s) => s.y > 0)).toBe(true);
    expect(graph.stats).toMatchObject({ sources: 1, claims: 14 });
  });

  it('de-duplicates entities by name, places them by type and links profiles by id and slug', () => {
    const graph = storyGraphLayout(story(1));
    const people = graph.nodes.filter((n) => n.kind === 'person');
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ x: -460, href: `/people/${uuid(500)}/dana-okafor`, external: false });
    const orgs = graph.nodes.filter((n) => n.kind === 'organization');
    expect(orgs).toHaveLength(8);
    expect(orgs.every((o) => o.x === 460 && o.href === null)).toBe(true);
    expect(graph.nodes.find((n) => n.kind === 'artifact')).toMatchObject({
      href: 'https://news.example/a',
      external: true,
    });
    // 12 entities by name; Okafor and Millbrook link to the source, the 8 shown organizations to the core.
    expect(graph.stats.entities).toBe(12);
    expect(graph.stats.links).toBe(10);
  });

  it('/build/{id}: story centre, artifacts on an inner ring, claims further out, the same edges', () => {
    const graph = evidenceGraphLayout({
      story_title: 'Flood',
      nodes: [
        { id: 's', type: 'story', label: 'Flood', description: 'Flood' },
        { id: 'a', type: 'artifact', label: 'A', description: 'news.example · https://news.example/a' },
        { id: 'c1', type: 'claim', label: 'C1', description: 'C1' },
      ],
      edges: [
        { source: 's', target: 'a' },
        { source: 'a', target: 'c1' },
      ],
    });
    const [s, a, c] = ['s', 'a', 'c1'].map((id) => graph.nodes.find((n) => n.id === id)!);
    const r = (n: { x: number; y: number }) => Math.hypot(n.x, n.y);
    expect(r(s!)).toBe(0);
    expect(r(c!)).toBeGreaterThan(r(a!));
    expect(a).toMatchObject({ href: 'https://news.example/a', external: true });
    expect(graph.edges).toHaveLength(2);
  });
});
