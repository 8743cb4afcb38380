import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { useEntityStories } from '@cairn/shared/data/entities/get-entity-stories';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { Skeleton } from '@cairn/shared/ui/skeleton';
import styles from './entity-profile.module.css';

/** SPEC §2: the stories that mention the entity, each to /story/{id}; 'No related stories found'. */
export function RelatedStories({ host, entityId }: { host: HostServices; entityId: string }) {
  const api = useApiClient(host);
  const stories = useEntityStories(api, entityId);
  return (
    <section className={styles.section} aria-labelledby="related-stories">
      <h2 id="related-stories">Related Stories</h2>
      {stories.isPending ? (
        <Skeleton height={64} />
      ) : stories.isError || stories.data.stories.length === 0 ? (
        <p className={styles.muted}>No related stories found</p>
      ) : (
        <ul className={styles.stories}>
          {stories.data.stories.map((story) => (
            <li key={story.id}>
              <Link to={`/story/${encodeURIComponent(story.id)}`}>{story.title}</Link>
              {story.description && <p>{story.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
