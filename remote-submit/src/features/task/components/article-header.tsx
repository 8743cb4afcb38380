import type { TaskPreview, TaskResult } from '@cairn/shared/contracts/tasks';
import { Chip } from '@cairn/shared/ui/chip';
import { HideOnErrorImage } from '../../../shared/hide-on-error-image';
import { socialUrl } from '../model/format';
import styles from './article-header.module.css';
import common from './task-common.module.css';

/**
 * The completed view's header (SPEC §2 'Task page'): preview image, publisher (favicon, name, social
 * links), language and section chips, title and tags. The preview call adds what extraction alone lacks;
 * until it answers (or if it fails) the header shows what the task itself knows.
 */
export function ArticleHeader({
  result,
  preview,
  titleId,
}: {
  result: TaskResult;
  preview: TaskPreview | undefined;
  titleId: string;
}) {
  // Only the fields the server checked (absolute http(s)); og_metadata is the page's own word.
  const image = preview?.preview_image?.url ?? result.image_url;
  const publisher = preview?.publisher.name ?? result.site_name;
  const favicon = preview?.publisher.favicon ?? null;
  const facebook = preview?.publisher.facebook ? socialUrl('facebook', preview.publisher.facebook) : null;
  const twitter = preview?.publisher.twitter ? socialUrl('twitter', preview.publisher.twitter) : null;
  const language = preview?.metadata.language_name ?? preview?.metadata.language ?? result.language;
  const section = preview?.metadata.section ?? null;
  const tags = preview?.metadata.tags ?? [];
  const title = result.title ?? preview?.title ?? 'Untitled article';

  return (
    <header className={styles.articleHeader}>
      {image && <HideOnErrorImage src={image} className={styles.heroImage} loading="eager" />}
      {(publisher || favicon || facebook || twitter) && (
        <div className={styles.publisher}>
          {favicon && <HideOnErrorImage src={favicon} className={styles.favicon} />}
          {publisher && <span className={styles.publisherName}>{publisher}</span>}
          {(facebook || twitter) && (
            <span className={styles.social}>
              {facebook && (
                <a href={facebook} target="_blank" rel="noopener noreferrer">
                  Facebook<span className="cairn-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              {twitter && (
                <a href={twitter} target="_blank" rel="noopener noreferrer">
                  X (Twitter)<span className="cairn-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </span>
          )}
        </div>
      )}
      {(language || section) && (
        <p className={styles.chips}>
          {language && (
            <Chip tone="accent">
              <span className="cairn-visually-hidden">Language: </span>
              {language}
            </Chip>
          )}
          {section && (
            <Chip>
              <span className="cairn-visually-hidden">Section: </span>
              {section}
            </Chip>
          )}
        </p>
      )}
      <h1 id={titleId} className={common.title}>
        {title}
      </h1>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Chip>#{tag}</Chip>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
