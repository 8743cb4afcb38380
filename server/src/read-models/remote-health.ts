import { createHash } from 'node:crypto';
import type { TelemetryEvent } from '@cairn/shared/contracts/remote-health';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/database';

/** A visitor as telemetry keeps them: enough to count distinct visitors, not to find them again. */
export function visitorHash(visitorId: string | undefined): string {
  if (!visitorId) return 'anonymous';
  return createHash('sha256').update(`cairn-telemetry:${visitorId}`).digest('hex').slice(0, 16);
}

export async function recordTelemetry(
  db: Drizzle,
  visitor: string,
  events: readonly TelemetryEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(
    (event) => sql`(${event.remote}, ${event.version}, ${visitor}, ${event.kind}, ${event.load_ms ?? null})`,
  );
  await db.execute(sql`
    insert into remote_telemetry (remote, version, visitor_hash, kind, load_ms)
    values ${sql.join(rows, sql`, `)}`);
}

export interface VersionCounts {
  remote: string;
  version: string;
  visitors: number;
  /** Attempts to load the remote: successful loads, failures and timeouts. */
  loads: number;
  failures: number;
  errors: number;
  loadP50Ms: number | null;
  loadP95Ms: number | null;
}

/** Per remote and version, what visitors saw since `since` (optionally one remote's one version). */
export async function versionCounts(
  db: Drizzle,
  since: Date,
  only?: { remote: string; version: string },
): Promise<VersionCounts[]> {
  const filter = only ? sql`and remote = ${only.remote} and version = ${only.version}` : sql``;
  const result = await db.execute<{
    remote: string;
    version: string;
    visitors: number;
    loads: number;
    failures: number;
    errors: number;
    p50: number | null;
    p95: number | null;
  }>(sql`
    select remote, version,
           count(distinct visitor_hash)::int as visitors,
           count(*) filter (where kind <> 'render_error')::int as loads,
           count(*) filter (where kind in ('load_failure', 'load_timeout'))::int as failures,
           count(*) filter (where kind = 'render_error')::int as errors,
           percentile_cont(0.5) within group (order by load_ms) filter (where kind = 'load') as p50,
           percentile_cont(0.95) within group (order by load_ms) filter (where kind = 'load') as p95
    from remote_telemetry
    where at >= ${since.toISOString()}::timestamptz ${filter}
    group by remote, version
    order by remote, version`);
  return result.rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    visitors: row.visitors,
    loads: row.loads,
    failures: row.failures,
    errors: row.errors,
    loadP50Ms: row.p50 === null ? null : Math.round(Number(row.p50)),
    loadP95Ms: row.p95 === null ? null : Math.round(Number(row.p95)),
  }));
}

/** Failures and errors per 1,000 load attempts (0 with no loads). */
export function perThousand(count: number, loads: number): number {
  return loads === 0 ? 0 : Math.round((count * 10_000) / loads) / 10;
}

/** Telemetry older than a day serves nothing the ops views show. */
export async function pruneTelemetry(db: Drizzle, before: Date): Promise<void> {
  await db.execute(sql`delete from remote_telemetry where at < ${before.toISOString()}::timestamptz`);
}
