import { Link, Outlet } from 'react-router';
import { Header } from '../header/header';
import styles from './layout.module.css';

export function Layout() {
  return (
    // A flex column as tall as the window: the footer sits at its bottom on a short page.
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <span>Cairn · Truth Builds</span>
        <Link to="/">About</Link>
      </footer>
    </div>
  );
}
