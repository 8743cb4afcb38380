import { isUnknownIdError } from '@cairn/shared/api/api-error';
import type { EntityDetail } from '@cairn/shared/contracts/entities';
import type {
  EntityRouteKind,
  ExposedModuleProps,
  HostServices,
} from '@cairn/shared/contracts/exposed-modules';
import { entityQueryOptions } from '@cairn/shared/data/entities/get-entity';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { useVoteTallies } from '@cairn/shared/data/votes/get-vote-tallies';
import { useCastVote } from '@cairn/shared/data/votes/put-vote';
import { ENTITY_GROUP_OF, entityProfilePath } from '@cairn/shared/format/entity-path';
import { safeImageUrl } from '@cairn/shared/format/safe-image-url';
import { Link, Navigate } from '@cairn/shared/router';
import { Chip } from '@cairn/shared/ui/chip';
import { NotFoundMessage } from '@cairn/shared/ui/not-found-message';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { VoteButtons } from '@cairn/shared/ui/vote-buttons';
import { useQuery } from '@tanstack/react-query';
import { EntityActivitySections } from './entity-activity';
import styles from './entity-profile.module.css';
import { LocationMap } from './location-map';
import { RelatedStories } from './related-stories';

/** Drawn rather than emoji: emoji fonts are missing on many systems. */
const ICON_PATHS: Record<EntityDetail['entity_type'], string> = {
  Person: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z',
  Organization: 'M3 21V9l9-6 9 6v12h-6v-6H9v6H3Zm4-9h2v2H7v-2Zm8 0h2v2h-2v-2Zm-4 0h2v2h-2v-2Z',
  Location:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
};

/** Entity profile for people, organizations and locations (SPEC §2 'Entity profile', §8 errors). */
function EntityProfileScreen({ host, kind, entityId, name }: ExposedModuleProps['entity/EntityProfile']) {
  const api = useApiClient(host);
  const entity = useQuery({ ...entityQueryOptions(api, entityId), retry: false });

  if (entity.isPending) return <StateMessage title="Loading..." />;
  if (entity.isError) {
    const back = <Link to="/">← Back to Home</Link>;
    // A 404, or a 400 for an id that is not one ('abc'), whose text names the validator (docs/decisions.md).
    if (isUnknownIdError(entity.error)) {
      return (
        <NotFoundMessage title="Entity not found" thing="profile" subject={nameFromSlug(name)}>
          {back}
        </NotFoundMessage>
      );
    }
    return (
      <StateMessage tone="error" title="Failed to load entity details">
        {name && <p>{nameFromSlug(name)}</p>}
        {back}
      </StateMessage>
    );
  }
  const data = entity.data;
  if (wrongGroup(kind, data)) {
    return <Navigate replace to={entityProfilePath(data.entity_type, data.id, data.canonical_name)} />;
  }
  return <Profile host={host} entity={data} />;
}

/** The longest name from an address the error page repeats: an address is anyone's text, not ours. */
const MAX_SLUG_NAME = 80;

/** The name an address gives ('daniel-osei' is 'daniel osei'), cut to a line; undefined without one. */
function nameFromSlug(slug: string | undefined): string | undefined {
  const name = slug?.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  if (!name) return undefined;
  return name.length > MAX_SLUG_NAME ? `${name.slice(0, MAX_SLUG_NAME - 1).trimEnd()}…` : name;
}

/** `/people/{id}` of an organization: the address names the wrong type (the fallback routes name none). */
function wrongGroup(kind: EntityRouteKind, entity: EntityDetail): boolean {
  return kind !== 'entity' && kind !== 'entities' && kind !== ENTITY_GROUP_OF[entity.entity_type];
}

/** The organization's website from its domain; anything that is not a plain host name is not linked. */
function websiteOf(domain: string | null): string | null {
  return domain && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain) ? `https://${domain}` : null;
}

/**
 * The description as shown under the role: without the role it would repeat ('Mayor' then 'Mayor, quoted'
 * reads 'Quoted'; 'Governor' under 'Governor' is left out). Only a role ending at punctuation is cut, so
 * 'Director of the county office' stays whole under 'director'.
 */
