import { memo, useId, useMemo, useState } from 'react';
import styles from '../workspace/workspace.module.css';
import { type GraphElements, type GraphNode, KIND_LABELS } from './graph-elements';

/**
 * The accessible view of a graph: every node with its kind, its links and its action, as a table of
 * native links and buttons (keyboard and screen-reader usable). Shown on request: a graph of thousands
 * of nodes would otherwise add thousands of rows to every page view. Memoised: selecting a node elsewhere
 * on the page does not re-render thousands of open rows (callers pass stable callbacks).
 */
export const GraphTable = memo(function GraphTable({
  elements,
  onActivate,
  renderAction,
}: {
  elements: GraphElements;
  onActivate: (node: GraphNode) => void;
  renderAction?: (node: GraphNode) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // Computed once per graph, not at every render of the page around it (a click selects a node).
  const neighbours = useMemo(() => {
    const byId = new Map(elements.nodes.map((n) => [n.id, n]));
    const map = new Map<string, string[]>();
    const link = (from: string, label: string) => {
      const list = map.get(from);
      if (list) list.push(label);
      else map.set(from, [label]);
    };
    for (const e of elements.edges) {
      const a = byId.get(e.source);
      const b = byId.get(e.target);
      if (!a || !b) continue;
      link(a.id, b.label);
      link(b.id, a.label);
    }
    return map;
  }, [elements]);
  return (
    <div>
      <button
        type="button"
        className={styles.tab}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide table view' : 'Show table view'}
      </button>
      {open && (
        <div id={id} className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>
              Graph nodes ({elements.nodes.length}) and their links ({elements.edges.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Node</th>
                <th scope="col">Linked to</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {elements.nodes.map((node) => {
                const links = neighbours.get(node.id) ?? [];
                return (
                  <tr key={node.id}>
                    <td>{KIND_LABELS[node.kind]}</td>
                    <th scope="row" style={{ fontWeight: 400 }}>
                      {node.description || node.label}
                    </th>
                    <td>
                      {links.length === 0
                        ? '—'
                        : `${links.length}: ${links.slice(0, 3).join('; ')}${links.length > 3 ? '…' : ''}`}
                    </td>
                    <td>
                      {renderAction?.(node) ??
                        (node.href ? (
                          <button type="button" className={styles.tab} onClick={() => onActivate(node)}>
                            {node.external ? 'Open source' : 'Open profile'}
                            <span className={styles.visuallyHidden}> {node.label}</span>
                          </button>
                        ) : (
                          '—'
                        ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});
