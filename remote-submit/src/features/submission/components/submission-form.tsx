import { Button } from '@cairn/shared/ui/button';
import { type FormEvent, type KeyboardEvent, useId, useRef } from 'react';
import styles from '../submission-panel.module.css';
import { UPLOAD_STUB_MESSAGE, UploadButton } from './upload-button';

export interface FormMessage {
  text: string;
  tone: 'info' | 'error';
  /** What to do about it, after the message's own words ('A pasted text is read as an article from…'). */
  detail?: string;
}

/** The submit box (SPEC §2 'Home'): Enter submits, Shift+Enter adds a newline, Submit needs text. */
export function SubmissionForm({
  value,
  onChange,
  onSubmit,
  submitting,
  message,
  onMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  message: FormMessage | null;
  onMessage: (message: FormMessage) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const empty = value.trim() === '';
  const field = useRef<HTMLTextAreaElement>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (empty || submitting) return;
    // The box empties on success, which disables Submit and would drop a keyboard user's focus: it goes
    // back to the box, ready for the next link.
    field.current?.focus();
    onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composition uses Enter to pick a word; that Enter is not a submit.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!empty && !submitting) onSubmit();
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={submitting}>
      <label htmlFor={fieldId} className={styles.label}>
        Submit evidence
      </label>
      <p id={hintId} className={styles.hint}>
        A news link or an article's text. Enter submits; Shift+Enter adds a line.
      </p>
      <textarea
        ref={field}
        id={fieldId}
        className={styles.textarea}
        placeholder="Paste news URL, text, or upload file..."
        aria-describedby={hintId}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          // A dropped file gets the same answer as the upload button (SPEC §5: not implemented).
          if (event.dataTransfer.files.length) {
            event.preventDefault();
            onMessage({ text: UPLOAD_STUB_MESSAGE, tone: 'info' });
          }
        }}
      />
      <div className={styles.actions}>
        <UploadButton onAnswer={(text) => onMessage({ text, tone: 'info' })} />
        <Button type="submit" variant="primary" disabled={empty} aria-disabled={submitting || undefined}>
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
      <p className={styles.formError} role="alert">
        {message?.tone === 'error' ? message.text : null}
        {message?.tone === 'error' && message.detail ? (
          <span className={styles.formDetail}> {message.detail}</span>
        ) : null}
      </p>
      <p className={styles.formNote} role="status">
        {message?.tone === 'info' ? message.text : null}
      </p>
    </form>
  );
}
