import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Button } from '@cairn/shared/ui/button';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { useLowMaturityThreads } from './api/get-low-maturity-threads';
import { ThreadItem } from './components/thread-item';
import { ThreadsSkeleton } from './components/threads-skeleton';
import styles from './low-maturity-threads.module.css';

/**
 * The list of 'New Low Maturity Threads' on the home page (SPEC §2): up to 5 stories under 70%
 * coherence, each with 'Help build'. The host owns the panel and its heading; this is its content.
 */
function LowMaturityThreadsScreen({ host }: ExposedModuleProps['builder/LowMaturityThreads']) {
  const api = useApiClient(host);
  const threads = useLowMaturityThreads(api);

  if (threads.isPending) return <ThreadsSkeleton />;
  // A failed 60 s refresh keeps the threads already shown; only a first load that fails says so.
  if (threads.isError && !threads.data) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.stateText}>Failed to load stories</p>
        <Button onClick={() => void threads.refetch()} disabled={threads.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (threads.data.length === 0) {
    return (
      <p className={styles.stateText} role="status">
        No threads available
      </p>
    );
  }
  return (
    <ul className={styles.threads}>
      {threads.data.map((story) => (
        <ThreadItem key={story.id} story={story} />
      ))}
    </ul>
  );
}

export default function LowMaturityThreads(props: ExposedModuleProps['builder/LowMaturityThreads']) {
  return (
    <RemoteScope name="builder">
      <LowMaturityThreadsScreen {...props} />
    </RemoteScope>
  );
}
