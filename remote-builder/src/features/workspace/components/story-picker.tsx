import type { ApiClient } from '@cairn/shared/api/client';
import { useBuilderStories } from '@cairn/shared/data/builder/get-builder-stories';
import { Link } from '@cairn/shared/router';
import { useEffect, useId, useRef, useState } from 'react';
import styles from '../workspace.module.css';

/** SPEC §5: search runs only from 2 characters. */
const MIN_QUERY = 2;
const MAX_RESULTS = 8;

/**
 * The story picker (SPEC §2 'Common to all variants'): '/' focuses it, Escape blurs it, matching starts
 * at 2 characters; a match opens the same builder layout for that story.
 */
export function StoryPicker({ api, routePrefix }: { api: ApiClient; routePrefix: string }) {
  const stories = useBuilderStories(api);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  /** Closes the list when focus leaves the picker (not when it moves from the box into the list). */
  const closeIfLeaving = (next: EventTarget | null) => {
    if (!box.current?.contains(next as Node | null)) setOpen(false);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const term = query.trim().toLowerCase();
  const active = term.length >= MIN_QUERY;
  const matches = active
    ? (stories.data?.stories ?? [])
        .filter((s) => s.topic.toLowerCase().includes(term) || (s.gist ?? '').toLowerCase().includes(term))
        .slice(0, MAX_RESULTS)
    : [];

  return (
    <div className={styles.picker} ref={box}>
      <label className={styles.visuallyHidden} htmlFor={`${listId}-input`}>
        Find a story to build
      </label>
      <input
        id={`${listId}-input`}
        ref={input}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        onBlur={(event) => closeIfLeaving(event.relatedTarget)}
        placeholder="Search stories... (press /)"
        value={query}
        autoComplete="off"
        aria-controls={listId}
        aria-expanded={open && active}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            event.currentTarget.blur();
          }
        }}
      />
      {open && active && (
        <ul id={listId} className={styles.pickerList} aria-label="Matching stories">
          {stories.isPending && <li className={styles.muted}>Searching...</li>}
          {stories.isError && <li className={styles.muted}>Stories could not be loaded</li>}
          {stories.isSuccess && matches.length === 0 && (
            <li className={styles.muted}>No stories found for "{query.trim()}"</li>
          )}
          {matches.map((story) => (
            <li key={story.id}>
              <Link
                to={`${routePrefix}/${story.id}`}
                onClick={() => setOpen(false)}
                onBlur={(event) => closeIfLeaving(event.relatedTarget)}
              >
                <strong>{story.topic}</strong>
                <span className={`${styles.muted} ${styles.small}`}>
                  {' '}
                  · {Math.round(story.coherence * 100)}%
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
