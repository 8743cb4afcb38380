// The one place map of the product (the reader's Locations card, the entity profile, later screens):
//   <PlaceMap host={host} places={[{ name: 'Valencia', lat: 39.47, lon: -0.38 }]} />
// Leaflet loads only when the map scrolls into view; without CAIRN_TILE_URL the map draws an offline world
// layer. A list view shows the same places as text; the GeoNames attribution sits under every map.
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HostServices } from '../contracts/exposed-modules';
import { GEONAMES_ATTRIBUTION } from '../contracts/geocode';
import { useMapConfig } from '../data/geocode/get-map-config';
import { useApiClient } from '../data/use-api-client';
import styles from './place-map.module.css';

export interface MapPlace {
  name: string;
  lat: number;
  lon: number;
  /** Picks the zoom of a single place (SPEC §9); omitted, the default. */
  kind?: 'city' | 'region' | 'country';
  /** A line under the name in the marker's popup and the list, e.g. the country. */
  detail?: string;
}

export interface PlaceMapProps {
  host: Pick<HostServices, 'apiBase' | 'userId'>;
  places: MapPlace[];
  /** Zoom for a single place (the entity profile uses 5); several places fit their bounds. */
  zoom?: number;
  /** The map's accessible name. */
  label?: string;
}

type LeafletMapComponent = ComponentType<{
  places: MapPlace[];
  tileUrl: string | null;
  zoom?: number;
  label: string;
}>;
const LeafletMap = lazy(() => import('./leaflet-map')) as unknown as LeafletMapComponent;

/** True once the element has come within 200 px of the viewport (and stays true). */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace(/\{[^}]+\}/g, 'x')).host.replace(/^x\./, '');
  } catch {
    return tileUrl;
  }
}

export function PlaceMap({ host, places, zoom, label = 'Map of places' }: PlaceMapProps) {
  const [view, setView] = useState<'map' | 'list'>('map');
  const frame = useRef<HTMLDivElement>(null);
  const seen = useSeen(frame);
  const api = useApiClient(host);
  const config = useMapConfig(api);
  // A failed config read still draws the offline layer: the map never depends on a tile server.
  const tileUrl = config.data?.tile_url ?? null;
  const ready = seen && !config.isPending;

  return (
    <div className={styles.placeMap}>
      <fieldset className={styles.toolbar}>
        <legend className="cairn-visually-hidden">{`${label}: view`}</legend>
        <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
          Map
        </button>
        <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
          List
        </button>
      </fieldset>
      {view === 'map' ? (
        <div ref={frame} className={styles.frame} data-testid="place-map">
          {ready ? (
            <Suspense fallback={<div className={styles.loading}>Loading map...</div>}>
              <LeafletMap places={places} tileUrl={tileUrl} zoom={zoom} label={label} />
            </Suspense>
          ) : (
            <div className={styles.loading}>Loading map...</div>
          )}
        </div>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {places.map((place) => (
            <li key={`${place.name}:${place.lat}:${place.lon}`}>
              <span className={styles.listName}>{place.name}</span>
              {place.detail ? <span className={styles.listDetail}>{place.detail}</span> : null}
              <span className={styles.listDetail}>{formatCoordinates(place.lat, place.lon)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.attribution}>
        {GEONAMES_ATTRIBUTION}
        {' · '}
        {tileUrl ? `Map tiles: ${tileOrigin(tileUrl)}` : 'Outlines: Natural Earth (public domain)'}
      </p>
    </div>
  );
}

/** '39.47° N, 0.38° W' (kept here, not imported from the Leaflet chunk, so the list needs no Leaflet). */
export function formatCoordinates(lat: number, lon: number): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lon >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(2)}° ${ns}, ${Math.abs(lon).toFixed(2)}° ${ew}`;
}
