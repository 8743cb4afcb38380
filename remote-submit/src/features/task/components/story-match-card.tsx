import type { StoryMatch } from '@cairn/shared/contracts/tasks';
import { Link } from '@cairn/shared/router';
import { storyMatchText } from '../../../shared/story-match-text';
import styles from './story-match-card.module.css';
import common from './task-common.module.css';

/** The story this article joined or started, with 'View Story' (SPEC §1, §3 'Story match'). */
export function StoryMatchCard({ match }: { match: StoryMatch }) {
  return (
    <section className={common.box} aria-labelledby="task-story-match">
      <h2 id="task-story-match" className={common.boxHeading}>
        Story
      </h2>
      <p className={styles.matchText}>{storyMatchText(match)}</p>
      {match.matched_story_title && <p className={styles.matchTitle}>{match.matched_story_title}</p>}
      <Link className={`${styles.primaryLink} ${common.primaryLink}`} to={`/story/${match.story_id}`}>
        View Story
      </Link>
    </section>
  );
}
