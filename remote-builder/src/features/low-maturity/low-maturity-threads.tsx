import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { storyFeedResponseSchema } from '@cairn/shared/contracts/stories';
import { MATURITY_MATURE_AT } from '@cairn/shared/labels/maturity';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../shared/use-api';
import styles from '../builder.module.css';

// SPEC §9: 5 threads under the max coherence (default 0.7), refreshed every 60 s.
const THREAD_COUNT = 5;
const REFRESH_MS = 60_000;

/** 'New Low Maturity Threads' on the home page (SPEC §2). */
function LowMaturityThreadsScreen({ host }: ExposedModuleProps['builder/LowMaturityThreads']) {
  const api = useApi(host);
  const threads = useQuery({
    queryKey: ['stories', 'list', { low_maturity: true, max_coherence: MATURITY_MATURE_AT }],
    queryFn: ({ signal }) =>
      api.request(`/api/stories?limit=${THREAD_COUNT}&min_coherence=0&max_coherence=${MATURITY_MATURE_AT}`, {
        schema: storyFeedResponseSchema,
        signal,
      }),
    refetchInterval: REFRESH_MS,
  });

  return (
    <details className={styles.panel} open>
      <summary>New Low Maturity Threads</summary>
      {threads.isPending && <p className={styles.muted}>Loading threads...</p>}
      {threads.isError && <p className={styles.muted}>No threads available</p>}
      {threads.data &&
        (threads.data.stories.length === 0 ? (
          <p className={styles.muted}>No threads available</p>
        ) : (
          <ul className={styles.threads}>
            {threads.data.stories.slice(0, THREAD_COUNT).map((story) => (
              <li key={story.id}>
                <span className={styles.threadTitle}>{story.title}</span>
                <Link to={`/builder/${story.id}`} className={styles.helpBuild}>
                  Help build
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </details>
  );
}

export default function LowMaturityThreads(props: ExposedModuleProps['builder/LowMaturityThreads']) {
  return (
    <RemoteScope name="builder">
      <LowMaturityThreadsScreen {...props} />
    </RemoteScope>
  );
}
