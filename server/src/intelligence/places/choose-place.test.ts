import { describe, expect, it } from 'vitest';
import { type Anchor, anchorOf, choosePlace, type PlaceFacts, spelledForm } from './choose-place';

interface TestPlace extends PlaceFacts {
  name: string;
}

const place = (over: Partial<TestPlace>): TestPlace => ({
  name: 'X',
  kind: 'city',
  featureCode: 'PPL',
  countryCode: 'US',
  admin1: null,
  lat: 1,
  lon: 1,
  population: 0,
  ...over,
});
const region = (countryCode: string, admin1: string): TestPlace =>
  place({ kind: 'region', countryCode, admin1, featureCode: 'REGION', population: null });
const state = (admin1: string): Anchor => ({ country: 'US', admin1, isRegion: true });
const cityIn = (admin1: string): Anchor => ({ country: 'US', admin1, isRegion: false });

describe('choosePlace', () => {
  it("reads 'Georgia' in a story that names American states as the state, where nothing supports the country", () => {
    const country = place({
      name: 'Georgia',
      kind: 'country',
      countryCode: 'GE',
      featureCode: 'COUNTRY',
      population: null,
    });
    const stateGa = region('US', 'GA');
    expect(choosePlace([country, stateGa], { anchors: [], qualifiers: [] })?.place).toBe(country);
    expect(choosePlace([country, stateGa], { anchors: [state('TN')], qualifiers: [] })?.place).toBe(stateGa);
    // With a vote for the country (a place of Georgia in the story), the country stays.
    const tbilisi: Anchor = { country: 'GE', admin1: '51', isRegion: false };
    expect(choosePlace([country, stateGa], { anchors: [state('TN'), tbilisi], qualifiers: [] })?.place).toBe(
      country,
    );
  });

  it('lets a town with no namesake say its country, as a vote the clear readings have not cast', () => {
    const banstead = place({ name: 'Banstead', countryCode: 'GB', admin1: 'ENG', population: 46_280 });
    const anchor = anchorOf([banstead], { soleTownsAnchor: true });
    expect(anchor).toMatchObject({ country: 'GB', sole: true });
    expect(anchorOf([banstead])).toBeUndefined();
    // 'Surrey': the English county (no coordinates: a region) before the Canadian city of 395,000.
    const county = place({
      name: 'Surrey',
      kind: 'region',
      countryCode: 'GB',
      featureCode: 'REGION',
      population: null,
    });
    const city = place({ name: 'Surrey', countryCode: 'CA', admin1: '02', population: 394_976 });
    expect(choosePlace([county, city], { anchors: [], qualifiers: [] })?.place).toBe(city);
    expect(choosePlace([county, city], { anchors: [anchor!], qualifiers: [] })?.place).toBe(county);
    // A second vote only where no clear reading has voted: Lakewood stays the Californian one beside Norwalk.
    const lakewoodCa = place({ name: 'Lakewood', admin1: 'CA', population: 81_611 });
    const lakewoodCo = place({ name: 'Lakewood', admin1: 'CO', population: 152_597 });
    const soleCa: Anchor = { country: 'US', admin1: 'CA', isRegion: false, sole: true };
    expect(
      choosePlace([lakewoodCo, lakewoodCa], { anchors: [cityIn('CA'), soleCa], qualifiers: [] })?.place,
    ).toBe(lakewoodCa);
  });

  it("prefers a namesake spelled as written: 'St. Louis' is Missouri's, not Senegal's 'Saint-Louis'", () => {
    const stLouis = place({ name: 'St. Louis', admin1: 'MO', featureCode: 'PPLA2', population: 315_685 });
    const saintLouis = place({
      name: 'Saint-Louis',
      countryCode: 'SN',
      featureCode: 'PPLA',
      population: 258_592,
    });
    const respelled = (written: string) => (p: TestPlace) => spelledForm(p.name) !== spelledForm(written);
    const context = { anchors: [], qualifiers: [] };
    expect(choosePlace([stLouis, saintLouis], context)?.place).toBe(saintLouis);
    expect(
      choosePlace([stLouis, saintLouis], { ...context, isRespelledReading: respelled('St. Louis') })?.place,
    ).toBe(stLouis);
    expect(
      choosePlace([stLouis, saintLouis], { ...context, isRespelledReading: respelled('Saint-Louis') })?.place,
    ).toBe(saintLouis);
    expect(spelledForm('Zürich')).toBe(spelledForm('Zurich'));
  });

  it("places a town read by an alternate name only on the story's support or as a large city", () => {
    // GeoNames lists 'Acropolis' among Little Rock's names; 'Marseilles' is Marseille's English name.
    const littleRock = place({ name: 'Little Rock', admin1: 'AR', featureCode: 'PPLA', population: 197_992 });
    const marseille = place({
      name: 'Marseille',
      countryCode: 'FR',
      featureCode: 'PPLA',
      population: 870_731,
    });
    const alternate = () => true;
    expect(
      choosePlace([littleRock], { anchors: [], qualifiers: [], isAlternateReading: alternate }),
    ).toBeUndefined();
    expect(
      choosePlace([littleRock], { anchors: [state('AR')], qualifiers: [], isAlternateReading: alternate })
        ?.place,
    ).toBe(littleRock);
    expect(
      choosePlace([marseille], { anchors: [], qualifiers: [], isAlternateReading: alternate })?.place,
    ).toBe(marseille);
    // By its own name, population alone places it as before.
    expect(choosePlace([littleRock], { anchors: [], qualifiers: [] })?.place).toBe(littleRock);
  });

  const parisFr = place({
    name: 'Paris',
    countryCode: 'FR',
    admin1: '11',
    featureCode: 'PPLC',
    population: 2_138_551,
  });
  const parisTx = place({ name: 'Paris', admin1: 'TX', featureCode: 'PPLA2', population: 24_782 });

  it('takes the capital without context, the Texan town with Texas in the story or as its qualifier', () => {
    expect(choosePlace([parisTx, parisFr], { anchors: [], qualifiers: [] })?.place).toBe(parisFr);
    expect(choosePlace([parisTx, parisFr], { anchors: [state('TX')], qualifiers: [] })?.place).toBe(parisTx);
    const qualified = choosePlace([parisTx, parisFr], { anchors: [], qualifiers: [region('US', 'TX')] });
    expect(qualified).toMatchObject({ place: parisTx, support: 'state' });
  });

  it('a shared country alone does not move a capital to a small town', () => {
    const us = { anchors: [cityIn('DC')], qualifiers: [], sourceCountry: 'US' };
    expect(choosePlace([parisTx, parisFr], us)?.place).toBe(parisFr);
  });

  it('places a small town its state supports, a small British town its country supports, not an American one', () => {
    const hamlet = place({ admin1: 'TX', population: 800 });
    expect(choosePlace([hamlet], { anchors: [], qualifiers: [] })).toBeUndefined();
    expect(choosePlace([hamlet], { anchors: [cityIn('CA')], qualifiers: [] })).toBeUndefined();
    expect(choosePlace([hamlet], { anchors: [], qualifiers: [], sourceCountry: 'US' })).toBeUndefined();
    expect(choosePlace([hamlet], { anchors: [cityIn('TX')], qualifiers: [] })?.support).toBe('state');
    const millom = place({ countryCode: 'GB', admin1: 'ENG', population: 6_000 });
    expect(choosePlace([millom], { anchors: [], qualifiers: [] })).toBeUndefined();
    expect(choosePlace([millom], { anchors: [], qualifiers: [], sourceCountry: 'GB' })?.support).toBe(
      'country',
    );
    expect(
      choosePlace([millom], { anchors: [{ country: 'GB', admin1: null, isRegion: false }], qualifiers: [] }),
    ).toMatchObject({ place: millom, support: 'country' });
  });

  it('in a story set in a state it names, takes its town and leaves a bare small town elsewhere off', () => {
    // The Palmer dairy fire: 'Alaska', 'Anchorage' (in Alaska, as a city) and the source's country.
    const alaska = { anchors: [state('AK'), cityIn('AK')], qualifiers: [], sourceCountry: 'US' };
    const palmerAk = place({ name: 'Palmer', admin1: 'AK', population: 7_306 });
    const palmerMa = place({ name: 'Palmer', admin1: 'MA', population: 18_000 });
    expect(choosePlace([palmerMa, palmerAk], alaska)).toMatchObject({ place: palmerAk, outOfState: false });
    const deltaCo = place({ name: 'Delta', admin1: 'CO', population: 9_000 });
    expect(choosePlace([deltaCo], alaska)).toBeUndefined();
    // With its state the town is placed; a large city elsewhere stands alone.
    expect(choosePlace([deltaCo], { ...alaska, qualifiers: [region('US', 'CO')] })?.place).toBe(deltaCo);
    const seattle = place({ admin1: 'WA', population: 737_015, featureCode: 'PPLA2' });
    expect(choosePlace([seattle], alaska)).toMatchObject({ place: seattle, outOfState: true });
    // A city in a state ('Anchorage') does not set the story in that state as naming the state does.
    const deltaUt = place({ name: 'Delta', admin1: 'UT', population: 20_000 });
    expect(choosePlace([deltaUt], { anchors: [cityIn('AK')], qualifiers: [] })?.place).toBe(deltaUt);
    expect(choosePlace([deltaUt], { anchors: [state('AK')], qualifiers: [] })).toBeUndefined();
  });

  it('ranks a reading by an alternate name below one by the own name', () => {
    const amman = place({ name: 'Amman', countryCode: 'JO', featureCode: 'PPLC', population: 1_275_857 });
    const philly = place({ name: 'Philadelphia', featureCode: 'PPLA2', population: 1_576_251 });
    const context = {
      anchors: [],
      qualifiers: [],
      isAlternateReading: (p: TestPlace) => p.name !== 'Philadelphia',
    };
    expect(choosePlace([amman, philly], context)?.place).toBe(philly);
    expect(choosePlace([amman, philly], { anchors: [], qualifiers: [] })?.place).toBe(amman);
  });
});

