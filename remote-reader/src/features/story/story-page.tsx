import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { storyQueryOptions } from '@cairn/shared/data/stories/get-story';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { Narrative } from './narrative';
import styles from './story-page.module.css';

/** Reader story page (SPEC §2). This first cut shows the story itself; the panels come later. */
function StoryPageScreen({ host, storyId }: ExposedModuleProps['reader/StoryPage']) {
  const api = useApiClient(host);
  const story = useQuery({
    ...storyQueryOptions(api, storyId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

  if (story.isPending) return <StateMessage title="Loading story..." />;
  if (story.isError) {
    const error = story.error;
    // SPEC §8: 'Story not found' for a non-OK answer, 'Failed to load story details' offline.
    const message =
      error instanceof ApiError && error.isNetworkError ? 'Failed to load story details' : 'Story not found';
    return (
      <StateMessage tone="error" title={message}>
        <Link to="/">← Back to Home</Link>
      </StateMessage>
    );
  }

  const s = story.data;
  return (
    <article className={styles.story}>
      <h1>{s.title}</h1>
      <p className={styles.description}>“{s.description || s.gist || 'No description available'}”</p>
      <p className={styles.meta}>Updated {s.last_updated_human ?? 'Recently'}</p>
      {s.content && s.content.length > 100 && <Narrative content={s.content} />}
      <p>
        <Link to={`/builder/${s.id}`} target="_blank">
          Build
        </Link>
      </p>
    </article>
  );
}

export default function StoryPage(props: ExposedModuleProps['reader/StoryPage']) {
  return (
    <RemoteScope name="reader">
      <StoryPageScreen {...props} />
    </RemoteScope>
  );
}
