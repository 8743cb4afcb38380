import { isValidUserId, visitorIdFromCookies } from '@cairn/shared/user/user-id';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { ErrorBody } from './errors';

/**
 * How often one key may act: `perMinute` on average, and up to `burst` at once after a quiet spell.
 * `perMinute` 0 means no limit.
 */
export interface Rate {
  perMinute: number;
  burst: number;
}

/**
 * The burst an operator gets with a per-minute figure: half a minute's allowance (at least 1), so a
 * person who pastes a few links in a row is never refused, while a script is held to the average.
 */
export function rateOf(perMinute: number): Rate {
  return { perMinute, burst: perMinute === 0 ? 0 : Math.max(1, Math.ceil(perMinute / 2)) };
}

/** No limit at all (tests, benches that are not about limits). */
export const UNLIMITED: Rate = { perMinute: 0, burst: 0 };

export interface KeyedLimiterOptions {
  /**
   * Keys kept at most. Only keys still "owing" (acted faster than the average) are kept at all, so this
   * is reached only by a flood from very many keys; the oldest entry is then forgotten, which forgives
   * that key's debt rather than growing without bound.
   */
  maxKeys?: number;
}

/**
 * A rate limit per key, as GCRA (the generic cell rate algorithm, an exact token bucket): per key only the
 * "theoretical arrival time" is kept, the moment the key's bucket would be full again. A key whose time
 * has passed has a full bucket, exactly as a key never seen, so it is dropped: memory holds only keys
 * that acted recently.
 */
export class KeyedLimiter {
  readonly rate: Rate;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  private readonly maxKeys: number;
  /** key → theoretical arrival time (ms); Map order is update order, oldest first. */
  private readonly arrivals = new Map<string, number>();
  private nextSweepAt = 0;

  constructor(rate: Rate, options: KeyedLimiterOptions = {}) {
    this.rate = rate;
    this.intervalMs = rate.perMinute > 0 ? 60_000 / rate.perMinute : 0;
    this.toleranceMs = this.intervalMs * Math.max(1, rate.burst);
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  get enabled(): boolean {
    return this.rate.perMinute > 0;
  }

  /** Keys currently remembered (for tests and the bench: memory stays bounded). */
  get size(): number {
    return this.arrivals.size;
  }

  /** Milliseconds until `key` may act once more; 0 when it may act now. Counts nothing. */
  waitMs(key: string, now: number): number {
    if (!this.enabled) return 0;
    const arrival = Math.max(this.arrivals.get(key) ?? now, now);
    return Math.max(0, arrival + this.intervalMs - now - this.toleranceMs);
  }

  /** Counts one action of `key` (call after `waitMs` said 0). */
  record(key: string, now: number): void {
    if (!this.enabled) return;
    this.sweep(now);
    const arrival = Math.max(this.arrivals.get(key) ?? now, now) + this.intervalMs;
    // Delete first so the Map's order stays "least recently acted first" for the size cap.
    this.arrivals.delete(key);
    if (this.arrivals.size >= this.maxKeys) {
      const oldest = this.arrivals.keys().next().value;
      if (oldest !== undefined) this.arrivals.delete(oldest);
    }
    this.arrivals.set(key, arrival);
  }

  /** Drops keys whose bucket is full again; at most once per emission interval, so it costs O(1) amortised. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + Math.max(1_000, this.toleranceMs);
    for (const [key, arrival] of this.arrivals) if (arrival <= now) this.arrivals.delete(key);
  }
}

/**
 * Takes one action for every (limiter, key) pair, or none: when any of them must wait, nothing is
 * counted (a refused request costs the caller nothing) and the longest wait is returned.
 */
export function takeAll(checks: ReadonlyArray<readonly [KeyedLimiter, string]>, now: number): number {
  let wait = 0;
  for (const [limiter, key] of checks) wait = Math.max(wait, limiter.waitMs(key, now));
  if (wait > 0) return wait;
  for (const [limiter, key] of checks) limiter.record(key, now);
  return 0;
}

/**
 * The key of a client address. An IPv6 client usually holds a whole /64 (one home or one server), so
 * its addresses count together; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * The visitor id a request claims (SPEC §6): a valid `X-User-Id` header, else a valid body `user_id`,
 * else the visitor cookie.
 * Null when it claims none: such a request is held by the address limit alone.
 */
export function claimedVisitorId(request: FastifyRequest): string | null {
  const header = request.headers['x-user-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (isValidUserId(value)) return value.toLowerCase();
  const body = request.body as { user_id?: unknown } | null | undefined;
  const fromBody = typeof body === 'object' && body !== null ? body.user_id : undefined;
  if (isValidUserId(fromBody)) return fromBody.toLowerCase();
  // A beacon (telemetry) cannot set headers: its visitor is the cookie's.
  return visitorIdFromCookies(request.headers.cookie) ?? null;
}

export interface RouteRateLimitOptions {
  /** What is counted, plural, for the message: 'submissions', 'chat messages'. */
  what: string;
  perVisitor: Rate;
  perAddress: Rate;
  now?: () => number;
  maxKeys?: number;
}

export type RateLimitHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) & {
  limiters: { perVisitor: KeyedLimiter; perAddress: KeyedLimiter };
};

/**
 * A `preHandler` for the routes that opt in (given to the route, which runs it after its body is parsed,
 * so the body's `user_id` counts too). Visitor ids are not authentication (DESIGN §6), so every request
 * counts against its visitor id *and* its address, and both must allow it: a flooder who makes up a new
 * id per request is still held by the address limit, set higher because several visitors can share one
 * address. Over either: 429 with `Retry-After` and a sentence a person understands.
 */
export function createRateLimitHook(options: RouteRateLimitOptions): RateLimitHook {
  const now = options.now ?? Date.now;
  const perVisitor = new KeyedLimiter(options.perVisitor, { maxKeys: options.maxKeys });
  const perAddress = new KeyedLimiter(options.perAddress, { maxKeys: options.maxKeys });

  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const checks: Array<readonly [KeyedLimiter, string]> = [[perAddress, addressKey(request.ip)]];
    const visitor = claimedVisitorId(request);
    if (visitor) checks.push([perVisitor, visitor]);
    const waitMs = takeAll(checks, now());
    if (waitMs === 0) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    request.log.info({ visitor, ip: request.ip, retryAfter: seconds }, `rate limited: ${options.what}`);
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({
        error: `Too many ${options.what}: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        detail: { retry_after_seconds: seconds },
      } satisfies ErrorBody);
  };
  return Object.assign(hook, { limiters: { perVisitor, perAddress } });
}
