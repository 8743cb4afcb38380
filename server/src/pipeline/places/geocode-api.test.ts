import { geocodeResponseSchema } from '@cairn/shared/contracts/geocode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { useGazetteerData } from '../../intelligence/entities/gazetteer';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { startTestDatabase, type TestDatabase } from '../../test/test-database';
import { createGeocoder } from './geocoder';
import { areaRows, cityRows } from './place-rows';

// GeoNames cities500 rows: id, name, ascii, alternates, lat, lon, class, code, country, cc2, admin1..4,
// population, elevation, dem, timezone, date.
const city = (
  id: number,
  name: string,
  lat: number,
  lon: number,
  code: string,
  cc: string,
  a1: string,
  pop: number,
  alt = '',
  /** The county's FIPS code, for an American town; the council's code, for a British one. */
  a2 = '',
) =>
  [id, name, name, alt, lat, lon, 'P', code, cc, '', a1, a2, '', '', pop, '', 0, 'UTC', '2020-01-01'].join(
    '\t',
  );
const TSV = [
  city(2988507, 'Paris', 48.85341, 2.3488, 'PPLC', 'FR', '11', 2138551, 'Parigi,Paname'),
  city(4717560, 'Paris', 33.66094, -95.55551, 'PPLA2', 'US', 'TX', 24782),
  city(4684888, 'Dallas', 32.78306, -96.80667, 'PPLA2', 'US', 'TX', 1300092),
  city(4671654, 'Austin', 30.26715, -97.74306, 'PPLA', 'US', 'TX', 931830),
  city(2995469, 'Marseille', 43.29695, 5.38107, 'PPLA', 'FR', '93', 870731),
  city(
    2867714,
    'Munich',
    48.13743,
    11.57549,
    'PPLA',
    'DE',
    '02',
    1260391,
    'München,Muenchen,Monaco di Baviera',
  ),
  city(2950159, 'Berlin', 52.52437, 13.41053, 'PPLC', 'DE', '16', 3426354),
  city(4250542, 'Springfield', 39.80172, -89.64371, 'PPLA', 'US', 'IL', 116565),
  city(4409896, 'Springfield', 37.21533, -93.29824, 'PPLA2', 'US', 'MO', 166810),
  city(4951788, 'Springfield', 42.10148, -72.58981, 'PPLA2', 'US', 'MA', 155929),
  city(4930956, 'Boston', 42.35843, -71.05977, 'PPLA', 'US', 'MA', 617594),
  city(4140963, 'Washington', 38.89511, -77.03637, 'PPLC', 'US', 'DC', 689545),
  city(9990001, 'Harrowdene', 52.1, -1.2, 'PPL', 'GB', 'ENG', 612),
  // The Palmer dairy fire (ECB+ topic 13): the Alaskan towns, and namesakes elsewhere of words in the story.
  city(5879400, 'Anchorage', 61.21806, -149.90028, 'PPLA2', 'US', 'AK', 291247),
  city(5877641, 'Wasilla', 61.5809, -149.4415, 'PPL', 'US', 'AK', 9284),
  city(5871146, 'Palmer', 61.59941, -149.11456, 'PPLA2', 'US', 'AK', 6788),
  city(4946620, 'Palmer', 42.15843, -72.32869, 'PPL', 'US', 'MA', 18261),
  city(5419334, 'Delta', 38.74221, -108.06896, 'PPLA2', 'US', 'CO', 8791),
  city(5937615, 'Delta', 49.14399, -122.9068, 'PPL', 'CA', '02', 101668),
  city(4095186, 'Valley', 32.81874, -85.17939, 'PPL', 'US', 'AL', 9464),
  city(5526964, 'New Deal', 33.73731, -101.83656, 'PPL', 'US', 'TX', 804),
  city(4736388, 'The Colony', 33.08901, -96.88639, 'PPL', 'US', 'TX', 41779, 'Koloni'),
  // Two of the eight Harrison Counties (Mississippi's 047, Texas's 203), and Westchester County, New York (119).
  city(4419290, 'Biloxi', 30.39603, -88.88531, 'PPLA2', 'US', 'MS', 45637, '', '047'),
  city(4710178, 'Marshall', 32.54487, -94.36742, 'PPLA2', 'US', 'TX', 23523, '', '203'),
  city(5144336, 'White Plains', 41.03399, -73.76291, 'PPLA2', 'US', 'NY', 58459, '', '119'),
  // Shropshire (its county council, L6, and Telford and Wrekin, O2) and Newport, Wales, five times larger.
  city(2638867, 'Shrewsbury', 52.71009, -2.75208, 'PPLA2', 'GB', 'ENG', 76782, '', 'L6'),
  city(2636389, 'Telford', 52.6766, -2.44926, 'PPL', 'GB', 'ENG', 155000, '', 'O2'),
  city(2634573, 'Wellington', 52.7, -2.51667, 'PPL', 'GB', 'ENG', 22816, '', 'O2'),
  city(2641598, 'Newport', 52.76667, -2.38333, 'PPL', 'GB', 'ENG', 12000, '', 'O2'),
  city(2641170, 'Newport', 51.58774, -2.99835, 'PPLA2', 'GB', 'WLS', 306000, '', 'Y6'),
  city(2636177, 'Taunton', 51.01494, -3.10293, 'PPL', 'GB', 'ENG', 64621, '', 'M3'),
].join('\n');

