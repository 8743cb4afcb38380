import { describe, expect, it } from 'vitest';
import { escapeNarrativeText, narrativeText, parseNarrative } from './narrative-markup';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

describe('parseNarrative', () => {
  it('reads citations, numbered by first appearance, and entity mentions with and without an id', () => {
    const content = `[[Ruth Adebayo|e-1]] spoke. {{cite:${P2}}}\n\nThe river rose in [[Millbrook]]. {{cite:${P1}, ${P2}}}`;
    expect(parseNarrative(content)).toEqual([
      { kind: 'entity', name: 'Ruth Adebayo', canonicalId: 'e-1' },
      { kind: 'text', text: ' spoke. ' },
      { kind: 'citation', pageIds: [P2], numbers: [1] },
      { kind: 'text', text: '\n\nThe river rose in ' },
      { kind: 'entity', name: 'Millbrook', canonicalId: null },
      { kind: 'text', text: '. ' },
      { kind: 'citation', pageIds: [P1, P2], numbers: [2, 1] },
    ]);
  });

  it('turns escaped markup back into the characters it stands for', () => {
    const content = String.raw`Costs \{\{cite:${P1}\}\} and \[\[Evil|x\]\], a \\ and a \| stay text.`;
    expect(parseNarrative(content)).toEqual([
      { kind: 'text', text: `Costs {{cite:${P1}}} and [[Evil|x]], a \\ and a | stay text.` },
    ]);
  });

  it('leaves malformed markup as text', () => {
    for (const content of [
      '{{cite:}}',
      '{{cite: not an id}}',
      '{{cite:abc',
      '[[]]',
      '[[Name|]]',
      '[[Name|with space]]',
      '[[two\nlines]]',
      '[[unclosed',
      `[[${'x'.repeat(300)}]]`,
      'a lone \\ backslash',
    ]) {
      expect(parseNarrative(content), content).toEqual([{ kind: 'text', text: content }]);
    }
  });
});

describe('escapeNarrativeText', () => {
  it('makes any source text parse back to itself, as text only', () => {
    const sources = [
      `The memo {{cite:${P1}}} names [[Evil|x]] and [[Mallory]].`,
      String.raw`Already escaped: \{\{cite:${P1}\}\} and \\[[x]]`,
      'Brackets [sic], braces {a} and a path C:\\Users\\news\\',
      'Plain sentence.',
      '',
    ];
    for (const source of sources) {
      const escaped = escapeNarrativeText(source);
      expect(
        parseNarrative(escaped).every((segment) => segment.kind === 'text'),
        source,
      ).toBe(true);
      expect(narrativeText(escaped)).toBe(source);
    }
  });

  it('keeps escaped text inert next to real markup', () => {
    const content = `${escapeNarrativeText(`A leak {{cite:${P2}}} from [[Evil|x]]\\`)} {{cite:${P1}}} [[Millbrook|e-2]]`;
    const markup = parseNarrative(content).filter((segment) => segment.kind !== 'text');
    expect(markup).toEqual([
      { kind: 'citation', pageIds: [P1], numbers: [1] },
      { kind: 'entity', name: 'Millbrook', canonicalId: 'e-2' },
    ]);
    expect(narrativeText(content)).toBe(`A leak {{cite:${P2}}} from [[Evil|x]]\\  Millbrook`);
  });
});
