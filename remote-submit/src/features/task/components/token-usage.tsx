import type { TokenCosts } from '@cairn/shared/contracts/tasks';
import { formatCount } from '../model/format';
import common from './task-common.module.css';
import styles from './token-usage.module.css';

/** Tokens each stage really read (SPEC §9: shown only when the total is above 0). */
export function TokenUsage({ costs }: { costs: TokenCosts }) {
  if (!(costs.total > 0)) return null;
  return (
    <section className={common.box} aria-labelledby="task-token-usage">
      <h2 id="task-token-usage" className={common.boxHeading}>
        Token usage
      </h2>
      <dl className={styles.tokenTable}>
        <dt>Extraction</dt>
        <dd>{formatCount(costs.extraction)}</dd>
        <dt>Cleaning</dt>
        <dd>{formatCount(costs.cleaning)}</dd>
        <dt>Semantization</dt>
        <dd>{formatCount(costs.semantization)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatCount(costs.total)}</dd>
      </dl>
    </section>
  );
}
