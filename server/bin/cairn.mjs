#!/usr/bin/env node
// The `cairn` command. Runs the built bundle when there is one (fast start, no dev dependencies), else the
// TypeScript source through tsx; CAIRN_CLI_FROM_SOURCE=1 forces the source (after editing without a build).
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
if (existsSync(built) && !process.env.CAIRN_CLI_FROM_SOURCE) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/main.ts', import.meta.url).href);
}
