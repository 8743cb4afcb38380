import { hostConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';

export default defineConfig(
  hostConfig({
    port: Number(process.env.HOST_DEV_PORT ?? 5173),
    apiTarget: process.env.CAIRN_API_URL ?? 'http://127.0.0.1:8080',
  }),
);
