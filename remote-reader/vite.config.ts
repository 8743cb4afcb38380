import { remoteConfig } from '@cairn/shared/vite-app';
import { defineConfig } from 'vite';
// A relative path, not '@cairn/shared/…': Vite bundles (and so compiles) a config's relative imports but
// leaves a package's to Node, which cannot load TypeScript.
import { exposesOf } from '../shared/src/contracts/screens.ts';

// The screens this remote exposes are its entries in the screen table.
export default defineConfig(remoteConfig({ name: 'reader', exposes: exposesOf('reader') }));
