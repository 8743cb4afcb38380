import { isUnknownIdError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { Button } from '@cairn/shared/ui/button';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { taskPageQueryOptions } from './api/task-queries';
import { TaskCompleted } from './components/task-completed';
import { TaskFailed } from './components/task-failed';
import { TaskNotFound } from './components/task-not-found';
import { TaskProgress } from './components/task-progress';
import { TaskSkeleton } from './components/task-skeleton';
import styles from './task-page.module.css';

export const FETCH_FAILED = 'Failed to fetch task status';

/**
 * What the polite region says as the task moves on. The views themselves are not live regions: the
 * completed one holds a whole article, which must not be read out when it appears.
 */
function announcement(task: TaskResponse): string {
  switch (task.status) {
    case 'pending':
      return 'Extraction queued';
    case 'processing':
    case 'extracting':
      return 'Extracting the article';
    case 'completed':
      return 'Extraction completed';
    case 'blocked':
    case 'failed':
      return 'Extraction failed';
  }
}

/**
 * Task page `/result/{taskId}` (SPEC §2): loading, pending, processing, failed and completed views,
 * polled every 2 s until the task is completed or failed (SPEC §4, §9).
 */
function TaskPageScreen({ host, taskId }: ExposedModuleProps['submit/TaskPage']) {
  const api = useApiClient(host);
  const task = useQuery(taskPageQueryOptions(api, taskId));
  const data = task.data;

  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Breadcrumb">
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">←</span>Back to Home
        </Link>
      </nav>
      {task.isPending && <TaskSkeleton />}
      {task.isError &&
        !data &&
        // The server refused the id itself (404 unknown, 400 malformed: its text names a validator):
        // asking again cannot help, so no Try again and none of the server's words.
        (isUnknownIdError(task.error) ? (
          <TaskNotFound />
        ) : (
          <StateMessage tone="error" title={FETCH_FAILED}>
            <Button onClick={() => void task.refetch()}>Try again</Button>
          </StateMessage>
        ))}
      {task.isError && data && (
        <p className={styles.pollError} role="alert">
          {FETCH_FAILED}
        </p>
      )}
      <p className="cairn-visually-hidden" role="status">
        {data ? announcement(data) : ''}
      </p>
      {data && (
        <div className={styles.view}>
          {data.status === 'completed' ? (
            <TaskCompleted api={api} task={data} />
          ) : data.status === 'failed' || data.status === 'blocked' ? (
            <TaskFailed task={data} />
          ) : (
            <TaskProgress task={data} />
          )}
        </div>
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
