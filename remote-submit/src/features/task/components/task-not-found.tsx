import { Link } from '@cairn/shared/router';
import { NotFoundMessage } from '@cairn/shared/ui/not-found-message';
import common from './task-common.module.css';
import styles from './task-not-found.module.css';

/**
 * The task page at an address no task has: a malformed id ('abc'), an unknown one, or one cut short
 * (docs/decisions.md 'Addresses with a malformed or unknown id'). SPEC §8 has no text for it; the way on
 * is to submit the article again, on the home page's submission box.
 */
export function TaskNotFound() {
  return (
    <NotFoundMessage title="Task not found" thing="extraction task">
      <p className={styles.hint}>To follow an article's extraction, submit its link again.</p>
      <Link to="/app" className={common.primaryLink}>
        Submit evidence
      </Link>
    </NotFoundMessage>
  );
}
