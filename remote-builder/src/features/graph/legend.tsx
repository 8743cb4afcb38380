import styles from '../workspace/workspace.module.css';
import { type GraphNodeKind, KIND_COLOURS } from './graph-elements';

const LEGEND_LABELS: Record<GraphNodeKind, string> = {
  story: 'Story',
  claim: 'Claims',
  artifact: 'Artifacts',
  person: 'People',
  organization: 'Organizations',
  location: 'Locations',
};

export function GraphLegend({
  kinds,
  counts,
  artifactLabel = 'Artifacts',
}: {
  kinds: readonly GraphNodeKind[];
  counts?: Partial<Record<GraphNodeKind, number>>;
  artifactLabel?: string;
}) {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {kinds.map((kind) => (
        <li key={kind}>
          <span
            className={styles.swatch}
            style={{ background: `var(${KIND_COLOURS[kind]})` }}
            aria-hidden="true"
          />
          {kind === 'artifact' ? artifactLabel : LEGEND_LABELS[kind]}
          {counts?.[kind] !== undefined ? `: ${counts[kind]}` : ''}
        </li>
      ))}
    </ul>
  );
}
