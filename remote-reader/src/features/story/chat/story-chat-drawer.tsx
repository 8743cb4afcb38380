import type { ApiClient } from '@cairn/shared/api/client';
import type { ChatMessage } from '@cairn/shared/contracts/chat';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import { useStoryChat } from '@cairn/shared/data/chat/post-story-chat';
import { claimAge } from '@cairn/shared/format/relative-time';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { answerParts } from './chat-answer';
import styles from './story-chat.module.css';

/** SPEC §8: the one error text of the chat. */
export const CHAT_ERROR = 'Sorry, I encountered an error processing your question. Please try again.';
/** The server keeps at most 20 messages of history (contracts/chat.ts). */
const HISTORY = 20;

interface Turn extends ChatMessage {
  error?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The story chat drawer (SPEC §2, §5, §8): a right-side dialog 'Story Chat' over a backdrop. Questions go to
 * `POST /api/story/{id}/chat` one at a time; 'Claim N' in an answer is a chip that opens the claim with a
 * relative-age link to its source. Focus stays inside while it is open; Escape or the backdrop closes it.
 * Loaded only when a reader opens it.
 */
export default function StoryChatDrawer({
  api,
  storyId,
  claims,
  onClose,
}: {
  api: ApiClient;
  storyId: string;
  claims: readonly StoryClaim[];
  onClose: () => void;
}) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [input, setInput] = useState('');
  const chat = useStoryChat(api, storyId);
  const dialog = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    const last = log.current?.lastElementChild;
    if (last && 'scrollIntoView' in last) (last as HTMLElement).scrollIntoView?.({ block: 'end' });
  }, [turns.length]);

  const canSend = input.trim().length > 0 && !chat.isPending;
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const message = input.trim();
    const history = turns
      .filter((t) => !t.error)
      .slice(-HISTORY)
      .map(({ role, content }) => ({ role, content }));
    setTurns((t) => [...t, { role: 'user', content: message }]);
    setInput('');
    chat.mutate(
      { message, conversation_history: history },
      {
        onSuccess: (answer) => setTurns((t) => [...t, { role: 'assistant', content: answer.response }]),
        onError: () => setTurns((t) => [...t, { role: 'assistant', content: CHAT_ERROR, error: true }]),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!focusable.length) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.layer}>
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the Close button. */}
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="story-chat-title"
        onKeyDown={onKeyDown}
      >
        <header className={styles.head}>
          <h2 id="story-chat-title" className={styles.title}>
            Story Chat
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close Story Chat">
            ×
          </button>
        </header>
        <ol ref={log} className={styles.log} aria-live="polite" aria-label="Conversation">
          {turns.length === 0 && (
            <li className={styles.hint}>
              Ask what happened, when and where, who said what, how many were affected, or where the sources
              differ.
            </li>
          )}
          {turns.map((turn, index) => (
            // Turns are only ever appended: the index is stable.
            <li
              key={index}
              className={`${styles.turn} ${turn.role === 'user' ? styles.user : styles.assistant} ${turn.error ? styles.error : ''}`}
            >
              <span className={styles.srOnly}>{turn.role === 'user' ? 'You: ' : 'Answer: '}</span>
              {turn.role === 'assistant' && !turn.error ? (
                <Answer text={turn.content} claims={claims} />
              ) : (
                turn.content
              )}
            </li>
          ))}
          {chat.isPending && (
            <li className={`${styles.turn} ${styles.assistant} ${styles.pending}`}>Thinking…</li>
          )}
        </ol>
        <form className={styles.form} onSubmit={send}>
          <label htmlFor="story-chat-input" className={styles.srOnly}>
            Your question
          </label>
          <textarea
            id="story-chat-input"
            ref={inputRef}
            className={styles.input}
            placeholder="Ask about this story..."
            rows={2}
            maxLength={2000}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send();
              }
            }}
          />
          <button type="submit" className={styles.send} disabled={!canSend}>
            Send
          </button>
        </form>
      </div>
    </div>
  );
}

function Answer({ text, claims }: { text: string; claims: readonly StoryClaim[] }) {
  return (
    <>
      {answerParts(text, claims.length).map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'text') return <span key={key}>{part.text}</span>;
        return (
          <ClaimChip
            key={key}
            label={part.label}
            before={part.before}
            after={part.after}
            claim={claims[part.number - 1]!}
          />
        );
      })}
    </>
  );
}

/** The chip with the brackets that touch it ('(Claim 2).') on one line; the opened claim comes after them. */
function ClaimChip({
  label,
  before,
  after,
  claim,
}: {
  label: string;
  before: string;
  after: string;
  claim: StoryClaim;
}) {
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.claimWrap}>
      <span className={styles.citation}>
        {before}
        <button type="button" className={styles.chip} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {label}
        </button>
        {after}
      </span>
      {open && (
        <span className={styles.claim}>
          <span className={styles.claimText}>{claim.text}</span>
          {claim.source.url ? (
            <a
              href={claim.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.claimSource}
            >
              {claim.source.domain ?? 'Source'} · {claimAge(claim.created_at)}
            </a>
          ) : (
            <span className={styles.claimSource}>
              {claim.source.domain ?? 'Pasted text'} · {claimAge(claim.created_at)}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
