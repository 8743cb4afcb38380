import { ScreenSlot } from '../routes/screen-slot';
import { CollapsiblePanel } from './collapsible-panel';
import styles from './home-page.module.css';
import { HowItWorks } from './how-it-works';
import { useInitialMediaQuery } from './use-media-query';

/** Matches the single-column breakpoint in home-page.module.css. */
const WIDE_LAYOUT_QUERY = '(min-width: 861px)';

/**
 * `/app` (SPEC §2): the feed from the reader remote is the main column; beside it the submission
 * panel with 'Your Submissions' (submit remote), 'How it works' and the low-maturity threads
 * (builder remote). Each remote slot fails on its own. The screens are the screen table's page `/app`
 * (`@cairn/shared/contracts/screens`), which the server preloads; page-modules.test.tsx checks both agree.
 *
 * On narrow screens it is one column with the submission panel and the folded side panels FIRST and
 * the feed last: the feed scrolls infinitely, so anything placed after it could never be reached.
 * Submitting is the product's core action and the panel is short, so it costs one screen at most;
 * the side panels start folded there so the first stories are still close to the top.
 *
 * The side panels come first in the DOM too, at every width: keyboard and screen-reader order then
 * follow the narrow layout's visual order, and a keyboard never has to tab through the endless feed to
 * reach the submission box. The wide layout still puts the feed on the left by its grid area.
 */
export function HomePage() {
  const wide = useInitialMediaQuery(WIDE_LAYOUT_QUERY);
  return (
    <div className={styles.page}>
      <h1 className="cairn-visually-hidden">Stories</h1>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label="Contribute">
          <section className={styles.submit} aria-label="Submit evidence">
            <ScreenSlot screen="submit/SubmissionPanel" props={{}} />
          </section>
          <CollapsiblePanel title="How it works" defaultOpen={wide}>
            <HowItWorks />
          </CollapsiblePanel>
          <CollapsiblePanel title="New Low Maturity Threads" defaultOpen={wide}>
            <ScreenSlot screen="builder/LowMaturityThreads" props={{}} />
          </CollapsiblePanel>
        </aside>
        <section className={styles.feed} aria-label="Story feed">
          <ScreenSlot screen="reader/StoryFeed" props={{}} />
        </section>
      </div>
    </div>
  );
}
