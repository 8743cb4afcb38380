import { useId, useState } from 'react';
import { paragraphsOf } from '../model/format';
import styles from './article-content.module.css';
import common from './task-common.module.css';

/** Content longer than this is collapsed behind 'Show full text' so the page stays scannable. */
export const CONTENT_PREVIEW_CHARS = 1_200;

/** The paragraphs shown while collapsed: whole paragraphs up to the preview length, at least one. */
function previewCount(paragraphs: string[]): number {
  let chars = 0;
  for (let i = 0; i < paragraphs.length; i++) {
    chars += paragraphs[i]?.length ?? 0;
    if (chars > CONTENT_PREVIEW_CHARS) return Math.max(1, i);
  }
  return paragraphs.length;
}

/** The article's text as paragraphs, at a readable measure, long ones collapsed (SPEC §2 'Task page'). */
export function ArticleContent({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  const shownWhenCollapsed = previewCount(paragraphs);
  const collapsible = shownWhenCollapsed < paragraphs.length;
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const headingId = useId();

  if (paragraphs.length === 0) return null;
  const shown = expanded || !collapsible ? paragraphs : paragraphs.slice(0, shownWhenCollapsed);
  return (
    <section className={styles.content} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionHeading}>
        Article text
      </h2>
      <div id={contentId} className={styles.prose} data-collapsed={collapsible && !expanded}>
        {shown.map((paragraph, index) => (
          // Paragraphs have no ids and never reorder; position is their identity.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {collapsible && (
        <button
          type="button"
          className={common.linkButton}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show full text'}
        </button>
      )}
    </section>
  );
}
