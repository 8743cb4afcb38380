import { Button } from '@cairn/shared/ui/button';
import type { ActionState } from '../hooks/use-task-action';
import styles from './task-actions.module.css';
import common from './task-common.module.css';

function progressText(clean: ActionState, semantize: ActionState): string {
  if (semantize.phase === 'running') return 'Semantizing content...';
  if (semantize.phase === 'succeeded') return 'Semantic analysis ready';
  if (clean.phase === 'running') return 'Cleaning content...';
  if (clean.phase === 'succeeded') return 'Content cleaned';
  return '';
}

/**
 * Clean, then Semantize (SPEC §4 'Task page'): Semantize opens once cleaning has succeeded. Progress is
 * announced politely; failures are alerts.
 */
export function TaskActions({
  clean,
  semantize,
  canSemantize,
  onClean,
  onSemantize,
}: {
  clean: ActionState;
  semantize: ActionState;
  canSemantize: boolean;
  onClean: () => void;
  onSemantize: () => void;
}) {
  const busy = clean.phase === 'running' || semantize.phase === 'running';
  const error =
    semantize.phase === 'failed' ? semantize.message : clean.phase === 'failed' ? clean.message : null;
  return (
    <section className={common.box} aria-label="Actions">
      <div className={styles.actionButtons}>
        {/* While an action runs the buttons are aria-disabled, not disabled: a disabled button drops the
            keyboard focus of whoever just pressed it. */}
        <Button
          className={styles.actionButton}
          onClick={busy ? undefined : onClean}
          aria-disabled={busy || undefined}
          aria-busy={clean.phase === 'running'}
        >
          {clean.phase === 'running' ? 'Cleaning...' : 'Clean'}
        </Button>
        <Button
          variant="primary"
          className={styles.actionButton}
          onClick={busy ? undefined : onSemantize}
          disabled={!canSemantize}
          aria-disabled={busy || undefined}
          aria-busy={semantize.phase === 'running'}
          title={canSemantize ? undefined : 'Clean the content first'}
        >
          {semantize.phase === 'running' ? 'Semantizing...' : 'Semantize'}
        </Button>
      </div>
      <div>
        <p className={styles.actionStatus} role="status">
          {progressText(clean, semantize)}
        </p>
        <p className={styles.actionError} role="alert">
          {error}
        </p>
      </div>
    </section>
  );
}
