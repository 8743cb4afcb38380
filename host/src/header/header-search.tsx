import { SEARCH_MIN_CHARS, useStorySearch } from '@cairn/shared/data/search/post-story-search';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { categoryLabel } from '@cairn/shared/labels/story-labels';
import { Chip } from '@cairn/shared/ui/chip';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHostServices } from '../user/user-provider';
import styles from './header-search.module.css';
import { isTypingTarget } from './is-typing-target';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_FAILED_TEXT = 'Search is unavailable right now. Please try again.';
/** SPEC §9: search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The header's story search (SPEC §2, §9): a WAI-ARIA combobox with a listbox popup. Focus stays in
 * the input; the active option is announced through aria-activedescendant.
 */
export function HeaderSearch() {
  const api = useApiClient(useHostServices());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The active option belongs to the answer it was chosen in; a new answer starts with none active.
  const [active, setActive] = useState<{ query: string; index: number } | null>(null);

  const trimmed = query.trim();
  const searchable = trimmed.length >= SEARCH_MIN_CHARS;
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useStorySearch(api, debounced);

  // SPEC §5: nothing is searched or shown below 2 characters, even before the debounce catches up.
  const result = searchable && debounced.length >= SEARCH_MIN_CHARS ? search.data : undefined;
  const failed = searchable && debounced.length >= SEARCH_MIN_CHARS && search.isError;
  const matches = failed ? [] : (result?.matches ?? []);
  const isCurrent = result !== undefined && !search.isPlaceholderData && result.query === trimmed;
  const activeIndex =
    active && result && active.query === result.query && active.index < matches.length ? active.index : -1;

  const showOptions = open && matches.length > 0;
  const showNoMatches = open && !failed && result !== undefined && result.matches.length === 0;
  const showFailure = open && failed;
  const popupOpen = showOptions || showNoMatches || showFailure;

  // Any navigation (a match, a link elsewhere, Back) closes the dropdown: adjust state while rendering.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  // '/' focuses the search unless the user is typing somewhere else (SPEC §2, DESIGN §5).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A click or tap anywhere outside closes the dropdown.
  useEffect(() => {
    if (!popupOpen) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [popupOpen]);

  function openStory(id: string) {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    navigate(`/story/${id}`);
  }

  function moveActive(step: 1 | -1) {
    if (!result || matches.length === 0) return;
    setOpen(true);
    const from = popupOpen ? activeIndex : -1;
    const next =
      from === -1 ? (step === 1 ? 0 : matches.length - 1) : (from + step + matches.length) % matches.length;
    setActive({ query: result.query, index: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Enter': {
        // The active match; with none chosen, the top match, but only if it answers what is typed now.
        const pick = activeIndex >= 0 ? matches[activeIndex] : isCurrent ? matches[0] : undefined;
        event.preventDefault();
        if (popupOpen && pick) openStory(pick.id);
        break;
      }
      case 'Escape':
        // SPEC §2: Escape closes and blurs. Default prevented so Chrome does not also clear the text.
        event.preventDefault();
        setOpen(false);
        event.currentTarget.blur();
        break;
    }
  }

  const announcement = !popupOpen
    ? ''
    : showFailure
      ? SEARCH_FAILED_TEXT
      : showNoMatches
        ? `No stories found for "${result?.query}"`
        : isCurrent
          ? `${matches.length} ${matches.length === 1 ? 'story' : 'stories'} found`
          : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is not yet announced by every screen reader
    <div className={styles.search} role="search" ref={rootRef}>
      <label htmlFor={inputId} className="cairn-visually-hidden">
        Search stories
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          className={styles.input}
          placeholder="Search stories..."
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={listboxId}
          aria-activedescendant={showOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-keyshortcuts="/"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {/* The shortcut hint; aria-keyshortcuts on the input tells screen readers the same. */}
        <span className={styles.shortcut} aria-hidden="true">
          /
        </span>
      </div>
      <div className={styles.popup} hidden={!popupOpen}>
        {/* The listbox stays in the DOM so aria-controls always points at something. */}
        <div
          id={listboxId}
          role="listbox"
          aria-label="Matching stories"
          aria-busy={showOptions && !isCurrent}
          className={styles.listbox}
          hidden={!showOptions}
        >
          {showOptions &&
            matches.map((match, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input
              <div
                key={match.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-labelledby={`${optionId(index)}-title ${optionId(index)}-meta`}
                aria-describedby={match.description ? `${optionId(index)}-description` : undefined}
                className={styles.option}
                // Keeps focus (and the open dropdown) in the input while the click completes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openStory(match.id)}
              >
                <span id={`${optionId(index)}-title`} className={styles.title}>
                  {match.title}
                </span>
                {match.description && (
                  <span id={`${optionId(index)}-description`} className={styles.description}>
                    {match.description}
                  </span>
                )}
                <span id={`${optionId(index)}-meta`} className={styles.meta}>
                  <Chip tone={match.category === 'local' ? 'accent' : 'neutral'}>
                    {categoryLabel(match.category)}
                  </Chip>
                  {/* SPEC §2's '{n} sources', in the singular for one, as the feed's cards say it. */}
                  <span>
                    {match.artifact_count} {match.artifact_count === 1 ? 'source' : 'sources'}
                  </span>
                </span>
              </div>
            ))}
        </div>
        {showNoMatches && <p className={styles.message}>No stories found for "{result?.query}"</p>}
        {showFailure && <p className={styles.message}>{SEARCH_FAILED_TEXT}</p>}
      </div>
      <p className="cairn-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
