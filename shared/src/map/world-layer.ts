// The offline world layer: Natural Earth's 1:110m country outlines (public domain) as shipped by the
// world-atlas package (TopoJSON), turned into GeoJSON that Leaflet's flat map draws cleanly.
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/** Antarctica: its outline runs to the pole, which Web Mercator sends to infinity. */
const ANTARCTICA = '010';

/**
 * A ring that crosses the antimeridian (Russia's far east, Fiji) jumps from +180 to −180; shifting the
 * points after each jump by 360° keeps the ring continuous, so Leaflet does not draw a band across the map.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let shift = 0;
  return ring.map((point, i) => {
    const previous = ring[i - 1];
    if (previous) {
      const jump = point[0]! - previous[0]!;
      if (jump > 180) shift -= 360;
      else if (jump < -180) shift += 360;
    }
    return [point[0]! + shift, point[1]!];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  return geometry;
}

let cached: FeatureCollection<Polygon | MultiPolygon> | undefined;

/** The world's countries, computed once per page. */
export function worldCountries(): FeatureCollection<Polygon | MultiPolygon> {
  if (!cached) {
    const topology = countries as unknown as Topology<{ countries: GeometryObject }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<
      Polygon | MultiPolygon
    >;
    cached = {
      type: 'FeatureCollection',
      features: collection.features
        .filter((f) => f.id !== ANTARCTICA)
        .map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) }) as Feature<Polygon | MultiPolygon>),
    };
  }
  return cached;
}
