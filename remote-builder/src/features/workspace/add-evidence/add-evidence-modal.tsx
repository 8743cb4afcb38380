import { useEffect, useRef, useState } from 'react';
import styles from '../workspace.module.css';
import { AddFileForm, AddTextForm, AddUrlForm } from './add-evidence-form';
import type { AddOutcome } from './use-processing-tasks';

const TABS = ['URL', 'Text', 'File'] as const;

/**
 * The variants' Add Evidence modal (SPEC §2): URL / Text / File tabs (variant 1) or one URL field
 * (variants 2 and 3). A native <dialog>: focus is trapped and Escape closes it.
 */
export function AddEvidenceModal({
  tabs,
  onSubmit,
}: {
  tabs: boolean;
  onSubmit: (url: string, text?: string) => Promise<AddOutcome>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<(typeof TABS)[number]>('URL');
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={`${styles.tab} ${styles.pressed}`} onClick={() => setOpen(true)}>
        + Add Evidence
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="add-evidence-title" onClose={close}>
        <div className={styles.spread}>
          <h2 id="add-evidence-title" className={styles.panelTitle}>
            Add Evidence
          </h2>
          <button type="button" className={styles.tab} onClick={close} aria-label="Close">
            ✕
          </button>
        </div>
        {tabs && (
          <div role="tablist" aria-label="Evidence kind" className={styles.row} style={{ marginBottom: 12 }}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`add-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`add-panel-${name}`}
                className={styles.tab}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
        )}
        {open && !tabs && <AddUrlForm idPrefix="modal" onSubmit={onSubmit} onDone={close} autoFocus />}
        {open && tabs && tab === 'URL' && (
          <div role="tabpanel" id="add-panel-URL" aria-labelledby="add-tab-URL">
            <AddUrlForm idPrefix="modal" onSubmit={onSubmit} onDone={close} autoFocus />
          </div>
        )}
        {open && tabs && tab === 'Text' && (
          <div role="tabpanel" id="add-panel-Text" aria-labelledby="add-tab-Text">
            <AddTextForm onSubmit={onSubmit} onDone={close} />
          </div>
        )}
        {open && tabs && tab === 'File' && (
          <div role="tabpanel" id="add-panel-File" aria-labelledby="add-tab-File">
            <AddFileForm />
          </div>
        )}
      </dialog>
    </>
  );
}
