import { renderStandalone } from '@cairn/shared/dev/standalone';
import { lazy } from 'react';

// Lazy, like the host loads them: a static import here would make the build split each exposed screen
// into a shared chunk plus a one-line facade for remoteEntry.js, one more request on every page.
const SubmissionPanel = lazy(() => import('./features/submission/submission-panel'));
const TaskPage = lazy(() => import('./features/task/task-page'));

renderStandalone('submit', [
  {
    path: '/submit',
    label: 'Submission panel',
    example: '/submit',
    render: (host) => <SubmissionPanel host={host} />,
  },
  {
    path: '/result/:taskId',
    label: 'Task page',
    example: '/result/00000000-0000-4000-8000-000000000000',
    render: (host, p) => <TaskPage host={host} taskId={p.taskId ?? ''} />,
  },
]);
