import type { PreviewMeta } from '@cairn/shared/contracts/tasks';
import { HideOnErrorImage as HideOnError } from '../../../shared/hide-on-error-image';
import styles from '../submission-panel.module.css';

/**
 * A submission's preview (SPEC §2 'Your Submissions'): url, title, description, thumbnail, site name,
 * author, favicon. The favicon is the page's own (from its preview data): we never ask a third-party
 * favicon service, so the site runs offline and visitors' reading is not leaked.
 */
export function SubmissionPreview({
  preview,
  fallbackTitle,
  titleId,
}: {
  preview: PreviewMeta;
  fallbackTitle: string;
  /** Lets the card's buttons say which article they belong to (aria-describedby). */
  titleId?: string;
}) {
  const site = preview.site_name || preview.domain;
  const title = preview.title || fallbackTitle;
  const description = withoutLeadingTitle(preview.description, title);
  return (
    <div className={styles.preview}>
      {preview.thumbnail_url && <HideOnError src={preview.thumbnail_url} className={styles.thumbnail} />}
      <div className={styles.previewText}>
        {site && (
          <p className={styles.site}>
            {preview.favicon && <HideOnError src={preview.favicon} className={styles.favicon} />}
            <span>{site}</span>
          </p>
        )}
        <p className={styles.previewTitle} id={titleId}>
          {title}
        </p>
        {description && <p className={styles.description}>{description}</p>}
        {preview.author && <p className={styles.byline}>By {preview.author}</p>}
        {preview.url && <p className={styles.url}>{preview.url}</p>}
      </div>
    </div>
  );
}

/** A pasted text's description starts with its own first line, the title: it is not said twice. */
function withoutLeadingTitle(description: string | null, title: string): string | null {
  if (!description) return null;
  const rest = description.startsWith(title) ? description.slice(title.length).trim() : description;
  return rest || null;
}
