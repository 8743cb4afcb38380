import { afterAll, describe, expect, it } from 'vitest';
import { placeCandidates, placeKey, useGazetteerData } from './gazetteer';
import { REGIONS } from './places';

// A few rows in GeoNames' cities500 format (id, name, ascii name, alternate names, lat, lon, class, code,
// country, cc2, admin1..4, population, elevation, dem, timezone, date).
const row = (cols: (string | number)[]) => cols.join('\t');
const TSV = [
  row([
    1,
    'Springfield',
    'Springfield',
    '',
    39.8,
    -89.6,
    'P',
    'PPLA',
    'US',
    '',
    'IL',
    '',
    '',
    '',
    116565,
    '',
    180,
    'America/Chicago',
    '2020-01-01',
  ]),
  row([
    2,
    'Springfield',
    'Springfield',
    '',
    37.2,
    -93.3,
    'P',
    'PPLA2',
    'US',
    '',
    'MO',
    '',
    '',
    '',
    166810,
    '',
    400,
    'America/Chicago',
    '2020-01-01',
  ]),
  row([
    3,
    'München',
    'Muenchen',
    'Munich,Monaco di Baviera,MUC,慕尼黑',
    48.1,
    11.6,
    'P',
    'PPLA',
    'DE',
    '',
    '02',
    '',
    '',
    '',
    1260391,
    '',
    524,
    'Europe/Berlin',
    '2020-01-01',
  ]),
  row([
    4,
    'Tinyton',
    'Tinyton',
    'Smallville',
    1,
    1,
    'P',
    'PPL',
    'GB',
    '',
    'ENG',
    '',
    '',
    '',
    600,
    '',
    10,
    'Europe/London',
    '2020-01-01',
  ]),
  row([
    5,
    'Paris',
    'Paris',
    '',
    48.85,
    2.35,
    'P',
    'PPLC',
    'FR',
    '',
    '11',
    '',
    '',
    '',
    2138551,
    '',
    42,
    'Europe/Paris',
    '2020-01-01',
  ]),
  row([
    6,
    'St. Louis',
    'St. Louis',
    'Saint Louis',
    38.6,
    -90.2,
    'P',
    'PPLA2',
    'US',
    '',
    'MO',
    '',
    '',
    '',
    315685,
    '',
    150,
    'America/Chicago',
    '2020-01-01',
  ]),
].join('\n');

describe('gazetteer', () => {
  afterAll(() => useGazetteerData(undefined));

  it('normalises names to one key', () => {
    expect(placeKey('St. Louis')).toBe('st louis');
    expect(placeKey('Saint Louis')).toBe('st louis');
    expect(placeKey('Białowieża')).toBe('bialowieza');
    expect(placeKey('Stratford-upon-Avon')).toBe('stratford upon avon');
    expect(placeKey('The Hague')).toBe('hague');
    // ECB+ prints initials spaced: 'D. C.' is 'D.C.' ('U S' is 'US'; a single initial is left alone).
    expect(placeKey('Washington D. C.')).toBe(placeKey('Washington D.C.'));
    expect(placeKey('washington d c')).toBe('washington dc');
    expect(placeKey('U S Virgin Islands')).toBe('us virgin islands');
    expect(placeKey('Port A Town')).toBe('port a town');
  });

  it('indexes names, ASCII names and Latin alternate names of populous places, largest first', () => {
    useGazetteerData(TSV);
    const spring = placeCandidates('Springfield').filter((c) => c.kind === 'city');
    expect(spring.map((c) => c.admin1)).toEqual(['MO', 'IL']);
    expect(placeCandidates('Munich')[0]).toMatchObject({ name: 'München', countryCode: 'DE', geonamesId: 3 });
    expect(placeCandidates('muenchen')[0]?.geonamesId).toBe(3);
    // Codes in capitals are skipped; alternate names of small places are not indexed.
    expect(placeCandidates('MUC')).toEqual([]);
    expect(placeCandidates('Smallville')).toEqual([]);
    expect(placeCandidates('Saint Louis')[0]?.geonamesId).toBe(6);
  });

  it('adds countries (at the capital) and regions (at the population-weighted centre of their cities)', () => {
    useGazetteerData(TSV);
    const france = placeCandidates('France')[0]!;
    expect(france).toMatchObject({ kind: 'country', countryCode: 'FR', lat: expect.closeTo(48.85, 2) });
    const missouri = placeCandidates('Missouri')[0]!;
    expect(missouri.kind).toBe('region');
    const expectedLat = (37.2 * 166810 + 38.6 * 315685) / (166810 + 315685);
    expect(missouri.lat).toBeCloseTo(expectedLat, 3);
    expect(placeCandidates('Africa')[0]).toMatchObject({ kind: 'region', lat: null, countryCode: null });
  });

  it("gives each British county of the hand-written list one GeoNames council per town it names, and its towns' centre", () => {
    // On the bundled file: a town named twice for one council, or found in none, would show as fewer codes.
    useGazetteerData(undefined);
    const counties = REGIONS.filter((r) => r.countyTowns);
    expect(counties.length).toBeGreaterThan(50);
    for (const county of counties) {
      const reading = placeCandidates(county.names[0]!).find(
        (c) => c.kind === 'region' && c.countryCode === 'GB',
      );
      const codes = reading?.admin2?.split(' ') ?? [];
      expect({ county: county.names[0], codes: codes.length }).toEqual({
        county: county.names[0],
        codes: new Set(county.countyTowns).size,
      });
      // Great Britain's mainland and islands.
      expect(reading?.lat).toBeGreaterThan(49.9);
      expect(reading?.lat).toBeLessThan(60.9);
    }
    const somerset = placeCandidates('Somerset').find((c) => c.kind === 'region');
    expect(somerset?.admin2).toBe('ENG.M3 ENG.A4 ENG.J4');
    // Wellington of Telford and Wrekin, the only British Wellington of 500 people or more in the file.
    expect(placeCandidates('Wellington').find((c) => c.countryCode === 'GB')?.admin2).toBe('O2');
  });

  it("pins a region that is a first-level division of GeoNames at its towns' centre, with its code", () => {
    useGazetteerData(undefined);
    const region = (name: string) => placeCandidates(name).find((c) => c.kind === 'region');
    // Sicily (Palermo's '15') between Trapani and Messina; Bavaria between Würzburg and Passau.
    expect(region('Sicily')).toMatchObject({ countryCode: 'IT', admin1: '15' });
    expect(region('Sicily')?.lat).toBeGreaterThan(36.6);
    expect(region('Sicily')?.lat).toBeLessThan(38.3);
    expect(region('Sicily')?.lon).toBeGreaterThan(12.4);
    expect(region('Sicily')?.lon).toBeLessThan(15.7);
    expect(region('Bavaria')).toMatchObject({ countryCode: 'DE', admin1: '02' });
    expect(region('Bavaria')?.lon).toBeGreaterThan(9.9);
    expect(region('Bavaria')?.lon).toBeLessThan(13.5);
    // A region larger than its division is left as an area without a pin.
    expect(region('Alsace')).toMatchObject({ admin1: null, lat: null });
  });
});
