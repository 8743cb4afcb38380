// Compile-time proof that each exposed screen takes its contract props (see vite.config.ts exposes).
import type { Accepts } from '@cairn/shared/contracts/accepts';
import type SubmissionPanel from './features/submission/submission-panel';
import type TaskPage from './features/task/task-page';

export const exposesMatchContracts: [
  Accepts<'submit/SubmissionPanel', typeof SubmissionPanel>,
  Accepts<'submit/TaskPage', typeof TaskPage>,
] = [true, true];
