import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../shared/use-api';
import styles from '../submit.module.css';

// SPEC §9: the task page polls every 2 s until completed or failed.
const TASK_POLL_MS = 2_000;

const taskSchema = z
  .object({
    status: z.string(),
    current_stage: z.string().nullish(),
    url: z.string().nullish(),
    error: z.string().nullish(),
    user_id: z.string().nullish(),
  })
  .passthrough();

/** Task page `/result/{taskId}` (SPEC §2). This first cut shows the status; results come later. */
function TaskPageScreen({ host, taskId }: ExposedModuleProps['submit/TaskPage']) {
  const api = useApi(host);
  const task = useQuery({
    queryKey: ['tasks', 'detail', taskId],
    queryFn: ({ signal }) =>
      api.request(`/api/task/${encodeURIComponent(taskId)}`, { schema: taskSchema, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' || query.state.error ? false : TASK_POLL_MS;
    },
  });

  return (
    <div className={styles.page}>
      <Link to="/">Back to Home</Link>
      {task.isPending && <StateMessage title="Loading task..." />}
      {task.isError && <StateMessage tone="error" title="Failed to fetch task status" />}
      {task.data && (
        <section aria-live="polite">
          <h1>Extraction {task.data.status}</h1>
          {task.data.url && <p className={styles.url}>{task.data.url}</p>}
          {task.data.status === 'failed' && <p role="alert">{task.data.error || 'Unknown error'}</p>}
        </section>
      )}
    </div>
  );
}

export default function TaskPage(props: ExposedModuleProps['submit/TaskPage']) {
  return (
    <RemoteScope name="submit">
      <TaskPageScreen {...props} />
    </RemoteScope>
  );
}
