import { describe, expect, it } from 'vitest';
import { unwrapRing, worldCountries } from './world-layer';

describe('offline world layer', () => {
  it('keeps a ring that crosses the antimeridian continuous', () => {
    expect(
      unwrapRing([
        [179, 65],
        [-179, 66],
        [-178, 64],
        [179, 65],
      ]),
    ).toEqual([
      [179, 65],
      [181, 66],
      [182, 64],
      [179, 65],
    ]);
  });
  it('draws the countries without Antarctica and without jumps of more than 180°', () => {
    const world = worldCountries();
    expect(world.features.length).toBeGreaterThan(150);
    expect(world.features.some((f) => f.id === '010')).toBe(false);
    for (const f of world.features) {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const ring of polygons.flat())
        for (let i = 1; i < ring.length; i++)
          expect(Math.abs(ring[i]![0]! - ring[i - 1]![0]!)).toBeLessThanOrEqual(180);
    }
  });
});
