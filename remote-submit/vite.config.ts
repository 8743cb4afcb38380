import { remoteConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'submit',
    port: Number(process.env.REMOTE_SUBMIT_PORT ?? 5176),
    exposes: {
      './SubmissionPanel': './src/features/submission/submission-panel.tsx',
      './TaskPage': './src/features/task/task-page.tsx',
    },
  }),
);
