import type { RemoteVersionHealth } from '@cairn/shared/contracts/remote-health';
import type { RemoteRegistryFile } from '@cairn/shared/contracts/remotes';
import { REMOTE_NAMES } from '@cairn/shared/contracts/remotes';
import type { Drizzle } from '../db/database';
import { perThousand, type VersionCounts, versionCounts } from './remote-health';

/** The canary rollback budget (CAIRN_CANARY_*): bad loads per 1,000 over at least `minLoads` loads. */
export interface CanaryBudget {
  badPer1000: number;
  minLoads: number;
}

/** The window the ops views and `remotes status` show. */
export const HEALTH_WINDOW_MINUTES = 15;

export function versionHealth(
  counts: VersionCounts,
  channel: RemoteVersionHealth['channel'],
): RemoteVersionHealth {
  return {
    version: counts.version,
    channel,
    visitors: counts.visitors,
    loads: counts.loads,
    load_p50_ms: counts.loadP50Ms,
    load_p95_ms: counts.loadP95Ms,
    failures: counts.failures,
    errors: counts.errors,
    failures_per_1000: perThousand(counts.failures, counts.loads),
    errors_per_1000: perThousand(counts.errors, counts.loads),
  };
}

/** Each remote's live version, canary and per-version health over the window. */
export async function remoteHealthReport(db: Drizzle, registry: RemoteRegistryFile | undefined, now: Date) {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MINUTES * 60_000);
  const counts = await versionCounts(db, since);
  return REMOTE_NAMES.map((name) => {
    const entry = registry?.remotes[name];
    const channelOf = (version: string): RemoteVersionHealth['channel'] =>
      entry?.canary?.version === version ? 'canary' : entry?.live === version ? 'stable' : 'retired';
    return {
      name,
      live: entry?.live ?? null,
      canary: entry?.canary ?? null,
      versions: counts.filter((c) => c.remote === name).map((c) => versionHealth(c, channelOf(c.version))),
    };
  });
}

/**
 * Why a canary must be rolled back, or undefined while it is within budget. Counted from the canary's
 * start (never its predecessor's errors) and at most over the window; below `minLoads` loads nothing is
 * decided (two unlucky visitors are not a signal).
 */
export function canaryVerdict(counts: VersionCounts | undefined, budget: CanaryBudget): string | undefined {
  if (!counts || counts.loads < budget.minLoads) return undefined;
  const bad = perThousand(counts.failures + counts.errors, counts.loads);
  if (bad <= budget.badPer1000) return undefined;
  return (
    `${counts.failures} load failures and ${counts.errors} render errors in ${counts.loads} loads ` +
    `(${bad} per 1,000) exceed the budget of ${budget.badPer1000} per 1,000`
  );
}
