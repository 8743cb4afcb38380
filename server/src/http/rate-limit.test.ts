import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  claimedVisitorId,
  createRateLimitHook,
  KeyedLimiter,
  type Rate,
  rateOf,
  takeAll,
  UNLIMITED,
} from './rate-limit';

const VISITOR_A = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
const VISITOR_B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** How many of `attempts` actions one key gets at `at`, all at the same instant. */
function allowedAt(limiter: KeyedLimiter, key: string, at: number, attempts: number): number {
  let allowed = 0;
  for (let i = 0; i < attempts; i++) if (takeAll([[limiter, key]], at) === 0) allowed += 1;
  return allowed;
}

describe('KeyedLimiter', () => {
  it('lets a burst through at once, then one action per interval', () => {
    const limiter = new KeyedLimiter({ perMinute: 10, burst: 5 });
    expect(allowedAt(limiter, 'k', 0, 20)).toBe(5);
    // 10 per minute: one more every 6 s, never two.
    expect(allowedAt(limiter, 'k', 5_999, 5)).toBe(0);
    expect(allowedAt(limiter, 'k', 6_000, 5)).toBe(1);
    expect(allowedAt(limiter, 'k', 12_000, 5)).toBe(1);
  });

  it('holds a steady flood to the burst plus the rate', () => {
    const limiter = new KeyedLimiter({ perMinute: 60, burst: 30 });
    let allowed = 0;
    // 100 attempts a second for 60 s.
    for (let t = 0; t < 60_000; t += 10) if (takeAll([[limiter, 'flood']], t) === 0) allowed += 1;
    expect(allowed).toBe(30 + 59);
  });

  it('says how long to wait, and a full wait is enough', () => {
    const limiter = new KeyedLimiter({ perMinute: 10, burst: 2 });
    expect(allowedAt(limiter, 'k', 1_000, 2)).toBe(2);
    const wait = limiter.waitMs('k', 1_500);
    expect(wait).toBe(5_500);
    expect(limiter.waitMs('k', 1_500 + wait)).toBe(0);
  });

  it('refills to the burst after a quiet spell, never beyond it', () => {
    const limiter = new KeyedLimiter({ perMinute: 10, burst: 3 });
    expect(allowedAt(limiter, 'k', 0, 10)).toBe(3);
    expect(allowedAt(limiter, 'k', 3_600_000, 10)).toBe(3);
  });

  it('keeps keys apart', () => {
    const limiter = new KeyedLimiter({ perMinute: 10, burst: 1 });
    expect(allowedAt(limiter, 'a', 0, 3)).toBe(1);
    expect(allowedAt(limiter, 'b', 0, 3)).toBe(1);
  });

  it('does not limit at 0 per minute', () => {
    const limiter = new KeyedLimiter(UNLIMITED);
    expect(allowedAt(limiter, 'k', 0, 1_000)).toBe(1_000);
    expect(limiter.size).toBe(0);
  });

  it('forgets keys whose allowance is whole again, so memory follows recent activity', () => {
    const limiter = new KeyedLimiter({ perMinute: 60, burst: 1 });
    for (let i = 0; i < 1_000; i++) takeAll([[limiter, `visitor-${i}`]], 0);
    expect(limiter.size).toBe(1_000);
    // A minute later every one of them could act again: one new action sweeps them away.
    takeAll([[limiter, 'late']], 60_000);
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxKeys, forgetting the least recently active first', () => {
    const limiter = new KeyedLimiter({ perMinute: 1, burst: 1 }, { maxKeys: 100 });
    for (let i = 0; i < 1_000; i++) takeAll([[limiter, `k${i}`]], i);
    expect(limiter.size).toBe(100);
    expect(limiter.waitMs('k999', 1_000)).toBeGreaterThan(0);
    expect(limiter.waitMs('k0', 1_000)).toBe(0);
  });
});

describe('takeAll', () => {
  it('counts nothing when one of the limits refuses', () => {
    const visitor = new KeyedLimiter({ perMinute: 60, burst: 10 });
    const address = new KeyedLimiter({ perMinute: 60, burst: 2 });
    expect(
      takeAll(
        [
          [visitor, 'v'],
          [address, 'ip'],
        ],
        0,
      ),
    ).toBe(0);
    expect(
      takeAll(
        [
          [visitor, 'v'],
          [address, 'ip'],
        ],
        0,
      ),
    ).toBe(0);
    expect(
      takeAll(
        [
          [visitor, 'v'],
          [address, 'ip'],
        ],
        0,
      ),
    ).toBeGreaterThan(0);
    // The refused third request cost the visitor nothing: 8 of its 10 are left.
    expect(allowedAt(visitor, 'v', 0, 20)).toBe(8);
  });
});

