import { remoteConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'builder',
    port: Number(process.env.REMOTE_BUILDER_PORT ?? 5175),
    exposes: {
      './BuilderWorkspace': './src/features/workspace/builder-workspace.tsx',
      './EvidenceGraph': './src/features/evidence-graph/evidence-graph.tsx',
      './LowMaturityThreads': './src/features/low-maturity/low-maturity-threads.tsx',
    },
  }),
);
