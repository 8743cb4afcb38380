import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { storyQueryOptions } from '@cairn/shared/data/stories/get-story';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { MATURITY_MATURE_AT, maturityLabel } from '@cairn/shared/labels/maturity';
import { Link } from '@cairn/shared/router';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import styles from '../builder.module.css';

const VARIANT_NAMES = {
  main: 'Builder workspace',
  v1: 'Variant 1',
  v2: 'Variant 2',
  v3: 'Variant 3',
} as const;

/** Builder workspace (SPEC §2). This first cut shows the story's maturity; the panels come later. */
function BuilderWorkspaceScreen({ host, storyId, variant }: ExposedModuleProps['builder/BuilderWorkspace']) {
  const api = useApiClient(host);
  const story = useQuery({ ...storyQueryOptions(api, storyId), retry: false });

  if (story.isPending) return <StateMessage title="Loading builder workspace..." />;
  if (story.isError) {
    const error = story.error;
    const message =
      error instanceof ApiError && error.status === 404
        ? 'Story not found'
        : error instanceof ApiError && !error.isNetworkError
          ? `Failed to load story: ${error.message}`
          : 'Failed to load builder data';
    return (
      <StateMessage tone="error" title={message}>
        <Link to={`/story/${storyId}`}>← Back to Story</Link>
      </StateMessage>
    );
  }

  const coherence = story.data.coherence_score ?? 0;
  const percent = Math.round(coherence * 100);
  const mature = coherence >= MATURITY_MATURE_AT;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <p className={styles.eyebrow}>{VARIANT_NAMES[variant]}</p>
        <Link to={`/story/${storyId}`}>Reader View →</Link>
      </div>
      <h1>{story.data.title}</h1>
      <p>
        <span className={styles.badge}>{maturityLabel(coherence)}</span> {percent}% coherence
      </p>
      <div className={styles.bar} role="img" aria-label={`${percent}% of the way; publishable at 70%`}>
        <div
          className={styles.barFill}
          style={{
            width: `${percent}%`,
            background: mature ? 'var(--cairn-success)' : 'var(--cairn-warning)',
          }}
        />
        <div className={styles.barMarker} style={{ left: `${MATURITY_MATURE_AT * 100}%` }} />
      </div>
      <p>{story.data.gist ?? story.data.description}</p>
    </div>
  );
}

export default function BuilderWorkspace(props: ExposedModuleProps['builder/BuilderWorkspace']) {
  return (
    <RemoteScope name="builder">
      <BuilderWorkspaceScreen {...props} />
    </RemoteScope>
  );
}
