// The remote registry's rules (`.cairn/releases/registry.json`, schema `remoteRegistryFileSchema` of
// src/contracts/remotes.ts), in one place for the two programs that change it: the release scripts
// (`npm run release`, `npm run remotes`) and the server, which rolls a failing canary back by itself.
// Plain JavaScript, so the Node scripts import it without a TypeScript loader. Every function returns a
// new registry and leaves the one it was given alone; writing the file is each program's business.

/** How many automatic and manual decisions the registry keeps, newest last. */
export const DECISIONS_KEPT = 50;

/**
 * The bucket (0..99) of a visitor for one remote: FNV-1a of `remote:visitor`. Stable, so one visitor
 * always sees the same version of a remote; salted by the remote, so the visitors of one remote's canary
 * are not also those of every other canary.
 */
export function canaryBucket(visitorId, remote) {
  let hash = 0x811c9dc5;
  const text = `${remote}:${String(visitorId).toLowerCase()}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The version of one remote a visitor gets: the canary for visitors whose bucket is below its share,
 * the live version for everyone else, and for a visitor whose id is not known yet.
 */
export function versionForVisitor(entry, remote, visitorId) {
  const canary = entry.canary;
  if (canary && visitorId && canaryBucket(visitorId, remote) < canary.percent) {
    return { version: canary.version, channel: 'canary' };
  }
  return { version: entry.live, channel: 'stable' };
}

function withDecision(registry, decision) {
  return { ...registry, decisions: [...(registry.decisions ?? []), decision].slice(-DECISIONS_KEPT) };
}

function entryOf(registry, name) {
  const entry = registry.remotes[name];
  if (!entry) throw new Error(`${name} has no live version yet: release it once without --canary`);
  return entry;
}

/** Makes `version` live for everyone (ending any canary), recording it in the history. */
export function useVersion(registry, name, version, at = new Date().toISOString()) {
  const entry = registry.remotes[name] ?? { live: version, history: [] };
  const history =
    entry.live !== version || entry.history.length === 0 ? [...entry.history, version] : entry.history;
  const next = { live: version, history };
  return withDecision(
    { ...registry, remotes: { ...registry.remotes, [name]: next } },
    { at, remote: name, version, action: 'use', by: 'cli', reason: 'made live for every visitor' },
  );
}

/** Returns to the version that was live before the current one (ending any canary). */
export function rollback(registry, name, at = new Date().toISOString()) {
  const entry = registry.remotes[name];
  if (!entry || entry.history.length < 2) throw new Error(`${name} has no earlier version to roll back to`);
  const history = entry.history.slice(0, -1);
  const live = history[history.length - 1];
  return withDecision(
    { ...registry, remotes: { ...registry.remotes, [name]: { live, history } } },
    { at, remote: name, version: entry.live, action: 'rollback', by: 'cli', reason: `back to ${live}` },
  );
}

/** Serves `version` to `percent` % of visitors (chosen by visitor id); the others keep the live one. */
export function startCanary(registry, name, version, percent, at = new Date().toISOString()) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(`a canary share is a whole percentage from 1 to 99 (got ${percent})`);
  }
  const entry = entryOf(registry, name);
  if (entry.live === version) throw new Error(`${name} ${version} is already live for every visitor`);
  const next = { ...entry, canary: { version, percent, started_at: at } };
  return withDecision(
    { ...registry, remotes: { ...registry.remotes, [name]: next } },
    { at, remote: name, version, action: 'canary', by: 'cli', reason: `live for ${percent}% of visitors` },
  );
}

/** Makes the canary live for every visitor. */
export function promoteCanary(registry, name, at = new Date().toISOString()) {
  const entry = entryOf(registry, name);
  if (!entry.canary) throw new Error(`${name} has no canary to promote`);
  const { canary, ...rest } = entry;
  const next = { ...rest, live: canary.version, history: [...entry.history, canary.version] };
  return withDecision(
    { ...registry, remotes: { ...registry.remotes, [name]: next } },
    {
      at,
      remote: name,
      version: canary.version,
      action: 'promote',
      by: 'cli',
      reason: 'made live for every visitor',
    },
  );
}

/**
 * Ends a canary: its visitors get the live version again. `by: 'server'` with the reason is the
 * automatic rollback; `expectedVersion` makes it a no-op when the canary changed meanwhile (a release
 * raced the server's decision), so a healthy new canary is never ended for its predecessor's errors.
 */
export function endCanary(registry, name, { by = 'cli', reason = 'canary ended', expectedVersion, at } = {}) {
  const entry = registry.remotes[name];
  if (!entry?.canary) throw new Error(`${name} has no canary`);
  if (expectedVersion && entry.canary.version !== expectedVersion) return registry;
  const { canary, ...rest } = entry;
  return withDecision(
    { ...registry, remotes: { ...registry.remotes, [name]: rest } },
    {
      at: at ?? new Date().toISOString(),
      remote: name,
      version: canary.version,
      action: 'rollback',
      by,
      reason,
    },
  );
}
