// The Leaflet part of PlaceMap, in its own chunk: place-map.tsx imports it only once the map scrolls into
// view, so pages without a visible map never download Leaflet.
import 'leaflet/dist/leaflet.css';
import { divIcon, type Marker as LeafletMarker, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { labelSide, type PixelRect, visibleLabels } from './declutter-labels';
import { formatCoordinates, type MapPlace } from './place-map';
import styles from './place-map.module.css';
import { worldCountries } from './world-layer';

/** SPEC §9: zoom 4 for a country, 6 for a region, 10 for a city, 7 otherwise; bounds fit at most 6. */
export const ZOOM_BY_KIND = { country: 4, region: 6, city: 10 } as const;
export const DEFAULT_ZOOM = 7;
export const FIT_BOUNDS_MAX_ZOOM = 6;
export const TILE_MAX_ZOOM = 19;
/** The offline outlines are 1:110m: closer than this they show nothing more. */
export const OFFLINE_MAX_ZOOM = 8;

export interface LeafletMapProps {
  places: MapPlace[];
  tileUrl: string | null;
  zoom?: number;
  label: string;
}

/**
 * Pixels to keep right of the easternmost marker for its label, at most 45 % of the map: half the marker,
 * the offset, the label's padding and border, a small margin, and about 10 px a character of its 600-weight
 * text (measured: "Valencia" is 75 px).
 */
function labelRoom(places: MapPlace[], mapWidth: number): number {
  const eastmost = places.reduce((east, p) => (p.lon > east.lon ? p : east));
  const wanted = 8 + LABEL_OFFSET_PX + 14 + 8 + eastmost.name.length * 10;
  return Math.max(32, Math.min(wanted, Math.round(mapWidth * 0.45)));
}

const LABEL_OFFSET_PX = 8;

function FitPlaces({ places, zoom, maxZoom }: { places: MapPlace[]; zoom?: number; maxZoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (places.length === 1) {
      const [only] = places;
      const wanted = zoom ?? (only!.kind ? ZOOM_BY_KIND[only!.kind] : DEFAULT_ZOOM);
      map.setView([only!.lat, only!.lon], Math.min(wanted, maxZoom));
    } else if (places.length > 1) {
      const bounds = latLngBounds(places.map((p) => [p.lat, p.lon] as [number, number]));
      map.fitBounds(bounds, {
        paddingTopLeft: [32, 32],
        // Labels sit to the right of their markers: the easternmost one needs room for its name, or a
        // narrow map (360 px) cuts it at the frame.
        paddingBottomRight: [labelRoom(places, map.getSize().x), 32],
        maxZoom: Math.min(FIT_BOUNDS_MAX_ZOOM, maxZoom),
      });
    }
  }, [map, places, zoom, maxZoom]);
  return null;
}

function box(element: Element, origin: DOMRect): PixelRect {
  const r = element.getBoundingClientRect();
  return {
    left: r.left - origin.left,
    top: r.top - origin.top,
    right: r.right - origin.left,
    bottom: r.bottom - origin.top,
  };
}

/**
 * Hides the labels that would cover another (declutter-labels.ts) each time the view settles; a hidden
 * label shows again while its marker is hovered or has keyboard focus. Markers are read in the order of
 * `places`, so the story's first places keep their names.
 */
