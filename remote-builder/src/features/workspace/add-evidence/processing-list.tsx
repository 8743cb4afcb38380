import { countOf } from '../model/builder-rules';
import styles from '../workspace.module.css';
import { type ProcessingTask, STAGES } from './processing-task';

/** The processing list (SPEC §2, §4): each task's URL, its stage among the five, and its outcome. */
export function ProcessingList({
  tasks,
  highlightedId,
}: {
  tasks: readonly ProcessingTask[];
  highlightedId: string | null;
}) {
  if (tasks.length === 0) return null;
  return (
    <section aria-label="Processing evidence">
      <ul className={styles.list} aria-live="polite">
        {tasks.map((task) => {
          const current = STAGES.findIndex((s) => s.stage === task.stage);
          return (
            <li
              key={task.taskId}
              className={`${styles.task} ${highlightedId === task.taskId ? styles.highlight : ''}`}
              data-task-status={task.status}
            >
              <div className={styles.spread}>
                <strong className={styles.small}>{task.preview?.title ?? task.url}</strong>
                <span className={`${styles.small} ${statusClass(task)}`}>{statusText(task)}</span>
              </div>
              {task.preview?.domain && (
                <span className={`${styles.small} ${styles.muted}`}>{task.preview.domain}</span>
              )}
              {task.status === 'processing' && (
                <ol className={styles.stages} aria-label="Stages">
                  {STAGES.map((s, i) => (
                    <li
                      key={s.stage}
                      className={`${styles.stage} ${i < current ? styles.stageDone : i === current ? styles.stageCurrent : ''}`}
                      aria-current={i === current ? 'step' : undefined}
                    >
                      {s.label}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function statusText(task: ProcessingTask): string {
  // Auto-completed before the analysis answered (its source is already in the story): no count to give.
  if (task.status === 'completed')
    return task.claimsCount === null
      ? 'Added to the story'
      : `Extracted ${countOf(task.claimsCount, 'claim')}`;
  if (task.status === 'error' || task.status === 'failed') return task.errorMessage ?? 'Extraction failed';
  if (task.taskId.startsWith('temp-')) return 'Sending...';
  return 'Processing...';
}

function statusClass(task: ProcessingTask): string {
  if (task.status === 'completed') return styles.taskDone ?? '';
  if (task.status === 'error' || task.status === 'failed') return styles.taskError ?? '';
  return styles.muted ?? '';
}
