import { renderStandalone } from '@cairn/shared/dev/standalone';
import SubmissionPanel from './features/submission/submission-panel';
import TaskPage from './features/task/task-page';

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
