import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  articleFeatures,
  ENTITY_PREFIX,
  entityKey,
  forEachToken,
  guessEntities,
  latestYear,
  stem,
  TOKEN,
  toEpochMs,
  wordTerms,
} from './text-features';

describe('wordTerms', () => {
  it('folds case and Latin diacritics, drops stopwords and bare small numbers, stems plurals and -ing/-ed', () => {
    expect(wordTerms('The floods FLOODED São Paulo, flooding 12 streets in 2026')).toEqual([
      'flood',
      'flood',
      'sao',
      'paulo',
      'flood',
      'street',
    ]);
  });

  it('splits hyphenated words and drops possessives', () => {
    expect(wordTerms("Marrowby's follow-up")).toEqual(['marrowby', 'follow']);
  });

  it('cuts scripts written without spaces into character bigrams', () => {
    expect(wordTerms('東京で地震')).toEqual(['東京', '京で', 'で地', '地震']);
  });

  it('never throws and yields strings for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const term of wordTerms(text)) expect(typeof term).toBe('string');
      }),
    );
  });
});

describe('stem', () => {
  it('joins common English inflections and leaves other words alone', () => {
    expect(stem('cities')).toBe('city');
    expect(stem('rescued')).toBe('rescu');
    expect(stem('rescuing')).toBe('rescu');
    expect(stem('running')).toBe('run');
    expect(stem('bus')).toBe('bus');
    expect(stem('straße')).toBe('straße');
  });
});

describe('forEachToken', () => {
  it('gives the same tokens as the TOKEN expression, punctuation marked', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const tokens: string[] = [];
        forEachToken(text, (token) => tokens.push(token));
        expect(tokens).toEqual([...text.matchAll(TOKEN)].map((m) => m[0]));
      }),
    );
  });

  it('agrees with TOKEN on joiners, combining marks, astral letters and lone surrogates', () => {
    const pieces = [
      'a',
      'Z',
      '7',
      'é',
      'e\u0301',
      '\u0301',
      "'",
      '’',
      '-',
      "'s",
      '.',
      '“',
      '—',
      '\n',
      ' ',
      '𝒜',
      '😀',
      '\ud835',
      '\udc9c',
      '漢',
      '٣',
      '_',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 16 }), (parts) => {
        const text = parts.join('');
        const seen: [string, boolean][] = [];
        forEachToken(text, (token, punctuation) => seen.push([token, punctuation]));
        const expected = [...text.matchAll(TOKEN)].map((m) => m[0]);
        expect(seen.map(([token]) => token)).toEqual(expected);
        expect(seen.map(([, punctuation]) => punctuation)).toEqual(
          expected.map((t) => ['.', '“', '—', '\n'].includes(t)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('guessEntities', () => {
  it('takes capitalised phrases mid-sentence, with connectors, and skips sentence-initial common words', () => {
    const names = guessEntities(
      'Flood hits town',
      'Firefighters worked all night. The Bank of England said Mayor Jane Holt would visit. Officials met Holt on Monday.',
    );
    expect(names).toContain('Bank of England');
    expect(names).toContain('Mayor Jane Holt');
    expect(names).toContain('Holt');
    expect(names).not.toContain('Firefighters');
    expect(names).not.toContain('Officials');
    expect(names).not.toContain('Monday');
  });

  it('accepts a sentence-initial single word when the text also capitalises it mid-sentence or it is possessive', () => {
    expect(guessEntities('x', 'Droste resigned. Colleagues praised Droste.')).toContain('Droste');
    expect(guessEntities('x', "Hartmann's, the bakery chain, has collapsed.")).toContain("Hartmann's");
  });

  it('reads a Title Case headline only for names the body confirms', () => {
    const names = guessEntities(
      'Floods Force Evacuation Of Hundreds In Fenwick',
      'Water rose in Fenwick overnight.',
    );
    expect(names.filter((n) => n === 'Fenwick')).toHaveLength(2);
    expect(names).not.toContain('Floods Force Evacuation Of Hundreds In Fenwick');
  });
});

describe('entityKey', () => {
  it('normalises names so mentions meet: honorifics, possessives, diacritics', () => {
    expect(entityKey('Mayor Jane Holt')).toBe('jane holt');
    expect(entityKey("Hartmann's")).toBe('hartmann');
    expect(entityKey('José Peña')).toBe('jose pena');
    expect(entityKey('Monday')).toBeNull();
  });
});

describe('articleFeatures', () => {
  it('weights title words above body words and adds entity features, L2-normalised', () => {
    const f = articleFeatures({
      title: 'Crane collapses in Castellane',
      body: 'A crane fell at the port of Castellane on Monday. The operator, Norrland Ports, grounded its cranes.',
    });
    const weight = (key: string) => f.weights[f.keys.indexOf(key)] ?? 0;
    expect(weight('collapse')).toBeGreaterThan(weight('port'));
    expect(f.keys).toContain(`${ENTITY_PREFIX}castellane`);
    expect(f.keys).toContain(`${ENTITY_PREFIX}norrland ports`);
    expect(f.keys).toContain(`${ENTITY_PREFIX}norrland`);
    expect(Math.hypot(...f.weights)).toBeCloseTo(1, 10);
  });

  it('reads the body’s first line as the headline when the title is only a dateline', () => {
    const body =
      'Aftershocks jolt Qeshm island, death toll rises to 10\nThe sixth aftershock shook the island.';
    for (const title of ['11 / 28 / 05', 'Sunday, November 27, 2005 | 5: 00 PM', '27 NOVEMBER, 2005']) {
      const f = articleFeatures({ title, body });
      const weight = (key: string) => f.weights[f.keys.indexOf(key)] ?? 0;
      expect(weight('jolt')).toBeGreaterThan(weight('shook'));
      expect(f.titleEntities.map((i) => f.keys[i])).toEqual([`${ENTITY_PREFIX}qeshm`, `${ENTITY_PREFIX}#10`]);
      // The dateline still gives the article's year when it states one.
      if (title.includes('2005')) expect(f.keys).toContain(`${ENTITY_PREFIX}~2005`);
    }
    const headline = articleFeatures({ title: 'Quake kills 10 on May 3', body });
    expect(headline.titleEntities.map((i) => headline.keys[i])).toContain(`${ENTITY_PREFIX}#10`);
    expect(headline.keys).toContain('quake');
  });

  it('does not read clock times as stated numbers', () => {
    const f = articleFeatures({
      title: 'Fire',
      body: 'Last updated at 12: 42 GMT. Crews arrived at 6:05 am; 45 firefighters.',
    });
    const numbers = f.keys.filter((k) => k.startsWith(`${ENTITY_PREFIX}#`));
    expect(numbers).toEqual([`${ENTITY_PREFIX}#45`]);
  });

  it('uses the entities it is given instead of guessing', () => {
    const f = articleFeatures({
      title: 'storm',
      body: 'a storm hit the coast',
      entities: [{ name: 'Storm Imelda', type: 'event' }],
    });
    expect(f.keys.filter((k) => k.startsWith(ENTITY_PREFIX))).toEqual([
      `${ENTITY_PREFIX}storm imelda`,
      `${ENTITY_PREFIX}storm`,
      `${ENTITY_PREFIX}imelda`,
    ]);
  });

  it('handles any text, in any script, without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (title, body) => {
        const f = articleFeatures({ title, body });
        expect(f.keys).toHaveLength(f.weights.length);
        for (const w of f.weights) expect(Number.isFinite(w)).toBe(true);
      }),
    );
    const ja = articleFeatures({ title: '日野川町で強い地震', body: '少なくとも19人が死亡した。' });
    expect(ja.keys.length).toBeGreaterThan(0);
  });
});

