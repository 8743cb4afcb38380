import { createApiClient } from '@cairn/shared/api/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useHostServices } from '../user/user-provider';
import styles from './header.module.css';

// SPEC §9: search debounce 300 ms, minimum 2 characters, 5 results.
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MIN_CHARS = 2;
const SEARCH_LIMIT = 5;

const searchResponseSchema = z.object({
  matches: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      category: z.string().nullish(),
      artifact_count: z.number().nullish(),
    }),
  ),
});

function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function HeaderSearch() {
  const { apiBase, userId } = useHostServices();
  const api = useMemo(() => createApiClient({ baseUrl: apiBase, userId }), [apiBase, userId]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // '/' focuses the search unless the user is typing somewhere else (SPEC §2, DESIGN §5).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '/' && !isTypingTarget(event.target) && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const enabled = debounced.length >= SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: ['stories', 'search', debounced],
    enabled,
    queryFn: async ({ signal }) => {
      try {
        const data = await api.request('/api/stories/search', {
          method: 'POST',
          body: { query: debounced, limit: SEARCH_LIMIT },
          schema: searchResponseSchema,
          signal,
        });
        return data.matches.slice(0, SEARCH_LIMIT);
      } catch (error) {
        // SPEC §8: search errors are logged and the results list is emptied.
        console.error('Search failed', error);
        return [];
      }
    },
  });
  const matches = enabled ? (results.data ?? []) : [];
  const showList = open && enabled && !results.isPending;

  function openStory(id: string) {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    navigate(`/story/${id}`);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is not yet announced by every screen reader
    <div className={styles.search} role="search">
      <label htmlFor={`${listId}-input`} className="cairn-visually-hidden">
        Search stories
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        type="search"
        className={styles.searchInput}
        placeholder="Search stories..."
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
            e.currentTarget.blur();
          } else if (e.key === 'ArrowDown' && matches.length) {
            e.preventDefault();
            setActive((a) => (a + 1) % matches.length);
          } else if (e.key === 'ArrowUp' && matches.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? matches.length - 1 : a - 1));
          } else if (e.key === 'Enter') {
            const pick = matches[Math.max(active, 0)];
            if (pick) openStory(pick.id);
          }
        }}
      />
      {showList && (
        // WAI-ARIA combobox: focus stays in the input (aria-activedescendant), options are not focusable.
        <div id={listId} role="listbox" className={styles.results}>
          {matches.length === 0 ? (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input
            <div className={styles.noResults} role="option" aria-selected="false" aria-disabled="true">
              No stories found for "{debounced}"
            </div>
          ) : (
            matches.map((m, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input
              // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the input
              <div
                key={m.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.result}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => openStory(m.id)}
              >
                <span className={styles.resultTitle}>{m.title}</span>
                {m.description && <span className={styles.resultDescription}>{m.description}</span>}
                <span className={styles.resultMeta}>
                  {m.category && <span>{m.category}</span>}
                  <span>{m.artifact_count ?? 0} sources</span>
                </span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
