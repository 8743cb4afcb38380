import type { EntityActivity, EntityDetail } from '@cairn/shared/contracts/entities';
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { useEntityActivity } from '@cairn/shared/data/entities/get-entity-activity';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { entityProfilePath } from '@cairn/shared/format/entity-path';
import { modalityLabelOfOne } from '@cairn/shared/labels/story-labels';
import { Link } from '@cairn/shared/router';
import { Chip } from '@cairn/shared/ui/chip';
import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from './entity-profile.module.css';

/** Beyond SPEC §2: the real 7-day trend, the entity's claims and the entities it appears with. */
export function EntityActivitySections({ host, entity }: { host: HostServices; entity: EntityDetail }) {
  const api = useApiClient(host);
  const activity = useEntityActivity(api, entity.id);
  if (activity.isPending) {
    return (
      <section className={styles.section} aria-label="Activity" aria-busy="true">
        <Skeleton height={120} />
      </section>
    );
  }
  if (activity.isError) {
    return (
      <section className={styles.section} aria-label="Activity">
        <p className={styles.muted}>Mentions, claims and related entities could not be loaded.</p>
      </section>
    );
  }
  return (
    <>
      <Trend trend={activity.data.trend} />
      <Claims claims={activity.data.claims} name={entity.canonical_name} />
      <AppearsWith entities={activity.data.co_occurring} />
    </>
  );
}

const DAY_LABEL = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
const MONTH = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
/** ', 2009' when the week is not in this year: an archive article's week reads as its own year's. */
const yearSuffix = (date: string) => {
  const year = date.slice(0, 4);
  return year === String(new Date().getUTCFullYear()) ? '' : `, ${year}`;
};

function Trend({ trend }: { trend: EntityActivity['trend'] }) {
  const max = Math.max(1, ...trend.map((d) => d.mentions));
  const total = trend.reduce((sum, d) => sum + d.mentions, 0);
  return (
    <section className={styles.section} aria-labelledby="trend-heading">
      <h2 id="trend-heading">Mentions, 7 days</h2>
      {trend.length === 0 ? (
        <p className={styles.muted}>No dated mentions yet.</p>
      ) : (
        <>
          <p className={styles.muted}>
            {total} {total === 1 ? 'mention' : 'mentions'} from {dayLabel(trend[0]!.date)} to{' '}
            {dayLabel(trend[trend.length - 1]!.date)}
            {yearSuffix(trend[trend.length - 1]!.date)} (the week up to its latest mention)
          </p>
          <table className={styles.trend}>
            <caption className="cairn-visually-hidden">Mentions per day</caption>
            <tbody>
              <tr>
                {trend.map((day) => (
                  <td key={day.date}>
                    <span className={styles.barTrack} aria-hidden="true">
                      <span className={styles.bar} style={{ height: `${(day.mentions / max) * 100}%` }} />
                    </span>
                    <span className={styles.barValue}>{day.mentions}</span>
                  </td>
                ))}
              </tr>
              <tr>
                {trend.map((day) => (
                  <th key={day.date} scope="col">
                    <span className="cairn-visually-hidden">{dayLabel(day.date)}</span>
                    <span className={styles.month} aria-hidden="true">
                      {MONTH.format(new Date(`${day.date}T00:00:00Z`))}
                    </span>
                    <span aria-hidden="true">{day.date.slice(8).replace(/^0/, '')}</span>
                  </th>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Claims({ claims, name }: { claims: EntityActivity['claims']; name: string }) {
  return (
    <section className={styles.section} aria-labelledby="claims-heading">
      <h2 id="claims-heading">Claims</h2>
      {claims.length === 0 ? (
        <p className={styles.muted}>No claims by or about {name} yet.</p>
      ) : (
        <ul className={styles.claims}>
          {claims.map((claim) => (
            <li key={claim.id}>
              <div className={styles.claimMeta}>
                <Chip tone={claim.relation === 'speaker' ? 'accent' : 'neutral'}>
                  {claim.relation === 'speaker' ? 'Said by' : 'About'}
                </Chip>
                <Chip>{modalityLabelOfOne(claim.builder_modality)}</Chip>
              </div>
              <p className={styles.claimText}>{claim.text}</p>
              <p className={styles.claimSource}>
                {claim.source.url ? (
                  <a href={claim.source.url} target="_blank" rel="noopener noreferrer">
                    {claim.source.domain ?? claim.source.title ?? 'Source'}
                  </a>
                ) : (
                  (claim.source.domain ?? 'Pasted text')
                )}
                {claim.other_sources > 0 && (
                  <>
                    {' · '}
                    <span>
                      also in {claim.other_sources} other {claim.other_sources === 1 ? 'source' : 'sources'}
                    </span>
                  </>
                )}
                {claim.story_id && (
                  <>
                    {' · '}
                    <Link to={`/story/${encodeURIComponent(claim.story_id)}`}>Open story</Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AppearsWith({ entities }: { entities: EntityActivity['co_occurring'] }) {
  if (!entities.length) return null;
  return (
    <section className={styles.section} aria-labelledby="appears-with">
      <h2 id="appears-with">Often appears with</h2>
      <ul className={styles.chips}>
        {entities.map((other) => (
          <li key={other.id}>
            <Link
              className={styles.entityLink}
              to={entityProfilePath(other.entity_type, other.id, other.canonical_name)}
            >
              {other.canonical_name}
              <span className={styles.count}>
                {other.shared_pages} {other.shared_pages === 1 ? 'source' : 'sources'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
