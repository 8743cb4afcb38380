import { RemoteRoute } from '../routes/remote-route';
import { RouteSkeleton } from '../routes/route-skeleton';
import styles from './home-page.module.css';
import { HowItWorks } from './how-it-works';

/**
 * `/app` (SPEC §2): the feed from the reader remote, submission from the submit remote and the
 * low-maturity threads from the builder remote. Each slot fails on its own.
 */
export function HomePage() {
  return (
    <div className={styles.layout}>
      <section className={styles.feed} aria-label="Story feed">
        <RemoteRoute
          module="reader/StoryFeed"
          props={{}}
          label="the story feed"
          fallback={<RouteSkeleton label="Loading threads..." />}
        />
      </section>
      <aside className={styles.side}>
        <section aria-label="Submit evidence">
          <RemoteRoute
            module="submit/SubmissionPanel"
            props={{}}
            label="evidence submission"
            fallback={<RouteSkeleton label="Loading submission panel..." />}
          />
        </section>
        <HowItWorks />
        <section aria-label="New Low Maturity Threads">
          <RemoteRoute
            module="builder/LowMaturityThreads"
            props={{}}
            label="the low-maturity threads"
            fallback={<RouteSkeleton label="Loading threads..." />}
          />
        </section>
      </aside>
    </div>
  );
}
