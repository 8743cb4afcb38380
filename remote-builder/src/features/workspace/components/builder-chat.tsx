import type { ApiClient } from '@cairn/shared/api/client';
import type { ChatMessage } from '@cairn/shared/contracts/chat';
import { useStoryChat } from '@cairn/shared/data/chat/post-story-chat';
import { narrativeText } from '@cairn/shared/narrative/narrative-markup';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styles from '../workspace.module.css';

const CHAT_ERROR = 'Sorry, I encountered an error processing your question. Please try again.';

/**
 * Builder Chat: the story chat (answers from the story's claims). 'Discuss' on a claim fills the box with
 * that claim; sending is blocked while the box is empty or a reply is pending (SPEC §5).
 */
export function BuilderChat({
  api,
  storyId,
  draft,
}: {
  api: ApiClient;
  storyId: string;
  /** Text put in the box by 'Discuss' (a new object each time, so the same claim can be discussed twice). */
  draft: { text: string } | null;
}) {
  const chat = useStoryChat(api, storyId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!draft) return;
    setInput(draft.text);
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [draft]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = input.trim();
    if (!message || chat.isPending) return;
    const history = messages.slice(-20);
    setMessages((all) => [...all, { role: 'user', content: message }]);
    setInput('');
    try {
      const reply = await chat.mutateAsync({ message, conversation_history: history });
      setMessages((all) => [...all, { role: 'assistant', content: narrativeText(reply.response) }]);
    } catch {
      setMessages((all) => [...all, { role: 'assistant', content: CHAT_ERROR }]);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="builder-chat-heading">
      <h2 id="builder-chat-heading" className={styles.panelTitle}>
        Builder Chat
      </h2>
      {messages.length === 0 ? (
        <p className={`${styles.small} ${styles.muted}`}>Ask about this story; answers cite its claims.</p>
      ) : (
        <ul className={styles.chatLog} aria-live="polite">
          {messages.map((m, i) => (
            <li key={i} className={`${styles.bubble} ${m.role === 'user' ? styles.bubbleUser : ''}`}>
              <span className={styles.visuallyHidden}>{m.role === 'user' ? 'You: ' : 'Answer: '}</span>
              {m.content}
            </li>
          ))}
        </ul>
      )}
      {chat.isPending && (
        <p className={`${styles.small} ${styles.muted}`} role="status">
          Thinking...
        </p>
      )}
      <form onSubmit={send} className={styles.list}>
        <label htmlFor="builder-chat-input" className={styles.visuallyHidden}>
          Message to the builder chat
        </label>
        <textarea
          id="builder-chat-input"
          ref={box}
          className={styles.input}
          rows={3}
          placeholder="Ask about this story..."
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <div>
          <button type="submit" className={styles.tab} disabled={!input.trim() || chat.isPending}>
            Send
          </button>
        </div>
      </form>
    </section>
  );
}

/** Community Chat: SPEC §2 marks it coming soon. */
export function CommunityChat() {
  return (
    <section className={styles.panel} aria-labelledby="community-chat-heading">
      <h2 id="community-chat-heading" className={styles.panelTitle}>
        Community Chat
      </h2>
      <p className={`${styles.small} ${styles.muted}`}>Coming soon</p>
    </section>
  );
}
