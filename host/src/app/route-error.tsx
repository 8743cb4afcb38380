import { useRouteError } from 'react-router';
import styles from './layout.module.css';

/** SPEC §2: an unexpected routing failure shows 'Unexpected Application Error!'. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className={styles.error} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something broke while showing this page.</p>
      {/* SPEC §2: '/' is the target of every 'Back to Home' link; a full load, since routing just failed. */}
      <a href="/">← Back to Home</a>
    </div>
  );
}
