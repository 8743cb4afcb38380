import type { ApiClient } from '@cairn/shared/api/client';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { entityQueryOptions } from '@cairn/shared/data/entities/get-entity';
import { Link } from '@cairn/shared/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useKeepInWindow } from '../hooks/use-keep-in-window';
import { entityHref } from '../model/entity-route';
import styles from './entity-mention.module.css';

const TONE: Record<EntityType, string> = {
  Person: styles.person!,
  Organization: styles.organization!,
  Location: styles.location!,
};

/** Time to move the pointer from the mention into its card before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * One observer for every mention of the page (a long story has hundreds): when a mention scrolls into view
 * its entity is read ahead (SPEC §2: lazily, when it scrolls into view), so its card opens with the data.
 */
const onSeen = new WeakMap<Element, () => void>();
let sharedObserver: IntersectionObserver | undefined;
function observeOnce(node: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  sharedObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onSeen.get(entry.target)?.();
      onSeen.delete(entry.target);
      sharedObserver?.unobserve(entry.target);
    }
  });
  onSeen.set(node, seen);
  sharedObserver.observe(node);
  return () => {
    onSeen.delete(node);
    sharedObserver?.unobserve(node);
  };
}

/**
 * An entity mention in the narrative (SPEC §2): coloured by type, linking to the entity's profile, with a
 * hover card loaded lazily. A mouse opens the card on hover, the keyboard on focus (Escape closes it); on
 * touch the first tap opens the 320 px card and the second follows the link.
 */
export function EntityMention({
  api,
  name,
  canonicalId,
  type,
}: {
  api: ApiClient;
  name: string;
  canonicalId: string;
  type: EntityType | undefined;
}) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const card = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useKeepInWindow(card, open);
  const touch = useRef(false);
  const refocusing = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cardId = useId();
  const href = entityHref(canonicalId, name, type);
  const queryClient = useQueryClient();

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!anchor.current) return;
    return observeOnce(anchor.current, () => {
      queryClient.prefetchQuery({ ...entityQueryOptions(api, canonicalId), retry: false }).catch(() => {});
    });
  }, [api, canonicalId, queryClient]);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moving into the card (its profile link) keeps it open.
    if (!wrap.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The wrapper only tracks hover and focus around the link and its card; the link is the control.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus-within container of a link
    <span
      ref={wrap}
      className={styles.wrap}
      onMouseEnter={() => !touch.current && show()}
      onMouseLeave={() => !touch.current && hideSoon()}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          // Back to the mention without reopening the card the reader just closed.
          refocusing.current = true;
          anchor.current?.focus();
          refocusing.current = false;
        }
      }}
    >
      <Link
        ref={anchor}
        className={`${styles.mention} ${type ? TONE[type] : styles.event}`}
        to={href}
        aria-describedby={open ? cardId : undefined}
        onPointerDown={(event) => {
          touch.current = event.pointerType === 'touch';
        }}
        onFocus={() => !touch.current && !refocusing.current && show()}
        onClick={(event) => {
          if (!touch.current) return;
          // First tap on a touch screen: show the card; the second tap (card open) follows the link.
          if (!open) {
            event.preventDefault();
            show();
          }
        }}
      >
        {name}
      </Link>
      {open && (
        <span ref={card} id={cardId} className={styles.card}>
          <EntityCardBody api={api} canonicalId={canonicalId} />
          <Link className={styles.cardLink} to={href}>
            Open profile →
          </Link>
        </span>
      )}
    </span>
  );
}

/** The card's content, mounted only while the card is open: the page's many mentions hold no query each. */
function EntityCardBody({ api, canonicalId }: { api: ApiClient; canonicalId: string }) {
  const entity = useQuery({ ...entityQueryOptions(api, canonicalId), retry: false });
  if (entity.isPending) return <span className={styles.cardMuted}>Loading...</span>;
  if (entity.isError) return <span className={styles.cardMuted}>Entity information unavailable</span>;
  const { canonical_name: name, context, mentions } = entity.data;
  const role = context.role;
  const description = entity.data.description || entity.data.wikidata_description;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // Other names the sources use: never the canonical name again, each once.
  const aliases = mentions
    .filter((m, i) => !same(m, name) && mentions.findIndex((o) => same(o, m)) === i)
    .slice(0, 3);
  return (
    <>
      <span className={styles.cardType}>{entity.data.entity_type}</span>
      <span className={styles.cardName}>{name}</span>
      {role && <span className={styles.cardRole}>{role}</span>}
      {/* A description that only repeats the role ('governor', 'Governor') would say it twice. */}
      {description && !(role && same(description, role)) && (
        <span className={styles.cardText}>{description}</span>
      )}
      <span className={styles.cardMuted}>
        In {entity.data.story_count} {entity.data.story_count === 1 ? 'story' : 'stories'}
        {aliases.length > 0 && ` · also ${aliases.join(', ')}`}
      </span>
    </>
  );
}
