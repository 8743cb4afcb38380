import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { Link } from '@cairn/shared/router';
import { entityHref } from '../model/entity-route';
import styles from './entity-mention.module.css';

const TONE: Record<EntityType, string> = {
  Person: styles.person!,
  Organization: styles.organization!,
  Location: styles.location!,
};

/** An entity mention in the narrative (SPEC §2): coloured by type, linking to the entity's profile. */
export function EntityMention({
  name,
  canonicalId,
  type,
}: {
  name: string;
  canonicalId: string;
  type: EntityType | undefined;
}) {
  return (
    <Link
      className={`${styles.mention} ${type ? TONE[type] : styles.event}`}
      to={entityHref(canonicalId, name, type)}
    >
      {name}
    </Link>
  );
}
