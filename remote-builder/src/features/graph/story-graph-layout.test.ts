import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import type { StoryGraphResponse } from '@cairn/shared/contracts/evidence';
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

  it('keeps every node clear of the others in a dense story: 41 sources, 12 claims, 8 entities of each type', () => {
    const data = story(14);
    const source = data.sources[0]!;
    data.sources = Array.from({ length: 41 }, (_, i) => ({
      ...source,
      id: uuid(2000 + i),
      page_id: uuid(2000 + i),
      url: `https://news.example/${i}`,
    }));
    data.page_entities = (['Person', 'Organization', 'Location'] as const).flatMap((type) =>
      Array.from({ length: 8 }, (_, i) => ({
        page_url: `https://news.example/${i}`,
        canonical_name: `${type} ${i}`,
        type,
      })),
    );
    data.claim_entities = [];
    const graph = storyGraphLayout(data);
    expect(graph.nodes).toHaveLength(1 + 12 + 41 + 24);
    let closest = Number.POSITIVE_INFINITY;
    for (const [i, a] of graph.nodes.entries())
      for (const b of graph.nodes.slice(i + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    expect(closest).toBeGreaterThanOrEqual(80);
    // Still the spec's arrangement: sources below the core, people left, organizations right.
    const of = (kind: string) => graph.nodes.filter((n) => n.kind === kind);
    expect(of('artifact').every((n) => n.y > 0)).toBe(true);
    expect(of('person').every((n) => n.x < 0) && of('organization').every((n) => n.x > 0)).toBe(true);
    // The locations ring the rest.
    const inner = graph.nodes.filter((n) => n.kind !== 'location');
    const lowest = Math.max(...inner.map((n) => n.y));
    expect(of('location').some((n) => n.y > lowest)).toBe(true);
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

  it("/build/{id}: each source's claims straight out from it, the sources not crammed round the story", () => {
    const nodes: StoryGraphResponse['nodes'] = [{ id: 's', type: 'story', label: 'S', description: 'S' }];
    const edges: { source: string; target: string }[] = [];
    // Uneven sources: 1 to 20 claims each, 210 in all.
    for (let a = 0; a < 20; a++) {
      nodes.push({ id: `a${a}`, type: 'artifact', label: `A${a}`, description: '' });
      edges.push({ source: 's', target: `a${a}` });
      for (let c = 0; c <= a; c++) {
        nodes.push({ id: `c${a}-${c}`, type: 'claim', label: 'C', description: '' });
        edges.push({ source: `a${a}`, target: `c${a}-${c}` });
      }
    }
    const graph = evidenceGraphLayout({ story_title: 'S', nodes, edges });
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    const angle = (n: { x: number; y: number }) => Math.atan2(n.y, n.x);
    const r = (n: { x: number; y: number }) => Math.hypot(n.x, n.y);
    const turn = (x: number) => Math.abs(Math.atan2(Math.sin(x), Math.cos(x)));
    const inner = r(byId.get('a0')!);
    const outer = r(byId.get('c0-0')!);
    expect(inner).toBeGreaterThanOrEqual(outer / 2 - 1e-9);
    for (const e of edges.filter((e) => e.source !== 's')) {
      const [a, c] = [byId.get(e.source)!, byId.get(e.target)!];
      // Within half its source's sector (at most 20 claims of 40 units on the outer ring) of straight out.
      expect(turn(angle(c) - angle(a)) * outer).toBeLessThanOrEqual(10.5 * 40);
    }
    // The first source straight above the story.
    expect(byId.get('a0')!.x).toBeCloseTo(0);
    let closest = Number.POSITIVE_INFINITY;
    for (const [i, m] of graph.nodes.entries())
      for (const n of graph.nodes.slice(i + 1)) closest = Math.min(closest, Math.hypot(m.x - n.x, m.y - n.y));
    expect(closest).toBeGreaterThanOrEqual(39);
  });
});