describe('anchorOf', () => {
  const georgiaCountry = place({
    kind: 'country',
    countryCode: 'GE',
    featureCode: 'COUNTRY',
    population: null,
  });
  const georgiaState = region('US', 'GA');
  it('prefers a division of the source country, else the clearly most likely reading', () => {
    expect(anchorOf([georgiaCountry, georgiaState])).toEqual({
      country: 'GE',
      admin1: null,
      isRegion: false,
    });
    expect(anchorOf([georgiaCountry, georgiaState], { sourceCountry: 'US' })).toEqual(state('GA'));
    expect(anchorOf([place({ admin1: 'AK', population: 291_247 })])).toEqual(cityIn('AK'));
    expect(anchorOf([place({ population: 5_000 })])).toBeUndefined();
  });
  it('ranks a reading by an alternate name lower when the caller can tell one', () => {
    // GeoNames lists 'Missouri' among Bozeman's names; a town of 43,000 outranks a state's prior.
    const bozeman = place({ name: 'Bozeman', admin1: 'MT', featureCode: 'PPLA2', population: 43_405 });
    const missouri = { ...region('US', 'MO'), name: 'Missouri' };
    expect(anchorOf([missouri, bozeman])).toBeUndefined();
    const alternate = (p: TestPlace) => p.name !== 'Missouri';
    expect(anchorOf([missouri, bozeman], { isAlternateReading: alternate })).toEqual(state('MO'));
  });
});
