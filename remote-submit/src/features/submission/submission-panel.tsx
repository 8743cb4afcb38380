import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import {
  countWords,
  MIN_TEXT_WORDS,
  NO_LINK_MESSAGE,
  parseSubmission,
} from '@cairn/shared/submission/parse-submission';
import { Button } from '@cairn/shared/ui/button';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../shared/use-api';
import styles from '../submit.module.css';

const seedResponseSchema = z
  .object({ task_id: z.string().optional(), user_id: z.string().optional() })
  .passthrough();

interface Submitted {
  taskId: string;
  input: string;
}

/**
 * The evidence submission box of `/app` (SPEC §2). This first cut submits and links to the task page;
 * the 'Your Submissions' list with polling comes with the home-page issue.
 */
function SubmissionPanelScreen({ host }: ExposedModuleProps['submit/SubmissionPanel']) {
  const api = useApi(host);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted[]>([]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = parseSubmission(input);
    if (parsed.kind === 'empty' || busy) return;
    if (parsed.kind === 'text' && countWords(parsed.text) < MIN_TEXT_WORDS) {
      // SPEC §5 / §8: no link, and too short to stand as an article of its own.
      setMessage(NO_LINK_MESSAGE);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const reply = await api.request('/api/seed', {
        method: 'POST',
        body: { content: input.trim(), user_id: host.userId },
        schema: seedResponseSchema,
      });
      if (!reply.task_id) {
        setMessage('Failed to create extraction task');
        return;
      }
      // SPEC §6: the server may know this visitor under another id; adopt it.
      if (reply.user_id && reply.user_id !== host.userId) host.adoptUserId(reply.user_id);
      const label = parsed.kind === 'text' ? `${parsed.text.slice(0, 60)}…` : parsed.url;
      setSubmitted((list) => [{ taskId: reply.task_id as string, input: label }, ...list]);
      setInput('');
    } catch (error) {
      console.error('Submission failed', error);
      setMessage(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit}>
      <label htmlFor="cairn-submission" className={styles.label}>
        Submit evidence
      </label>
      <textarea
        id="cairn-submission"
        className={styles.textarea}
        placeholder="Paste news URL, text, or upload file..."
        value={input}
        rows={3}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={(e) => {
          // SPEC §2: Enter submits; Shift+Enter adds a newline.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!input.trim() || busy}>
          Submit
        </Button>
      </div>
      <p className={styles.message} role="status" aria-live="polite">
        {message}
      </p>
      {submitted.length > 0 && (
        <ul className={styles.list} aria-label="Your Submissions">
          {submitted.map((s) => (
            <li key={s.taskId}>
              <Link to={`/result/${s.taskId}`}>{s.input}</Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

export default function SubmissionPanel(props: ExposedModuleProps['submit/SubmissionPanel']) {
  return (
    <RemoteScope name="submit">
      <SubmissionPanelScreen {...props} />
    </RemoteScope>
  );
}
