// Compile-time proof that this remote has a component for each of its screens in the screen table
// (@cairn/shared/contracts/screens, which its vite.config.ts exposes) and that each takes its contract props.
import type { ExposesAccept } from '@cairn/shared/contracts/accepts';
import type SubmissionPanel from './features/submission/submission-panel';
import type TaskPage from './features/task/task-page';

export const exposesMatchContracts: ExposesAccept<
  'submit',
  { 'submit/SubmissionPanel': typeof SubmissionPanel; 'submit/TaskPage': typeof TaskPage }
> = { 'submit/SubmissionPanel': true, 'submit/TaskPage': true };
