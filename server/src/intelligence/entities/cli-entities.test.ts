import { beforeAll, describe, expect, it } from 'vitest';
import { entitiesForLine, MIN_PRINTED_CONFIDENCE } from './cli-entities';
import { recognizeEntities, warmEntityRecognizer } from './recognize-entities';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

describe('entitiesForLine', () => {
  it('maps {"id","text"} to {"id","entities":[{text,type,start,end}]}', () => {
    const text = 'Maria Okafor, a spokeswoman for Wendover County Council, said Millbrook was flooded.';
    expect(entitiesForLine({ id: 'a1', text })).toEqual({
      id: 'a1',
      entities: [
        { text: 'Maria Okafor', type: 'Person', start: 0, end: 12 },
        { text: 'Wendover County Council', type: 'Organization', start: 32, end: 55 },
        { text: 'Millbrook', type: 'Location', start: 62, end: 71 },
      ],
    });
  });

  it('keeps numeric ids and returns no entities for empty text', () => {
    expect(entitiesForLine({ id: 7, text: '' })).toEqual({ id: 7, entities: [] });
  });

  it('ignores extra fields and returns only the four mention fields', () => {
    const out = entitiesForLine({ id: 'x', text: 'Talks in Paris.', url: 'https://example.org' });
    expect(out).toEqual({ id: 'x', entities: [{ text: 'Paris', type: 'Location', start: 9, end: 14 }] });
  });

  it('prints no mention whose type is a guess from priors alone (under MIN_PRINTED_CONFIDENCE)', () => {
    const text = 'She appeared in publications like Wink and Titter, photographed by Bunny Yeager.';
    const guessed = recognizeEntities(text).find((m) => m.text === 'Titter');
    expect(guessed?.confidence).toBeLessThan(MIN_PRINTED_CONFIDENCE);
    const printed = entitiesForLine({ id: 'p', text }).entities.map((e) => e.text);
    expect(printed).not.toContain('Titter');
    expect(printed).toContain('Bunny Yeager');
  });

  it('throws a clear message for bad input (the JSON Lines runner reports it for that line)', () => {
    expect(() => entitiesForLine({ text: 'x' })).toThrow(/id/);
    expect(() => entitiesForLine({ id: 'x', text: 3 })).toThrow(/text/);
    expect(() => entitiesForLine(null)).toThrow();
    expect(() => entitiesForLine('just a string')).toThrow();
  });
});