describe('GET /api/geocode', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  const geocode = async (query: string) => {
    const response = await app.inject(`/api/geocode?${query}`);
    expect(response.statusCode).toBe(200);
    return geocodeResponseSchema.parse(response.json()).results;
  };

  beforeAll(async () => {
    useGazetteerData(TSV);
    test = await startTestDatabase();
    const geocoder = createGeocoder(test.database.db, { rows: () => [...cityRows(TSV), ...areaRows()] });
    app = buildApp({ ...appDepsWithoutDatabase(), database: test.database, geocoder });
  });
  afterAll(async () => {
    useGazetteerData(undefined);
    await app?.close();
    await test?.close();
  });

  it('answers the most likely reading without context, with its GeoNames fields', async () => {
    expect(await geocode('q=Paris')).toEqual([
      {
        name: 'Paris',
        lat: 48.85341,
        lon: 2.3488,
        kind: 'city',
        feature_class: 'P',
        feature_code: 'PPLC',
        country_code: 'FR',
        population: 2138551,
        geonames_id: 2988507,
        matched: 'name',
      },
    ]);
  });

  it('reads a name in its story context: other places, a qualifier, the source country', async () => {
    expect((await geocode('q=Paris&near=Texas|Dallas'))[0]).toMatchObject({
      country_code: 'US',
      lat: 33.66094,
    });
    expect((await geocode(`q=${encodeURIComponent('Paris, Texas')}`))[0]).toMatchObject({
      country_code: 'US',
    });
    expect((await geocode('q=Springfield&near=Massachusetts'))[0]).toMatchObject({ lat: 42.10148 });
    expect((await geocode('q=Springfield&near=Boston'))[0]).toMatchObject({ lat: 42.10148 });
    expect((await geocode('q=Springfield&near=Illinois'))[0]).toMatchObject({ lat: 39.80172 });
    // A state as news abbreviates it after a town.
    expect((await geocode(`q=${encodeURIComponent('Springfield, Mo.')}`))[0]).toMatchObject({
      lat: 37.21533,
    });
  });

  it('finds alternate names, countries and divisions, and corrects a typo', async () => {
    expect((await geocode(`q=${encodeURIComponent('München')}`))[0]?.name).toBe('Munich');
    expect((await geocode('q=Germany'))[0]).toMatchObject({
      kind: 'country',
      feature_code: 'PCLI',
      lat: 52.52437,
    });
    expect((await geocode('q=Texas'))[0]).toMatchObject({
      kind: 'region',
      feature_code: 'ADM1',
      country_code: 'US',
    });
    expect((await geocode('q=Marseile'))[0]).toMatchObject({ name: 'Marseille', matched: 'typo' });
  });

  it('gives no place for an unknown name, or a small town nothing in the story supports', async () => {
    expect(await geocode('q=Eldermoor%20Falls')).toEqual([]);
    expect(await geocode('q=Harrowdene')).toEqual([]);
    expect((await geocode('q=Harrowdene&near=England'))[0]?.name).toBe('Harrowdene');
  });

  it('in a story set in a state it names, answers its town and no namesake of another state', async () => {
    const alaska = 'near=Alaska|Anchorage|Wasilla&country=US';
    expect((await geocode(`q=Palmer&${alaska}`))[0]).toMatchObject({ lat: 61.59941, country_code: 'US' });
    for (const name of ['Delta', 'Valley', 'New Deal', 'Colony'])
      expect(await geocode(`q=${encodeURIComponent(name)}&${alaska}`)).toEqual([]);
    // Elsewhere the larger Palmer; with its state, a town of another state.
    expect((await geocode('q=Palmer&near=Boston&country=US'))[0]).toMatchObject({ lat: 42.15843 });
    const coloradoDelta = await geocode(`q=${encodeURIComponent('Delta, Colorado')}&${alaska}`);
    expect(coloradoDelta[0]).toMatchObject({ lat: 38.74221 });
  });

  it("places an American county at its towns' centre, and a county several states have only in its state", async () => {
    expect((await geocode(`q=${encodeURIComponent('Westchester County')}`))[0]).toMatchObject({
      kind: 'region',
      feature_code: 'ADM2',
      country_code: 'US',
      lat: 41.03399,
    });
    expect(await geocode(`q=${encodeURIComponent('Harrison County')}`)).toEqual([]);
    expect(
      (await geocode(`q=${encodeURIComponent('Harrison County')}&near=Biloxi|Mississippi`))[0],
    ).toMatchObject({
      lat: 30.39603,
    });
    expect((await geocode(`q=${encodeURIComponent('Harrison County, Texas')}`))[0]).toMatchObject({
      lat: 32.54487,
    });
  });

  it("reads a British county as the state of British news: its towns' centre, its towns, no town outside it", async () => {
    // Shropshire's councils are marked by Shrewsbury and Telford: the county lies between them.
    const shropshire = (await geocode('q=Shropshire'))[0];
    expect(shropshire).toMatchObject({ kind: 'region', country_code: 'GB' });
    expect(shropshire?.lon).toBeGreaterThan(-2.76);
    expect(shropshire?.lon).toBeLessThan(-2.44);
    // Newport beside Shropshire is the Shropshire town, not the Welsh city five times its size.
    expect((await geocode('q=Newport'))[0]).toMatchObject({ lat: 51.58774 });
    expect((await geocode('q=Newport&near=Shropshire'))[0]).toMatchObject({ lat: 52.76667 });
    // 'Wellington, Somerset': no Wellington the data knows lies in Somerset, so none is answered.
    expect((await geocode(`q=${encodeURIComponent('Wellington, Shropshire')}`))[0]).toMatchObject({
      lat: 52.7,
    });
    expect(await geocode(`q=${encodeURIComponent('Wellington, Somerset')}`)).toEqual([]);
  });

  it('answers 400 for a missing or oversized query', async () => {
    for (const query of ['', 'q=', `q=${'a'.repeat(201)}`, 'q=Paris&country=FRA']) {
      const response = await app.inject(`/api/geocode?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid query parameter/);
    }
  });
});