export function descriptionBesideRole(description: string | null, role: string | null): string | null {
  const text = description?.trim();
  if (!text) return null;
  const said = role?.trim().toLowerCase();
  if (!said || !text.toLowerCase().startsWith(said)) return text;
  const rest = text.slice(said.length);
  if (rest && !/^\s*[,;:(–—-]/.test(rest)) return text;
  const left = rest
    .replace(/^[\s,;:(–—-]+/, '')
    .replace(/\)$/, '')
    .trim();
  return left ? left[0]!.toUpperCase() + left.slice(1) : null;
}

/**
 * SPEC §2 'Also Known As': the distinct mention names. A name differing from the canonical one or another
 * mention only in case (a dateline's 'MILLBROOK' for Millbrook) is the same name, so it is listed once, and
 * not at all when it is the canonical name.
 */
export function alsoKnownAs(canonicalName: string, mentions: readonly string[]): string[] {
  const seen = new Set([canonicalName.trim().toLowerCase()]);
  return mentions.filter((mention) => {
    const key = mention.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function Profile({ host, entity }: { host: HostServices; entity: EntityDetail }) {
  const thumbnail = safeImageUrl(entity.wikidata_thumbnail);
  const role = entity.context.role;
  const description = descriptionBesideRole(entity.description ?? entity.wikidata_description, role);
  const website = entity.entity_type === 'Organization' ? websiteOf(entity.context.domain) : null;
  // The API lists every name the pages use, the canonical one too; it is no other name.
  const aliases = alsoKnownAs(entity.canonical_name, entity.mentions);
  const tone = entity.entity_type.toLowerCase() as Lowercase<EntityDetail['entity_type']>;
  return (
    <article className={styles.profile} aria-labelledby="entity-name">
      <header className={styles.head}>
        {thumbnail ? (
          <img className={styles.thumbnail} src={thumbnail} alt="" width={72} height={72} />
        ) : (
          <span className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="34" height="34" focusable="false" aria-hidden="true">
              <path d={ICON_PATHS[entity.entity_type]} fill="currentColor" />
            </svg>
          </span>
        )}
        <div className={styles.identity}>
          <Chip tone={tone}>{entity.entity_type}</Chip>
          <h1 id="entity-name">{entity.canonical_name}</h1>
          {role && <p className={styles.role}>{role}</p>}
        </div>
        <EntityVotes host={host} entity={entity} />
      </header>

      {description && <p className={styles.description}>{description}</p>}

      <dl className={styles.facts}>
        <div>
          <dt>Stories</dt>
          <dd>{entity.story_count}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>{Math.round(entity.confidence * 100)}%</dd>
        </div>
        {website && (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {entity.context.domain}
              </a>
            </dd>
          </div>
        )}
        {entity.wikidata_qid && (
          <div>
            <dt>Knowledge base</dt>
            <dd>
              <a
                href={`https://www.wikidata.org/wiki/${encodeURIComponent(entity.wikidata_qid)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Wikidata {entity.wikidata_qid}
              </a>
            </dd>
          </div>
        )}
      </dl>

      {aliases.length > 0 && (
        <section className={styles.section} aria-labelledby="aka">
          <h2 id="aka">Also Known As</h2>
          <ul className={styles.chips}>
            {aliases.map((mention) => (
              <li key={mention}>
                <Chip>{mention}</Chip>
              </li>
            ))}
          </ul>
        </section>
      )}

      {entity.location && <LocationMap host={host} entity={entity} />}

      <EntityActivitySections host={host} entity={entity} />
      <RelatedStories host={host} entityId={entity.id} />
    </article>
  );
}

/** Up and down votes stored on the server for this visitor (SPEC §4 toggle), real counts. */
function EntityVotes({ host, entity }: { host: HostServices; entity: EntityDetail }) {
  const api = useApiClient(host);
  const tallies = useVoteTallies(api, 'entity', [entity.id]);
  const cast = useCastVote(api, 'entity');
  const tally = tallies.data?.get(entity.id);
  return (
    <div className={styles.votes}>
      <VoteButtons
        tally={tally}
        subjectName={entity.canonical_name}
        disabled={cast.isPending}
        error={
          tallies.isError ? 'Votes could not be loaded' : cast.isError ? 'Your vote was not saved' : null
        }
        onVote={(pressed) => tally && cast.mutate({ current: tally, pressed })}
      />
    </div>
  );
}

export default function EntityProfile(props: ExposedModuleProps['entity/EntityProfile']) {
  return (
    <RemoteScope name="entity">
      <EntityProfileScreen {...props} />
    </RemoteScope>
  );
}
