import styles from './home-page.module.css';

const STEPS = [
  { name: 'Submit', text: 'Paste a news link or text as evidence.' },
  { name: 'Match', text: 'Cairn extracts it and matches it to a story, or starts one.' },
  { name: 'Verify', text: 'Claims are typed and traced to their sources.' },
  { name: 'Emerge', text: 'The story grows more coherent with every source.' },
] as const;

/** SPEC §2: collapsible 'How it works' with steps Submit, Match, Verify, Emerge. */
export function HowItWorks() {
  return (
    <details className={styles.howItWorks}>
      <summary>How it works</summary>
      <ol>
        {STEPS.map((step) => (
          <li key={step.name}>
            <strong>{step.name}</strong> {step.text}
          </li>
        ))}
      </ol>
      <p className={styles.cycle}>Cycles continuously</p>
    </details>
  );
}