function DeclutterLabels({ places }: { places: MapPlace[] }) {
  const map = useMap();
  useEffect(() => {
    const markers = (): LeafletMarker[] => {
      const found: LeafletMarker[] = [];
      map.eachLayer((layer) => {
        if ('getTooltip' in layer && 'getIcon' in layer) found.push(layer as LeafletMarker);
      });
      const order = new Map(places.map((place, i) => [`${place.lat}:${place.lon}:${place.name}`, i]));
      const key = (m: LeafletMarker) => `${m.getLatLng().lat}:${m.getLatLng().lng}:${m.options.title}`;
      return found.sort((a, b) => (order.get(key(a)) ?? 0) - (order.get(key(b)) ?? 0));
    };
    const declutter = () => {
      const origin = map.getContainer().getBoundingClientRect();
      const drawn = markers().flatMap((marker) => {
        const tooltip = marker.getTooltip();
        const label = tooltip?.getElement();
        const icon = marker.getElement();
        if (!tooltip || !label || !icon) return [];
        // A label that would run past the map's right edge goes to the left of its marker where it fits there.
        const side = labelSide(
          map.latLngToContainerPoint(marker.getLatLng()).x,
          label.offsetWidth,
          // (Leaflet's style sheet puts 6 px more between a side label and its point.)
          LABEL_OFFSET_PX + 6,
          map.getSize().x,
        );
        if (tooltip.options.direction !== side) {
          tooltip.options.direction = side;
          tooltip.options.offset = [side === 'right' ? LABEL_OFFSET_PX : -LABEL_OFFSET_PX, 0];
          tooltip.update();
        }
        return [{ label, icon }];
      });
      const controls = [...map.getContainer().querySelectorAll('.leaflet-control')].map((c) =>
        box(c, origin),
      );
      const shown = visibleLabels(
        drawn.map(({ label, icon }) => ({ label: box(label, origin), marker: box(icon, origin) })),
        controls,
      );
      for (const [i, { label }] of drawn.entries()) label.classList.toggle(styles.labelHidden!, !shown[i]);
    };
    const reveal = (marker: LeafletMarker, on: boolean) =>
      marker.getTooltip()?.getElement()?.classList.toggle(styles.labelRevealed!, on);
    const listeners = markers().map((marker) => {
      const icon = marker.getElement();
      const show = () => reveal(marker, true);
      const hide = () => reveal(marker, false);
      marker.on('mouseover', show).on('mouseout', hide);
      icon?.addEventListener('focus', show);
      icon?.addEventListener('blur', hide);
      return () => {
        marker.off('mouseover', show).off('mouseout', hide);
        icon?.removeEventListener('focus', show);
        icon?.removeEventListener('blur', hide);
      };
    });
    // zoomend and moveend cover fitBounds, the zoom buttons and keyboard panning; resize a narrowed page.
    map.on('zoomend moveend resize', declutter);
    declutter();
    // A label's size can change after the view settles: the map's chunk brings its style sheets and the
    // label's font after the markers are drawn, and a label measured before them is a third of its final
    // height ('Portland', 'Woodburn' and 'Oregon' kept their three labels on one another at 360 px). Measure
    // again when a label's box changes; hiding one (visibility) does not change its size, so this settles.
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(declutter);
    };
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(again);
    for (const marker of markers()) {
      const label = marker.getTooltip()?.getElement();
      if (label) resized?.observe(label);
    }
    void document.fonts?.ready.then(again);
    return () => {
      map.off('zoomend moveend resize', declutter);
      for (const off of listeners) off();
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [map, places]);
  return null;
}

/** The map container's own keyboard pan and zoom stay on; its wrapper gets the accessible name. */
export default function LeafletMap({ places, tileUrl, zoom, label }: LeafletMapProps) {
  const icon = useMemo(
    () => divIcon({ className: styles.marker, iconSize: [16, 16], iconAnchor: [8, 8] }),
    [],
  );
  const maxZoom = tileUrl ? TILE_MAX_ZOOM : OFFLINE_MAX_ZOOM;
  return (
    <MapContainer
      className={styles.leaflet}
      center={[20, 0]}
      zoom={2}
      minZoom={1}
      maxZoom={maxZoom}
      worldCopyJump={false}
      attributionControl={false}
      // Scrolling the page over the map must scroll the page, not zoom the map.
      scrollWheelZoom={false}
      aria-label={label}
    >
      {tileUrl ? (
        <TileLayer url={tileUrl} maxZoom={TILE_MAX_ZOOM} />
      ) : (
        <GeoJSON data={worldCountries()} style={{ className: styles.land }} interactive={false} />
      )}
      {places.map((place) => (
        <Marker
          key={`${place.name}:${place.lat}:${place.lon}`}
          position={[place.lat, place.lon]}
          icon={icon}
          title={place.name}
          alt={place.name}
          keyboard
        >
          <Tooltip permanent direction="right" offset={[LABEL_OFFSET_PX, 0]} className={styles.label}>
            {place.name}
          </Tooltip>
          <Popup>
            <strong>{place.name}</strong>
            {place.detail ? <div>{place.detail}</div> : null}
            <div>{formatCoordinates(place.lat, place.lon)}</div>
          </Popup>
        </Marker>
      ))}
      <FitPlaces places={places} zoom={zoom} maxZoom={maxZoom} />
      <DeclutterLabels places={places} />
    </MapContainer>
  );
}
