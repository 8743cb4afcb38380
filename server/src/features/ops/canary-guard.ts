import { REMOTE_NAMES } from '@cairn/shared/contracts/remotes';
import { endCanary } from '@cairn/shared/remote-registry';
import type { Drizzle } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { type CanaryBudget, canaryVerdict, HEALTH_WINDOW_MINUTES } from '../../read-models/canary-health';
import { pruneTelemetry, versionCounts } from '../../read-models/remote-health';
import { type RegistryReader, writeRegistryFile } from '../../read-models/remote-registry';

const DAY_MS = 24 * 3600_000;

/**
 * Rolls back, by itself, a canary whose failures and errors exceed the budget (CAIRN_CANARY_*): every
 * `intervalMs` it reads each canary's telemetry since it started and, over budget, ends it in the
 * registry with the reason (the decision shows in `npm run remotes -- status`). The stable version
 * keeps serving everyone else throughout. Several server processes may each decide: ending a canary is
 * idempotent and tied to its version, so a newer canary released meanwhile is left alone.
 */
export function startCanaryGuard(deps: {
  db: Drizzle;
  registry: RegistryReader;
  releasesDir: string;
  budget: CanaryBudget;
  intervalMs: number;
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  async function check(): Promise<string[]> {
    const registry = await deps.registry.read();
    if (!registry) return [];
    const at = now();
    const verdicts: Array<{ name: (typeof REMOTE_NAMES)[number]; version: string; reason: string }> = [];
    for (const name of REMOTE_NAMES) {
      const canary = registry.remotes[name]?.canary;
      if (!canary) continue;
      const windowStart = at.getTime() - HEALTH_WINDOW_MINUTES * 60_000;
      const since = new Date(Math.max(Date.parse(canary.started_at) || 0, windowStart));
      const [counts] = await versionCounts(deps.db, since, { remote: name, version: canary.version });
      const reason = canaryVerdict(counts, deps.budget);
      if (reason) verdicts.push({ name, version: canary.version, reason });
    }
    if (verdicts.length > 0) {
      // Applied to the registry as it is now, not as it was read above: a release or promotion made
      // meanwhile stays, and a canary that changed version is not ended for its predecessor's errors.
      let next = (await deps.registry.read()) ?? registry;
      for (const { name, version, reason } of verdicts) {
        if (next.remotes[name]?.canary?.version !== version) continue;
        next = endCanary(next, name, {
          by: 'server',
          reason,
          expectedVersion: version,
          at: at.toISOString(),
        });
        deps.log.warn({ remote: name, version, reason }, 'canary rolled back automatically');
      }
      await writeRegistryFile(deps.releasesDir, next);
    }
    if (at.getTime() - lastPrune > 3600_000) {
      lastPrune = at.getTime();
      await pruneTelemetry(deps.db, new Date(at.getTime() - DAY_MS));
    }
    return verdicts.map(({ name, version }) => `${name} ${version}`);
  }

  const tick = () => {
    if (running) return;
    running = check()
      .catch((error) => deps.log.error({ err: error }, 'canary guard check failed'))
      .then(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    /** One check now (tests, and the bench's clock). */
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