describe('rateOf', () => {
  it('allows half a minute at once', () => {
    expect(rateOf(10)).toEqual({ perMinute: 10, burst: 5 });
    expect(rateOf(1)).toEqual({ perMinute: 1, burst: 1 });
    expect(rateOf(0)).toEqual({ perMinute: 0, burst: 0 });
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

/** A one-route app behind the hook, as the three limited routes use it. */
function limitedApp(
  perVisitor: Rate,
  perAddress: Rate,
  options: { now?: () => number; trustProxy?: boolean | string[] } = {},
) {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  const hook = createRateLimitHook({ what: 'submissions', perVisitor, perAddress, now: options.now });
  app.post('/submit', { preHandler: hook }, async (request) => ({
    ok: true,
    visitor: claimedVisitorId(request),
  }));
  const post = (headers: Record<string, string> = {}, payload: object = {}, remoteAddress = '198.51.100.4') =>
    app.inject({ method: 'POST', url: '/submit', headers, payload, remoteAddress });
  return { app, post, hook };
}

describe('the rate-limit hook', () => {
  it('answers 429 with a sentence, Retry-After in seconds and the same figure in detail', async () => {
    let clock = 0;
    const { post } = limitedApp(
      { perMinute: 10, burst: 2 },
      { perMinute: 60, burst: 30 },
      { now: () => clock },
    );
    expect((await post({ 'x-user-id': VISITOR_A })).statusCode).toBe(200);
    expect((await post({ 'x-user-id': VISITOR_A })).statusCode).toBe(200);
    clock = 500;
    const refused = await post({ 'x-user-id': VISITOR_A });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('6');
    expect(refused.json()).toEqual({
      error: 'Too many submissions: try again in 6 seconds.',
      detail: { retry_after_seconds: 6 },
    });
    clock = 5_500;
    expect((await post({ 'x-user-id': VISITOR_A })).json().error).toBe(
      'Too many submissions: try again in 1 second.',
    );
    clock = 6_000;
    expect((await post({ 'x-user-id': VISITOR_A })).statusCode).toBe(200);
  });

  it('counts the body user_id when there is no header, and the header first when there are both', async () => {
    const { post } = limitedApp({ perMinute: 1, burst: 1 }, UNLIMITED);
    expect((await post({}, { user_id: VISITOR_A })).statusCode).toBe(200);
    expect((await post({}, { user_id: VISITOR_A })).statusCode).toBe(429);
    expect((await post({ 'x-user-id': VISITOR_A.toUpperCase() })).statusCode).toBe(429);
    expect((await post({ 'x-user-id': VISITOR_B }, { user_id: VISITOR_A })).statusCode).toBe(200);
  });

  it('catches a flooder who makes up a new visitor id per request by the address limit', async () => {
    const { post } = limitedApp({ perMinute: 10, burst: 5 }, { perMinute: 60, burst: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await post({ 'x-user-id': crypto.randomUUID() })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    // Another address is not affected.
    expect((await post({ 'x-user-id': VISITOR_A }, {}, '198.51.100.5')).statusCode).toBe(200);
  });

  it('lets several visitors behind one address each use their own allowance', async () => {
    const { post } = limitedApp({ perMinute: 10, burst: 5 }, { perMinute: 60, burst: 30 });
    for (const visitor of [VISITOR_A, VISITOR_B]) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await post({ 'x-user-id': visitor })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    }
  });

  it('holds requests without a visitor id by their address', async () => {
    const { post } = limitedApp({ perMinute: 10, burst: 5 }, { perMinute: 60, burst: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const forwarded = (ip: string) => ({ 'x-forwarded-for': ip });
    const direct = limitedApp(UNLIMITED, { perMinute: 1, burst: 1 });
    expect((await direct.post(forwarded('203.0.113.1'), {}, '127.0.0.1')).statusCode).toBe(200);
    // A client cannot pick a fresh address per request by writing the header itself.
    expect((await direct.post(forwarded('203.0.113.2'), {}, '127.0.0.1')).statusCode).toBe(429);

    const proxied = limitedApp(UNLIMITED, { perMinute: 1, burst: 1 }, { trustProxy: ['127.0.0.1'] });
    expect((await proxied.post(forwarded('203.0.113.1'), {}, '127.0.0.1')).statusCode).toBe(200);
    expect((await proxied.post(forwarded('203.0.113.2'), {}, '127.0.0.1')).statusCode).toBe(200);
    expect((await proxied.post(forwarded('203.0.113.1'), {}, '127.0.0.1')).statusCode).toBe(429);
    // Only the named proxy is believed.
    expect((await proxied.post(forwarded('203.0.113.9'), {}, '198.51.100.4')).statusCode).toBe(200);
    expect((await proxied.post(forwarded('203.0.113.10'), {}, '198.51.100.4')).statusCode).toBe(429);
  });
});
