import { remoteConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'entity',
    port: Number(process.env.REMOTE_ENTITY_PORT ?? 5177),
    exposes: {
      './EntityProfile': './src/features/profile/entity-profile.tsx',
    },
  }),
);
