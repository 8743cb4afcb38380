import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { PIPELINE_STAGES, type PipelineStage } from '@cairn/shared/contracts/vocabulary';
import common from './task-common.module.css';
import styles from './task-progress.module.css';

/** SPEC §4 'Builder': the stage labels, in order. */
const STAGE_LABELS: Record<PipelineStage, string> = {
  preview: 'Preview',
  extraction: 'Extract',
  cleaning: 'Clean',
  resolution: 'Resolve',
  semantization: 'Analyze',
};

type StepState = 'done' | 'current' | 'waiting';

function stepState(task: TaskResponse, stage: PipelineStage): StepState {
  if (task.stages.some((entry) => entry.stage === stage)) return 'done';
  if (task.status !== 'pending' && task.current_stage === stage) return 'current';
  return 'waiting';
}

const STEP_STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  waiting: 'waiting',
};

/** The pending and processing views: what is being read and the named steps (DESIGN §5). */
export function TaskProgress({ task }: { task: TaskResponse }) {
  const pending = task.status === 'pending';
  const title = task.preview_meta?.title ?? null;
  return (
    <section className={common.statusView} aria-labelledby="task-progress-heading">
      <h1 id="task-progress-heading" className={common.viewTitle}>
        {pending ? 'Extraction queued' : 'Extracting the article'}
      </h1>
      <p className={common.muted}>
        {pending ? 'Queued...' : 'Working on it...'} This page updates by itself.
      </p>
      {title && <p className={styles.progressTitle}>{title}</p>}
      {task.url && <p className={common.breakAnywhere}>{task.url}</p>}
      <ol className={styles.steps} aria-label="Steps">
        {PIPELINE_STAGES.map((stage) => {
          const state = stepState(task, stage);
          return (
            <li
              key={stage}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepMarker} aria-hidden="true" />
              <span>{STAGE_LABELS[stage]}</span>
              <span className="cairn-visually-hidden">: {STEP_STATE_TEXT[state]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
