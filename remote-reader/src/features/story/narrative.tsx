import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { Fragment, type ReactNode, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useKeepInWindow } from './hooks/use-keep-in-window';
import { readNarrative } from './model/citations';
import styles from './narrative.module.css';

/** Segments (text runs, citations, mentions) rendered before the rest of a long narrative. */
const FIRST_SEGMENTS = 60;

/** What a citation number shows on hover or focus: the source's words that the sentence rests on. */
export interface CitationTooltip {
  quote: string | null;
  domain: string | null;
  date: string | null;
}

export interface NarrativeProps {
  content: string;
  /** Canonical id → type, from the story's entities: colours the mention and picks its profile route. */
  entityTypes?: ReadonlyMap<string, EntityType>;
  /** The quote behind citation `ordinal` for `pageId`. */
  quoteFor?: (ordinal: number, pageId: string) => CitationTooltip | null;
  /** A citation number was clicked: show its source. */
  onCite?: (pageId: string) => void;
  /** Renders an entity mention (link + hover card); plain text without it. */
  renderEntity?: (mention: { name: string; canonicalId: string; type: EntityType | undefined }) => ReactNode;
  /** The footer signature under the narrative. */
  signature?: ReactNode;
}

/**
 * A story's narrative (SPEC §2, §3): the sources' words as they wrote them (escaped markup shows as the
 * characters it stands for), each citation as numbered buttons leading to its source, each entity
 * mention as a link to its profile. Everything is React text: nothing from an article becomes HTML.
 */
export function Narrative({
  content,
  entityTypes,
  quoteFor,
  onCite,
  renderEntity,
  signature,
}: NarrativeProps) {
  const { segments } = useMemo(() => readNarrative(content), [content]);
  // The opening renders at once (the reader's first screen, and the page's largest paint); a long
  // narrative's rest, with its hundreds of citations and mentions, follows in a transition that React
  // renders in short slices, so no single task holds the page.
  const shownCount = useDeferredValue(segments.length, Math.min(segments.length, FIRST_SEGMENTS));
  // Paragraph breaks are kept by CSS (pre-line), so a segment never has to be split.
  return (
    <div className={styles.narrative}>
      <div className={styles.content}>
        {segments.slice(0, shownCount).map((segment, index) => {
          // Segments never move or change within one content string: their position is their identity.
          const key = `${index}`;
          if (segment.kind === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
          if (segment.kind === 'entity') {
            if (!segment.canonicalId || !renderEntity) return <Fragment key={key}>{segment.name}</Fragment>;
            const type = entityTypes?.get(segment.canonicalId);
            return (
              <Fragment key={key}>
                {renderEntity({ name: segment.name, canonicalId: segment.canonicalId, type })}
              </Fragment>
            );
          }
          return (
            <sup key={key} className={styles.citation}>
              {segment.pageIds.map((pageId, i) => (
                <CitationNumber
                  key={pageId}
                  number={segment.numbers[i]!}
                  quote={quoteFor?.(segment.ordinal, pageId) ?? null}
                  onCite={() => onCite?.(pageId)}
                />
              ))}
            </sup>
          );
        })}
      </div>
      {signature && <footer className={styles.signature}>{signature}</footer>}
    </div>
  );
}

function CitationNumber({
  number,
  quote,
  onCite,
}: {
  number: number;
  quote: CitationTooltip | null;
  onCite: () => void;
}) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const tip = useRef<HTMLSpanElement>(null);
  useKeepInWindow(tip, open && !!quote);
  return (
    <span className={styles.citationWrap}>
      <button
        type="button"
        className={styles.citationButton}
        aria-label={`Source ${number}`}
        aria-describedby={open && quote ? tipId : undefined}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        onClick={onCite}
      >
        {number}
      </button>
      {open && quote && (
        <span ref={tip} role="tooltip" id={tipId} className={styles.quote}>
          {quote.quote ? (
            <q className={styles.quoteText}>{quote.quote}</q>
          ) : (
            <span className={styles.quoteText}>This source supports the sentence as a whole.</span>
          )}
          <span className={styles.quoteSource}>
            {[quote.domain, quote.date].filter(Boolean).join(' · ') || 'Source'}
          </span>
        </span>
      )}
    </span>
  );
}
