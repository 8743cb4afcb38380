import type { StoryEntity, StoryLocationEntity } from '@cairn/shared/contracts/entities';
import type { RelatedStory } from '@cairn/shared/contracts/story-detail';
import { Link } from '@cairn/shared/router';
import { Chip } from '@cairn/shared/ui/chip';
import { type ReactNode, useState } from 'react';
import { entityHref } from '../model/entity-route';
import styles from './panels.module.css';

/**
 * SPEC §4: the Organizations card starts collapsed, but opens by itself when the story has organizations
 * and neither people nor locations (then they are all the story names).
 */
export function organizationsStartOpen(entities: {
  people: readonly unknown[];
  organizations: readonly unknown[];
  locations: readonly unknown[];
}): boolean {
  return entities.organizations.length > 0 && entities.people.length === 0 && entities.locations.length === 0;
}

export function OrganizationsCard({
  organizations,
  startOpen,
}: {
  organizations: readonly StoryEntity[];
  startOpen: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  if (!organizations.length) return null;
  return (
    <section className={styles.card} aria-labelledby="story-organizations-title">
      <div className={styles.head}>
        <h2 id="story-organizations-title" className={styles.title}>
          Organizations <span className={styles.count}>{organizations.length}</span>
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="story-organizations"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Collapse' : 'Expand'}
        </button>
      </div>
      {open && (
        <ul id="story-organizations" className={styles.entityList}>
          {organizations.map((org) => (
            <li key={org.canonical_id}>
              <Link className={styles.orgLink} to={entityHref(org.canonical_id, org.name, 'Organization')}>
                {org.name}
              </Link>
              {org.description && <p className={styles.muted}>{org.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Locations card (SPEC §2): chips and the shared place map (`@cairn/shared/map`, whose List view is
 * the same places as text). The page hands the map in; places the offline gazetteer could not place get
 * no marker (never a wrong one) and are named under the map instead.
 */
export function LocationsCard({
  locations,
  renderMap,
}: {
  locations: readonly StoryLocationEntity[];
  renderMap: (placed: PlacedLocation[]) => ReactNode;
}) {
  if (!locations.length) return null;
  // A country's coordinates are its capital's: drawn as a point it would stand on another place. Countries
  // stay chips; cities and regions go on the map.
  const placed = locations.filter(isPlaced).filter((place) => place.place_kind !== 'country');
  const unplaced = locations.filter((place) => !isPlaced(place));
  return (
    <section className={styles.card} aria-labelledby="story-locations-title">
      <h2 id="story-locations-title" className={styles.title}>
        Locations <span className={styles.count}>{locations.length}</span>
      </h2>
      <ul className={styles.chips} aria-label="Places">
        {locations.map((place) => (
          <li key={place.canonical_id}>
            <Link to={entityHref(place.canonical_id, place.name, 'Location')} className={styles.chipLink}>
              <Chip tone="location">{place.name}</Chip>
            </Link>
          </li>
        ))}
      </ul>
      {placed.length > 0 && renderMap(placed)}
      {unplaced.length > 0 && (
        <p className={styles.muted}>
          {`Not on the map (the offline gazetteer could not place them): ${unplaced.map((p) => p.name).join(', ')}`}
        </p>
      )}
    </section>
  );
}

export type PlacedLocation = StoryLocationEntity & { lat: number; lon: number };

function isPlaced(place: StoryLocationEntity): place is PlacedLocation {
  return place.lat !== null && place.lon !== null;
}

/** Related Stories (SPEC §2): each links to its reader page with its match percentage. */
export function RelatedStories({ stories }: { stories: readonly RelatedStory[] }) {
  if (!stories.length) return null;
  return (
    <section className={styles.card} aria-labelledby="story-related-title">
      <h2 id="story-related-title" className={styles.title}>
        Related Stories
      </h2>
      <ul className={styles.related}>
        {stories.map((story) => (
          <li key={story.id}>
            <Link to={`/story/${story.id}`} className={styles.relatedLink}>
              {story.title}
            </Link>
            <span className={styles.match}>{Math.round(story.match_score * 100)}% match</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
