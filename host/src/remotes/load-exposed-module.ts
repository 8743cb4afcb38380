import type { ExposedModule, ExposedModuleId } from '@cairn/shared/contracts/exposed-modules';
import { loadRemote } from '@module-federation/runtime';
import { preloadScreenAssets } from './preload-screen-assets';
import { hasRemoteRegistry, loadRemoteRegistry, resetRemote, screenAssetUrls } from './registry';

/**
 * The one seam through which the host reaches a remote (unit tests mock this module).
 * `fresh` drops the cached container first, so Retry works without a page reload.
 */
export async function loadExposedModule<Id extends ExposedModuleId>(
  id: Id,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ExposedModule<Id>> {
  const [remote] = id.split('/');
  // The registry itself may have been unreachable at start: read it again before giving up.
  if (!hasRemoteRegistry()) await loadRemoteRegistry();
  else if (fresh && remote) resetRemote(remote);
  const assets = screenAssetUrls(id);
  if (assets) preloadScreenAssets(assets);
  const mod = await loadRemote<ExposedModule<Id>>(id);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${id} did not export a component`);
  }
  return mod;
}
