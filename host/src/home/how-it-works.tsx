import styles from './home-page.module.css';

// SPEC §2: steps Submit, Match, Verify, Emerge; 'Cycles continuously'. The one-line explanations are
// ours and describe what the server really does with a submission.
const STEPS = [
  { name: 'Submit', text: 'Paste a news link or an article’s text as evidence.' },
  { name: 'Match', text: 'Cairn extracts the article and joins it to a story, or starts a new one.' },
  { name: 'Verify', text: 'Its claims are typed and every sentence is traced to its source.' },
  { name: 'Emerge', text: 'Each new source makes the story more coherent and complete.' },
] as const;

/** The content of the 'How it works' panel. */
export function HowItWorks() {
  return (
    <>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.name} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong className={styles.stepName}>{step.name}</strong>
              <span className="cairn-visually-hidden">: </span>
              <span className={styles.stepText}>{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.cycle}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 4a8 8 0 0 1 7.75 6h-2.1A6 6 0 0 0 7.1 7.5L9.6 10H3V3.4l2.65 2.65A7.97 7.97 0 0 1 12 4Zm-7.75 10h2.1a6 6 0 0 0 10.55 2.5L14.4 14H21v6.6l-2.65-2.65A8 8 0 0 1 4.25 14Z"
          />
        </svg>
        Cycles continuously
      </p>
    </>
  );
}
