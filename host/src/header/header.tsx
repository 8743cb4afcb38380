import { shortUserId, userInitials } from '@cairn/shared/user/user-id';
import { Link } from 'react-router';
import { useHostServices } from '../user/user-provider';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { NotificationBell } from './notification-bell';

/** The shell header of SPEC §2: logo, search, notification bell, user badge. */
export function Header() {
  const { userId } = useHostServices();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/app" className={styles.logo} aria-label="Cairn home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={styles.wordmark}>Cairn</span>
        </Link>
        <HeaderSearch />
        <div className={styles.actions}>
          <NotificationBell />
          <span
            className={styles.badge}
            title={`Your visitor id: ${shortUserId(userId)}`}
            data-testid="user-badge"
          >
            <span aria-hidden="true">{userInitials(userId)}</span>
            <span className="cairn-visually-hidden">Visitor {shortUserId(userId)}</span>
          </span>
        </div>
      </div>
    </header>
  );
}
