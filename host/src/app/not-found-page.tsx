import { Link } from 'react-router';
import styles from './layout.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.error}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      {/* SPEC §2: '/' is the target of every 'Back to Home' link. */}
      <Link to="/">← Back to Home</Link>
    </div>
  );
}
