// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../remote-names.mjs';
import { exposesOf } from './screens';

const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));

/** What remoteConfig (shared/vite-app.mjs) was given by the remote's vite.config.ts, as a build sees it. */
async function declaredExposes(name: string) {
  const dir = join(WORKSPACE, `remote-${name}`);
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(dir, 'vite.config.ts'),
    dir,
    'silent',
  );
  const plugin = pluginsOf(loaded?.config.plugins ?? []).find(
    (p) => p.name === 'cairn-exposes-preload-manifest',
  );
  return plugin?.api as { remote: string; exposes: Record<string, string> } | undefined;
}

/** A config's plugins, out of the nested arrays that plugin factories return. */
function pluginsOf(options: readonly PluginOption[]): Plugin[] {
  return options.flatMap((option): Plugin[] => {
    if (Array.isArray(option)) return pluginsOf(option);
    return option && typeof option === 'object' && 'name' in option ? [option] : [];
  });
}

describe("each remote's vite.config.ts", () => {
  it.each(REMOTE_NAMES)(
    '%s exposes exactly its screens of the screen table, under its own name',
    async (name) => {
      expect(await declaredExposes(name)).toEqual({ remote: name, exposes: exposesOf(name) });
      expect(Object.keys(exposesOf(name)).length).toBeGreaterThan(0);
    },
  );
});
