import { FetchError, USER_MESSAGES } from './fetch-error';

export interface FetchSlotsOptions {
  /** Fetches in flight to one host name at once; 0 means no cap. */
  perHost: number;
  /** Fetches in flight in this process at once, all hosts together; 0 means no cap. */
  total: number;
  /**
   * How long a fetch may wait for its slot before it fails as `busy`. Kept well under a pipeline job's
   * expiry (90 s by default) minus a fetch's own 45 s, so a waiting job is never handed to a second worker.
   */
  maxWaitMs?: number;
  /** Fetches waiting at once, all hosts together; more fail at once as `busy`, so the queue stays bounded. */
  maxQueued?: number;
}

export interface FetchSlotStats {
  active: number;
  queued: number;
  /** Active fetches per host, only hosts with at least one. */
  hosts: Record<string, number>;
}

export interface FetchSlots {
  /**
   * Waits for a slot for `host` (first come, first served among the fetches that may start), then
   * answers the function that gives it back; call it exactly once. Rejects with `FetchError` kind
   * `busy` when the wait is too long or the queue is full, and `aborted` when `signal` fires.
   */
  acquire(host: string, signal?: AbortSignal): Promise<() => void>;
  stats(): FetchSlotStats;
}

export const DEFAULT_SLOT_WAIT_MS = 30_000;
export const DEFAULT_MAX_QUEUED = 1_000;

interface Waiter {
  host: string;
  grant(): void;
}

/**
 * Caps on outbound fetches in one process: at most `perHost` to one host name at once, so a flood of
 * submissions aimed at one site does not make us hammer it, and at most `total` overall. One process
 * only: with several worker processes each has its own slots (docs/decisions.md).
 */
export function createFetchSlots(options: FetchSlotsOptions): FetchSlots {
  const perHost = options.perHost > 0 ? options.perHost : Number.POSITIVE_INFINITY;
  const total = options.total > 0 ? options.total : Number.POSITIVE_INFINITY;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_SLOT_WAIT_MS;
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  const activeByHost = new Map<string, number>();
  let active = 0;
  const queue: Waiter[] = [];

  const mayStart = (host: string) => active < total && (activeByHost.get(host) ?? 0) < perHost;

  function take(host: string): () => void {
    active += 1;
    activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      const left = (activeByHost.get(host) ?? 1) - 1;
      if (left === 0) activeByHost.delete(host);
      else activeByHost.set(host, left);
      startWaiters();
    };
  }

  /** Starts every waiter that may start now, oldest first; a waiter for a busy host does not block others. */
  function startWaiters() {
    for (let i = 0; i < queue.length && active < total; ) {
      const waiter = queue[i]!;
      if (mayStart(waiter.host)) {
        queue.splice(i, 1);
        waiter.grant();
      } else {
        i += 1;
      }
    }
  }

  function busy(host: string, detail: string): FetchError {
    const hostFull = (activeByHost.get(host) ?? 0) >= perHost;
    return new FetchError({
      kind: 'busy',
      userMessage: hostFull ? USER_MESSAGES.busyHost : USER_MESSAGES.busy,
      detail,
      retryable: true,
    });
  }

  function acquire(host: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(abortedError());
    // Every waiter that could start has been started (at each release), so one that may start now
    // jumps nobody: the waiters left are held by their own host's cap.
    if (mayStart(host)) return Promise.resolve(take(host));
    if (queue.length >= maxQueued) {
      return Promise.reject(busy(host, `fetch queue full (${queue.length} waiting) for ${host}`));
    }
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
      };
      const waiter: Waiter = {
        host,
        grant: () => {
          leave();
          resolve(take(host));
        },
      };
      const onAbort = () => {
        leave();
        reject(abortedError());
      };
      const timer = setTimeout(() => {
        leave();
        reject(busy(host, `no fetch slot for ${host} within ${maxWaitMs} ms`));
      }, maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });
  }

  return {
    acquire,
    stats: () => ({ active, queued: queue.length, hosts: Object.fromEntries(activeByHost) }),
  };
}

function abortedError(): FetchError {
  return new FetchError({
    kind: 'aborted',
    userMessage: USER_MESSAGES.aborted,
    detail: 'aborted by caller while waiting for a fetch slot',
  });
}