describe('latestYear', () => {
  it('reads the latest year stated in a date, not years inside longer numbers or amounts', () => {
    expect(latestYear('May 03, 2013. Lohan was at Betty Ford from September 2010 to January 2011.')).toBe(
      2013,
    );
    expect(latestYear('Posted 12 / 19 / 2005 3: 36 PM')).toBe(2005);
    expect(latestYear('The 1967 slayings')).toBe(1967);
    expect(latestYear('A fine of 12,2013 euros, 2013.5 points, 120130 people, room 2099')).toBeUndefined();
    expect(latestYear('No date here')).toBeUndefined();
  });

  it('becomes one feature outside the normalised vector: the publication year, else the latest stated', () => {
    const dated = articleFeatures({
      title: 'Quake hits Iran',
      body: 'On 27 November 2005 a quake hit Qeshm.',
    });
    const key = `${ENTITY_PREFIX}~2005`;
    expect(dated.keys.filter((k) => k.startsWith(`${ENTITY_PREFIX}~`))).toEqual([key]);
    const others = dated.weights.filter((_, i) => dated.keys[i] !== key);
    expect(Math.hypot(...others)).toBeCloseTo(1, 10);
    const none = articleFeatures({ title: 'Quake hits Iran', body: 'A quake hit Qeshm.' });
    expect(none.keys.some((k) => k.startsWith(`${ENTITY_PREFIX}~`))).toBe(false);
    // A dated article's year is its publication year: the years it states may be background.
    const published = articleFeatures({
      title: 'River crests',
      body: 'The previous record was set in April 1987.',
      published_at: '2026-10-12T23:40:00Z',
    });
    expect(published.keys.filter((k) => k.startsWith(`${ENTITY_PREFIX}~`))).toEqual([
      `${ENTITY_PREFIX}~2026`,
    ]);
  });
});

describe('toEpochMs', () => {
  it('reads ISO strings and Dates, and gives undefined for missing or bad values', () => {
    expect(toEpochMs('2026-03-02T08:00:00Z')).toBe(Date.UTC(2026, 2, 2, 8));
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs('not a date')).toBeUndefined();
    expect(toEpochMs(null)).toBeUndefined();
  });
});
