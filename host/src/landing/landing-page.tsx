import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './landing-page.module.css';

// SPEC §1: a 'coming soon' landing page with the tagline, a footer quote and four tabs.
// The tab texts beyond their labels are ours (docs/decisions.md).
const TABS = [
  {
    id: 'cairn',
    label: 'CAIRN',
    title: 'All narratives, local plus global',
    text: 'Every story Cairn is following, from your town to the world, each sentence traced to its sources.',
    cta: { to: '/app', text: 'Open the stories' },
  },
  {
    id: 'there',
    label: 'THERE',
    title: 'An interactive narrative map',
    text: 'Where things are happening: stories placed on a map by the locations their sources name.',
  },
  {
    id: 'why',
    label: 'WHY',
    title: 'A knowledge graph',
    text: 'Why it matters: the people, organizations and places behind each story and how they connect.',
  },
  {
    id: 'when',
    label: 'WHEN',
    title: 'A town hall calendar of live events',
    text: 'When to show up: hearings, votes and meetings that the stories point to.',
  },
] as const;

export function LandingPage() {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = TABS[active] ?? TABS[0];

  // WAI-ARIA tabs: arrows move between tabs, Home/End jump to the ends.
  function onKeyDown(event: KeyboardEvent) {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (active - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.landing}>
      <section className={styles.hero}>
        <p className={styles.soon}>Coming soon</p>
        <h1 className={styles.tagline}>Truth Builds</h1>
        <p className={styles.lede}>
          Cairn turns news coverage into stories you can trace: every sentence linked to its source, every
          claim typed, every story growing as evidence arrives.
        </p>
        <Link className={styles.enter} to="/app">
          Enter Cairn
        </Link>
      </section>

      <div className={styles.tabs}>
        <div role="tablist" aria-label="Cairn views" className={styles.tablist} onKeyDown={onKeyDown}>
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`landing-tab-${t.id}`}
              aria-selected={i === active}
              aria-controls={`landing-panel-${t.id}`}
              tabIndex={i === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`landing-panel-${tab.id}`}
          aria-labelledby={`landing-tab-${tab.id}`}
          className={styles.panel}
        >
          <h2>{tab.title}</h2>
          <p>{tab.text}</p>
          {'cta' in tab ? (
            <Link to={tab.cta.to}>{tab.cta.text} →</Link>
          ) : (
            <p className={styles.later}>Coming soon.</p>
          )}
        </div>
      </div>

      <footer className={styles.footer}>
        <blockquote>
          “A cairn is built one stone at a time, by everyone who passes. So is the truth.”
        </blockquote>
      </footer>
    </div>
  );
}
