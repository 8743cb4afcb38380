// Bench only (see ../no-federation.config.mjs): stands in for host/src/remotes/registry.ts in the
// build without Module Federation. Every remote is in the bundle, so there is no `/remotes.json` to
// read and no federation runtime to register remotes with.
import type { RemotesManifest } from '@cairn/shared/contracts/remotes';

export async function loadRemoteRegistry(): Promise<RemotesManifest> {
  return { remotes: [] };
}

export function resetRemote(_name: string) {}

export function hasRemoteRegistry() {
  return true;
}

export function liveRemoteVersion(_name: string): string | undefined {
  return 'bundled';
}
