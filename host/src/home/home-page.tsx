import { RemoteRoute } from '../routes/remote-route';
import { RouteSkeleton } from '../routes/route-skeleton';
import { CollapsiblePanel } from './collapsible-panel';
import styles from './home-page.module.css';
import { HowItWorks } from './how-it-works';
import { useInitialMediaQuery } from './use-media-query';

/** Matches the single-column breakpoint in home-page.module.css. */
const WIDE_LAYOUT_QUERY = '(min-width: 861px)';

/**
 * `/app` (SPEC §2): the feed from the reader remote is the main column; beside it the submission
 * panel with 'Your Submissions' (submit remote), 'How it works' and the low-maturity threads
 * (builder remote). Each remote slot fails on its own.
 *
 * On narrow screens it is one column with the submission panel and the folded side panels FIRST and
 * the feed last: the feed scrolls infinitely, so anything placed after it could never be reached.
 * Submitting is the product's core action and the panel is short, so it costs one screen at most;
 * the side panels start folded there so the first stories are still close to the top.
 */
export function HomePage() {
  const wide = useInitialMediaQuery(WIDE_LAYOUT_QUERY);
  return (
    <div className={styles.page}>
      <h1 className="cairn-visually-hidden">Stories</h1>
      <div className={styles.layout}>
        <section className={styles.feed} aria-label="Story feed">
          <RemoteRoute
            module="reader/StoryFeed"
            props={{}}
            label="the story feed"
            fallback={<RouteSkeleton label="Loading threads..." />}
          />
        </section>
        <aside className={styles.side} aria-label="Contribute">
          <section className={styles.submit} aria-label="Submit evidence">
            <RemoteRoute
              module="submit/SubmissionPanel"
              props={{}}
              label="evidence submission"
              fallback={<RouteSkeleton label="Loading submission panel..." />}
            />
          </section>
          <CollapsiblePanel title="How it works" defaultOpen={wide}>
            <HowItWorks />
          </CollapsiblePanel>
          <CollapsiblePanel title="New Low Maturity Threads" defaultOpen={wide}>
            <RemoteRoute
              module="builder/LowMaturityThreads"
              props={{}}
              label="the low-maturity threads"
              fallback={<RouteSkeleton label="Loading threads..." />}
            />
          </CollapsiblePanel>
        </aside>
      </div>
    </div>
  );
}
