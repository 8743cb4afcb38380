import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installNetworkGuard, type NetworkGuard } from '../../test-support/fixture-news-site/network-guard';
import { FetchError, USER_MESSAGES } from './fetch-error';
import { createFetchSlots } from './fetch-slots';
import { type GuardedFetchOptions, guardedFetch } from './guarded-fetch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createFetchSlots', () => {
  it('holds one host to its cap and lets the next waiter in as a slot frees', async () => {
    const slots = createFetchSlots({ perHost: 2, total: 10 });
    const first = await slots.acquire('a.example');
    await slots.acquire('a.example');
    let thirdStarted = false;
    const third = slots.acquire('a.example').then((release) => {
      thirdStarted = true;
      return release;
    });
    await settle();
    expect(thirdStarted).toBe(false);
    expect(slots.stats()).toEqual({ active: 2, queued: 1, hosts: { 'a.example': 2 } });
    first();
    first(); // a second call gives back nothing more
    await third;
    expect(slots.stats()).toEqual({ active: 2, queued: 0, hosts: { 'a.example': 2 } });
  });

  it('does not make other hosts wait behind a busy one', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 10 });
    await slots.acquire('busy.example');
    const queued = slots.acquire('busy.example');
    await slots.acquire('other.example'); // resolves at once
    expect(slots.stats().queued).toBe(1);
    queued.catch(() => {});
  });

  it('caps all hosts together, first come first served', async () => {
    const slots = createFetchSlots({ perHost: 5, total: 2 });
    const a = await slots.acquire('a.example');
    await slots.acquire('b.example');
    const order: string[] = [];
    const c = slots.acquire('c.example').then((release) => order.push('c') && release);
    const d = slots.acquire('d.example').then((release) => order.push('d') && release);
    await settle();
    expect(order).toEqual([]);
    a();
    await c;
    expect(order).toEqual(['c']);
    expect(slots.stats().queued).toBe(1);
    d.catch(() => {});
  });

  it('fails a fetch that waited too long as busy, with a sentence that names no site', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 10, maxWaitMs: 30 });
    await slots.acquire('slow.example');
    const error = await slots.acquire('slow.example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ kind: 'busy', retryable: true, userMessage: USER_MESSAGES.busyHost });
    expect((error as FetchError).userMessage).not.toContain('slow.example');
    expect(slots.stats().queued).toBe(0);
  });

  it('keeps the queue bounded: past maxQueued a fetch fails at once', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 1, maxQueued: 2 });
    await slots.acquire('a.example');
    const waiting = [slots.acquire('a.example'), slots.acquire('b.example')];
    for (const w of waiting) w.catch(() => {});
    const error = await slots.acquire('c.example').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'busy', userMessage: USER_MESSAGES.busy });
  });

  it('stops waiting when the caller aborts', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 10 });
    await slots.acquire('a.example');
    const controller = new AbortController();
    const waiting = slots.acquire('a.example', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
    expect(slots.stats().queued).toBe(0);
  });

  it('has no cap at 0', async () => {
    const slots = createFetchSlots({ perHost: 0, total: 0 });
    await Promise.all(Array.from({ length: 100 }, () => slots.acquire('a.example')));
    expect(slots.stats().active).toBe(100);
  });
});

/** A local site that answers after a pause and records how many requests it held at once, per host. */
interface CountingSite {
  port: number;
  peak: Record<string, number>;
  peakTotal: number;
  served: number;
  close(): Promise<void>;
}

async function startCountingSite(delayMs: number): Promise<CountingSite> {
  const active = new Map<string, number>();
  let activeTotal = 0;
  const site = { peak: {} as Record<string, number>, peakTotal: 0, served: 0 };
  const server: Server = createServer((request, response) => {
    const host = (request.headers.host ?? '').split(':')[0]!;
    active.set(host, (active.get(host) ?? 0) + 1);
    activeTotal += 1;
    site.peak[host] = Math.max(site.peak[host] ?? 0, active.get(host)!);
    site.peakTotal = Math.max(site.peakTotal, activeTotal);
    setTimeout(() => {
      active.set(host, active.get(host)! - 1);
      activeTotal -= 1;
      site.served += 1;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
      response.end(
        `<html><head><title>${host}</title></head><body><p>An article on ${host}.</p></body></html>`,
      );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(site, {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('guardedFetch with fetch slots, against a local site that counts requests in flight', () => {
  let site: CountingSite;
  let guard: NetworkGuard;
  let options: GuardedFetchOptions;

  beforeAll(async () => {
    guard = installNetworkGuard(['127.0.0.1']);
    site = await startCountingSite(80);
    options = {
      allowLoopback: true,
      allowedPorts: [site.port],
      // Every name is this machine, so one local server stands in for several sites.
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      detectBlocks: false,
    };
  });
  afterAll(async () => {
    await site.close();
    guard.restore();
    expect(guard.blocked).toEqual([]);
  });

  const url = (host: string, i: number) => `http://${host}:${site.port}/article-${i}`;

  it('never has more than perHost fetches in flight to one host, and every fetch still succeeds', async () => {
    const slots = createFetchSlots({ perHost: 2, total: 50 });
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guardedFetch(url('flooded.example', i), { ...options, slots })),
    );
    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(site.peak['flooded.example']).toBe(2);
    expect(slots.stats()).toEqual({ active: 0, queued: 0, hosts: {} });
  });

  it('caps all hosts together, while each host stays within its own cap', async () => {
    const slots = createFetchSlots({ perHost: 2, total: 3 });
    site.peakTotal = 0;
    const hosts = ['one.example', 'two.example', 'three.example'];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => guardedFetch(url(hosts[i % 3]!, i), { ...options, slots })),
    );
    expect(site.peakTotal).toBe(3);
    for (const host of hosts) expect(site.peak[host]).toBeLessThanOrEqual(2);
  });

  it('fails the fetches that wait too long with a clear message, and gives every slot back', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 10, maxWaitMs: 120 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => guardedFetch(url('slow.example', i), { ...options, slots })),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // 80 ms per page, one at a time, 120 ms of patience: the first gets through (the second, if the
    // machine is quick), the fourth and fifth cannot start before 240 ms.
    expect(results[0]!.status).toBe('fulfilled');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    for (const f of failed)
      expect(f.reason).toMatchObject({ kind: 'busy', userMessage: USER_MESSAGES.busyHost });
    expect(slots.stats()).toEqual({ active: 0, queued: 0, hosts: {} });
  });

  it('gives the slot back when the fetch itself fails', async () => {
    const slots = createFetchSlots({ perHost: 1, total: 1 });
    await expect(
      guardedFetch(`http://refused.example:${site.port + 1}/`, {
        ...options,
        allowedPorts: [site.port + 1],
        slots,
      }),
    ).rejects.toBeInstanceOf(FetchError);
    expect(slots.stats()).toEqual({ active: 0, queued: 0, hosts: {} });
  });
});
