import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import common from './task-common.module.css';
import styles from './task-failed.module.css';

/** The failed view (SPEC §8 'Task page': 'Unknown error' when the task gives no reason). */
export function TaskFailed({ task }: { task: TaskResponse }) {
  return (
    <section aria-labelledby="task-failed-heading" className={common.statusView}>
      <h1 id="task-failed-heading" className={common.viewTitle}>
        {task.status === 'blocked' ? 'Unable to access (paywall or blocked)' : 'Extraction failed'}
      </h1>
      <p className={styles.failedReason} role="alert">
        {task.error || 'Unknown error'}
      </p>
      {task.url && <p className={common.breakAnywhere}>{task.url}</p>}
    </section>
  );
}
