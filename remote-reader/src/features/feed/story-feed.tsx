import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { storyFeedResponseSchema } from '@cairn/shared/contracts/stories';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../shared/use-api';
import styles from './story-feed.module.css';
import { storyKeys } from './story-keys';

const FEED_PAGE_SIZE = 12;
const DEFAULT_MIN_COHERENCE = 0.4;

/** Home feed (SPEC §2). This first cut lists the latest stories; controls come with issue 5. */
function StoryFeedScreen({ host }: ExposedModuleProps['reader/StoryFeed']) {
  const api = useApi(host);
  const filters = { limit: FEED_PAGE_SIZE, min_coherence: DEFAULT_MIN_COHERENCE };
  const feed = useQuery({
    queryKey: storyKeys.list(filters),
    queryFn: ({ signal }) =>
      api.request(`/api/stories?limit=${filters.limit}&min_coherence=${filters.min_coherence}`, {
        schema: storyFeedResponseSchema,
        signal,
      }),
  });

  if (feed.isPending) return <StateMessage title="Loading threads..." />;
  if (feed.isError) return <StateMessage tone="error" title="Failed to load stories" />;
  if (feed.data.stories.length === 0) return <StateMessage title="No threads yet. Seed the first one!" />;

  return (
    <ul className={styles.list}>
      {feed.data.stories.map((story) => (
        <li key={story.id} className={styles.card}>
          <Link to={`/story/${story.id}`} className={styles.title}>
            {story.title}
          </Link>
          <p className={styles.description}>{story.description}</p>
          <p className={styles.meta}>
            {story.artifact_count} sources · {story.claim_count} claims · updated {story.last_updated_human}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function StoryFeed(props: ExposedModuleProps['reader/StoryFeed']) {
  return (
    <RemoteScope name="reader">
      <StoryFeedScreen {...props} />
    </RemoteScope>
  );
}
