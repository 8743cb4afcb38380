import { remoteConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'reader',
    port: Number(process.env.REMOTE_READER_PORT ?? 5174),
    exposes: {
      './StoryFeed': './src/features/feed/story-feed.tsx',
      './StoryPage': './src/features/story/story-page.tsx',
    },
  }),
);
