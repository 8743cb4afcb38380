import { describe, expect, it } from 'vitest';
import { fillRoutePath, routeParamsOf, routePathRegExp } from './route-paths';

describe('routePathRegExp', () => {
  it('matches a param as one non-empty segment', () => {
    const story = routePathRegExp('/story/:id');
    expect(story.test('/story/s1')).toBe(true);
    expect(story.test('/story/')).toBe(false);
    expect(story.test('/story/s1/more')).toBe(false);
    expect(story.test('/stories/s1')).toBe(false);
  });

  it('matches an optional param present or not', () => {
    const people = routePathRegExp('/people/:id/:name?');
    expect(people.test('/people/e1')).toBe(true);
    expect(people.test('/people/e1/Jane-Doe')).toBe(true);
    expect(people.test('/people/e1/Jane-Doe/x')).toBe(false);
    expect(people.test('/people')).toBe(false);
  });

  it('ignores trailing slashes and case, as react-router does', () => {
    const builder = routePathRegExp('/builder-v1/:id');
    expect(builder.test('/builder-v1/s1/')).toBe(true);
    expect(builder.test('/builder-v1/s1//')).toBe(true);
    expect(builder.test('/Builder-V1/s1')).toBe(true);
    expect(routePathRegExp('/app').test('/app/')).toBe(true);
  });

  it('takes static segments literally, optional ones too', () => {
    expect(routePathRegExp('/a.b/:id').test('/aXb/1')).toBe(false);
    const optional = routePathRegExp('/docs/en?/:page');
    expect(optional.test('/docs/en/intro')).toBe(true);
    expect(optional.test('/docs/intro')).toBe(true);
  });

  it('refuses syntax it does not handle rather than matching something else', () => {
    expect(() => routePathRegExp('/files/*')).toThrow(/unsupported/);
    expect(() => routePathRegExp('/a/(b)')).toThrow(/unsupported/);
  });
});

describe('routeParamsOf', () => {
  it('lists the params with whether each is optional', () => {
    expect(routeParamsOf('/people/:id/:name?')).toEqual([
      { name: 'id', optional: false },
      { name: 'name', optional: true },
    ]);
    expect(routeParamsOf('/app')).toEqual([]);
  });
});

describe('fillRoutePath', () => {
  it('puts in each value, encoded, and leaves out an optional param without one', () => {
    expect(fillRoutePath('/people/:id/:name?', { id: 'e 1', name: 'Jane/Doe' })).toBe(
      '/people/e%201/Jane%2FDoe',
    );
    expect(fillRoutePath('/people/:id/:name?', { id: 'e1' })).toBe('/people/e1');
  });

  it('throws when a required param has no value', () => {
    expect(() => fillRoutePath('/story/:id', {})).toThrow(':id');
  });

  it('gives a path its own RegExp matches', () => {
    for (const path of ['/story/:id', '/people/:id/:name?', '/entity/:id/:slug']) {
      expect(routePathRegExp(path).test(fillRoutePath(path, { id: 'x1', name: 'n', slug: 's' }))).toBe(true);
    }
  });
});
