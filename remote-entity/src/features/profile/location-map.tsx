import type { EntityDetail } from '@cairn/shared/contracts/entities';
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { PlaceMap } from '@cairn/shared/map/place-map';
import styles from './entity-profile.module.css';

/** SPEC §9: the entity profile's map zooms to 5. */
const PROFILE_MAP_ZOOM = 5;

/** The map of a location: its GeoNames coordinates, or a note when the place could not be placed. */
export function LocationMap({ host, entity }: { host: HostServices; entity: EntityDetail }) {
  const location = entity.location;
  const placed = location && location.lat !== null && location.lon !== null;
  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <h2 id="map-heading">Map</h2>
      {placed ? (
        <PlaceMap
          host={host}
          zoom={PROFILE_MAP_ZOOM}
          label={`Map of ${entity.canonical_name}`}
          places={[
            {
              name: entity.canonical_name,
              lat: location.lat!,
              lon: location.lon!,
              kind: location.feature_class === 'A' ? 'region' : 'city',
              detail: location.country_code ? countryName(location.country_code) : undefined,
            },
          ]}
        />
      ) : (
        // Unknown or fictional places get no marker rather than a wrong one.
        <p className={styles.muted}>
          The offline gazetteer could not place this name with certainty, so it has no position on the map.
        </p>
      )}
    </section>
  );
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
