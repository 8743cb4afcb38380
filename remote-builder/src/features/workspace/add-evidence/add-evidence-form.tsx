import { type FormEvent, useState } from 'react';
import styles from '../workspace.module.css';
import type { AddOutcome } from './use-processing-tasks';

export const URL_HINT = 'Enter a URL to a news article, blog post, or document';
export const FILE_HINT = 'PDF, DOC, TXT, or images (max 10MB)';

type Submit = (url: string, text?: string) => Promise<AddOutcome>;

/**
 * The add-URL field (SPEC §2, §5): Add is disabled while the box is empty or blank or a request is in
 * flight; Enter submits; a duplicate clears the box without a request; a failed request puts the URL back.
 */
export function AddUrlForm({
  onSubmit,
  onDone,
  autoFocus,
  idPrefix,
}: {
  onSubmit: Submit;
  onDone?: () => void;
  autoFocus?: boolean;
  idPrefix: string;
}) {
  const [url, setUrl] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!value || sending) return;
    setSending(true);
    setUrl('');
    const outcome = await onSubmit(value);
    setSending(false);
    if (outcome.kind === 'failed') setUrl(value);
    else onDone?.();
  };
  return (
    <form onSubmit={submit} className={styles.row} aria-label="Add evidence by URL">
      <label htmlFor={`${idPrefix}-url`} className={styles.visuallyHidden}>
        Evidence URL
      </label>
      <input
        id={`${idPrefix}-url`}
        className={styles.input}
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={url}
        // biome-ignore lint/a11y/noAutofocus: the modal's first field, opened by the visitor's own click
        autoFocus={autoFocus}
        aria-describedby={`${idPrefix}-hint`}
        onChange={(event) => setUrl(event.target.value)}
      />
      <button type="submit" className={styles.tab} disabled={!url.trim() || sending}>
        {sending ? 'Adding...' : 'Add'}
      </button>
      <p
        id={`${idPrefix}-hint`}
        className={`${styles.small} ${styles.muted}`}
        style={{ flexBasis: '100%', margin: 0 }}
      >
        {URL_HINT}
      </p>
    </form>
  );
}

/** Variant 1's Text tab: pasted article text becomes evidence of its own; its source URL is optional. */
export function AddTextForm({ onSubmit, onDone }: { onSubmit: Submit; onDone?: () => void }) {
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const outcome = await onSubmit(source.trim(), text);
    setSending(false);
    if (outcome.kind !== 'failed') {
      setText('');
      setSource('');
      onDone?.();
    }
  };
  return (
    <form onSubmit={submit} className={styles.list} aria-label="Add evidence as text">
      <label htmlFor="add-text-body">Article text</label>
      <textarea
        id="add-text-body"
        className={styles.input}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor="add-text-source">Source URL (optional)</label>
      <input
        id="add-text-source"
        className={styles.input}
        type="url"
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <div>
        <button type="submit" className={styles.tab} disabled={!text.trim() || sending}>
          {sending ? 'Adding...' : 'Add'}
        </button>
      </div>
    </form>
  );
}

/** Variant 1's File tab: SPEC §5 'File upload is not implemented', so the button stays disabled. */
export function AddFileForm() {
  return (
    <div className={styles.list}>
      <p className={styles.small}>{FILE_HINT}</p>
      <div>
        <button type="button" className={styles.tab} disabled>
          Upload file
        </button>
      </div>
      <p className={`${styles.small} ${styles.muted}`}>File upload coming soon!</p>
    </div>
  );
}
