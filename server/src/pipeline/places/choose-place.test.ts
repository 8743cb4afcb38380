import { describe, expect, it } from 'vitest';
import { allowedEdits, anchorOf, choosePlace, contextNames, editDistance } from './choose-place';
import type { Place } from './place-store';

const place = (over: Partial<Place>): Place => ({
  id: 1,
  name: 'X',
  kind: 'city',
  featureClass: 'P',
  featureCode: 'PPL',
  countryCode: 'US',
  admin1: null,
  lat: 1,
  lon: 1,
  population: 0,
  ...over,
});

describe('choosePlace', () => {
  const parisFr = place({
    id: 1,
    name: 'Paris',
    countryCode: 'FR',
    admin1: '11',
    featureCode: 'PPLC',
    population: 2_138_551,
  });
  const parisTx = place({
    id: 2,
    name: 'Paris',
    countryCode: 'US',
    admin1: 'TX',
    featureCode: 'PPLA2',
    population: 24_782,
  });

  it('takes the capital without context, the Texan town with Texas in the story', () => {
    expect(choosePlace([parisTx, parisFr], { anchors: [], qualifiers: [] })?.place).toBe(parisFr);
    const texas = { anchors: [{ country: 'US', admin1: 'TX' }], qualifiers: [] };
    expect(choosePlace([parisTx, parisFr], texas)?.place).toBe(parisTx);
  });

  it('a shared country alone does not move a capital to a small town', () => {
    const us = { anchors: [{ country: 'US', admin1: 'DC' }], qualifiers: [], sourceCountry: 'US' };
    expect(choosePlace([parisTx, parisFr], us)?.place).toBe(parisFr);
  });

  it('gives no place for a small town nothing supports, and skips readings without coordinates', () => {
    const hamlet = place({ population: 600 });
    expect(choosePlace([hamlet], { anchors: [], qualifiers: [] })).toBeUndefined();
    expect(
      choosePlace([hamlet], { anchors: [{ country: 'US', admin1: null }], qualifiers: [] })?.supported,
    ).toBe(true);
    expect(
      choosePlace([place({ kind: 'region', lat: null, lon: null })], { anchors: [], qualifiers: [] }),
    ).toBeUndefined();
  });

  it('ranks a reading by an alternate name below one by the own name', () => {
    const amman = place({
      id: 3,
      name: 'Amman',
      countryCode: 'JO',
      featureCode: 'PPLC',
      population: 1_275_857,
    });
    const philly = place({ id: 4, name: 'Philadelphia', featureCode: 'PPLA2', population: 1_576_251 });
    const context = {
      anchors: [],
      qualifiers: [],
      key: 'philadelphia',
      placeKeyOf: (p: Place) => p.name.toLowerCase(),
    };
    expect(choosePlace([amman, philly], context)?.place).toBe(philly);
  });
});

describe('anchorOf', () => {
  const georgiaCountry = place({ kind: 'country', countryCode: 'GE', featureClass: 'A' });
  const georgiaState = place({ kind: 'region', countryCode: 'US', admin1: 'GA', featureClass: 'A' });
  it('prefers a division of the source country, else the clearly most likely reading', () => {
    expect(anchorOf([georgiaCountry, georgiaState])).toEqual({ country: 'GE', admin1: null });
    expect(anchorOf([georgiaCountry, georgiaState], 'US')).toEqual({ country: 'US', admin1: 'GA' });
    expect(anchorOf([place({ population: 5_000 })])).toBeUndefined();
  });
});

describe('contextNames and typos', () => {
  it('reads capitalised runs and their parts, without possessives', () => {
    const names = contextNames("Texas Governor Greg Abbott visited Bolivia's capital.");
    expect(names).toEqual(expect.arrayContaining(['Texas', 'Texas Governor', 'Bolivia']));
    expect(names).not.toContain('visited');
  });
  it('counts transpositions as one edit and allows more edits for longer names', () => {
    expect(editDistance('marseile', 'marseille')).toBe(1);
    expect(editDistance('muinch', 'munich')).toBe(1);
    expect(editDistance('paris', 'berlin')).toBeGreaterThan(2);
    expect([allowedEdits('rome'), allowedEdits('berlin'), allowedEdits('copenhagen')]).toEqual([0, 1, 2]);
  });
});
