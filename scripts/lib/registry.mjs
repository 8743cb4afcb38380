import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as rules from '../../shared/remote-registry.mjs';
import { REGISTRY_FILE, RELEASES_DIR, REMOTES } from './paths.mjs';

// The file format is `remoteRegistryFileSchema` of @cairn/shared/contracts/remotes; the server reads it
// on every page load and request to /remotes.json, so a change here is live at once. The rules (who gets
// which version, canaries, the decisions log) are shared with the server: shared/remote-registry.mjs.

export function readRegistry() {
  if (!existsSync(REGISTRY_FILE)) return { remotes: {} };
  return JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));
}

/** Write-then-rename, so the server never reads a half-written registry. */
export function writeRegistry(registry) {
  mkdirSync(RELEASES_DIR, { recursive: true });
  const tmp = `${REGISTRY_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, REGISTRY_FILE);
}

export function assertRemote(name) {
  if (!REMOTES.includes(name)) {
    throw new Error(`Unknown remote "${name}". Remotes: ${REMOTES.join(', ')}`);
  }
}

export function releasedVersions(name) {
  const dir = path.join(RELEASES_DIR, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'remoteEntry.js')))
    .map((e) => e.name)
    .sort();
}

/** Makes `version` live for every visitor (ending any canary), recording it in the history. */
export function useVersion(name, version) {
  assertReleased(name, version);
  const registry = rules.useVersion(readRegistry(), name, version);
  writeRegistry(registry);
  return registry.remotes[name];
}

/** Ends a canary when there is one; otherwise returns to the version that was live before. */
export function rollback(name) {
  assertRemote(name);
  const current = readRegistry();
  const registry = current.remotes[name]?.canary
    ? rules.endCanary(current, name, { reason: 'ended by hand' })
    : rules.rollback(current, name);
  writeRegistry(registry);
  return registry.remotes[name];
}

/** Serves `version` to `percent` % of visitors, chosen by visitor id. */
export function startCanary(name, version, percent) {
  assertReleased(name, version);
  const registry = rules.startCanary(readRegistry(), name, version, percent);
  writeRegistry(registry);
  return registry.remotes[name];
}

/** Makes the canary live for every visitor. */
export function promoteCanary(name) {
  assertRemote(name);
  const registry = rules.promoteCanary(readRegistry(), name);
  writeRegistry(registry);
  return registry.remotes[name];
}

function assertReleased(name, version) {
  assertRemote(name);
  if (!releasedVersions(name).includes(version)) {
    throw new Error(
      `${name} has no release ${version}. Released: ${releasedVersions(name).join(', ') || 'none'}`,
    );
  }
}
