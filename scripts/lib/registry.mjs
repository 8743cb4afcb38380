import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, RELEASES_DIR, REMOTES } from './paths.mjs';

// The file format is `remoteRegistryFileSchema` of @cairn/shared/contracts/remotes; the server reads it
// on every request to /remotes.json, so a change here is live at once.

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

/** Makes `version` live and records it in the history (a no-op when it already is live). */
export function useVersion(name, version) {
  assertRemote(name);
  if (!releasedVersions(name).includes(version)) {
    throw new Error(
      `${name} has no release ${version}. Released: ${releasedVersions(name).join(', ') || 'none'}`,
    );
  }
  const registry = readRegistry();
  const entry = registry.remotes[name] ?? { live: version, history: [] };
  if (entry.live !== version || entry.history.length === 0) entry.history.push(version);
  entry.live = version;
  registry.remotes[name] = entry;
  writeRegistry(registry);
  return entry;
}

/** Returns to the version that was live before the current one. */
export function rollback(name) {
  assertRemote(name);
  const registry = readRegistry();
  const entry = registry.remotes[name];
  if (!entry || entry.history.length < 2) throw new Error(`${name} has no earlier version to roll back to`);
  entry.history.pop();
  entry.live = entry.history[entry.history.length - 1];
  writeRegistry(registry);
  return entry;
}
