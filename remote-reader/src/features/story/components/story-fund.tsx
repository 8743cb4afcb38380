import type { ApiClient } from '@cairn/shared/api/client';
import { TIP_AMOUNTS } from '@cairn/shared/contracts/tips';
import { useStoryFund } from '@cairn/shared/data/tips/get-story-fund';
import { useTipStory } from '@cairn/shared/data/tips/post-story-tip';
import styles from './story-fund.module.css';

/** SPEC §4: one credit is $0.01. */
export function formatFund(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Builder count, fund and the 1c / 10c / 100c tip buttons (SPEC §2, §4) with real figures (DESIGN §6): the
 * builders are the visitors who brought the story's evidence, the fund the sum of stored tips.
 */
export function StoryFundRow({ api, storyId }: { api: ApiClient; storyId: string }) {
  const fund = useStoryFund(api, storyId);
  const tip = useTipStory(api, storyId);
  const data = fund.data;
  return (
    <div className={styles.fund}>
      <span className={styles.figure}>
        <strong>{data ? data.builder_count : '–'}</strong>{' '}
        {data?.builder_count === 1 ? 'builder' : 'builders'}
      </span>
      <span className={styles.figure}>
        <strong>{data ? formatFund(data.fund_cents) : '–'}</strong> funded
        {data && data.my_tips_cents > 0 && (
          <span className={styles.mine}> ({formatFund(data.my_tips_cents)} from you)</span>
        )}
      </span>
      <span className={styles.tips}>
        {TIP_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.tip}
            aria-label={`Tip ${amount}c (${formatFund(amount)})`}
            disabled={tip.isPending || fund.isError}
            onClick={() => tip.mutate(amount)}
          >
            {amount}c
          </button>
        ))}
      </span>
      {tip.isError && (
        <span role="alert" className={styles.error}>
          Your tip was not recorded: {tip.error.message}
        </span>
      )}
    </div>
  );
}
