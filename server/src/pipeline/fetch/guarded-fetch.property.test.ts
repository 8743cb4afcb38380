import type { LookupAddress } from 'node:dns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installNetworkGuard, type NetworkGuard } from '../../test-support/fixture-news-site/network-guard';
import { classifyAddress } from './address-policy';
import { FetchError } from './fetch-error';
import { guardedFetch, type HostLookup } from './guarded-fetch';

/**
 * Random URLs and strings, without allowLoopback: guardedFetch only ever throws FetchError and never
 * dials a private address. The network guard allows NO address at all here: a public IP literal that
 * passes the policy is stopped by the guard before a packet leaves (and recorded), and every name
 * resolves, through the injected lookup, to private addresses only.
 */
const PRIVATE_ANSWERS = [
  '127.0.0.1',
  '10.0.0.1',
  '192.168.0.10',
  '169.254.169.254',
  '::1',
  'fd00::1',
  '::ffff:10.0.0.1',
];
let guard: NetworkGuard;
const resolved: string[] = [];

const privateLookup: HostLookup = async (hostname) => {
  const index = [...hostname].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PRIVATE_ANSWERS.length;
  const address = PRIVATE_ANSWERS[index]!;
  resolved.push(address);
  return [{ address, family: address.includes(':') ? 6 : 4 } satisfies LookupAddress];
};

beforeAll(() => {
  guard = installNetworkGuard([]);
});

afterAll(() => {
  guard.restore();
});

const ipv4Number = fc.integer({ min: 0, max: 0xffffffff });
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV4Extended(),
  fc.ipV6().map((ip) => `[${ip}]`),
  ipv4Number.map(String),
  ipv4Number.map((n) => `0x${n.toString(16)}`),
  ipv4Number.map((n) => `0${n.toString(8)}`),
  fc.constantFrom(
    'localhost',
    'foo.localhost',
    'intranet',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '0',
    '127.1',
    'metadata.google.internal',
  ),
);
const url = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('http', 'https', 'HTTP', 'file', 'ftp', 'gopher', 'javascript', 'data', 'ws'),
      fc.constantFrom('', 'user@', 'user:pass@', ':@'),
      host,
      fc.constantFrom('', ':80', ':443', ':8080', ':0', ':65535', ':22'),
      fc.webPath(),
      fc.webQueryParameters().map((q) => (q === '' ? '' : `?${q}`)),
    )
    .map(([scheme, auth, h, port, path, query]) => `${scheme}://${auth}${h}${port}${path}${query}`),
  // Plain IP-literal URLs on allowed ports, so the dialer itself is exercised often.
  fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.oneof(
        fc.ipV4(),
        fc.ipV6().map((ip) => `[${ip}]`),
      ),
      fc.webPath(),
    )
    .map(([scheme, h, path]) => `${scheme}://${h}${path}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('guardedFetch on arbitrary input', () => {
  it('throws only FetchError and never connects to a private address', async () => {
    const kinds = new Set<string>();
    await fc.assert(
      fc.asyncProperty(url, async (input) => {
        let outcome: unknown = 'resolved';
        try {
          await guardedFetch(input, {
            lookup: privateLookup,
            timeouts: { connectMs: 300, headersMs: 500, bodyMs: 500, totalMs: 1000 },
          });
        } catch (error) {
          outcome = error;
        }
        // The guard blocks every real connection, so nothing can resolve successfully.
        expect(outcome).toBeInstanceOf(FetchError);
        const error = outcome as FetchError;
        kinds.add(error.kind);
        expect(error.userMessage).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
        for (const address of guard.blocked) expect(classifyAddress(address).public, address).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Every name the code under test looked up came back private, so none may have connected.
    expect(guard.connected).toEqual([]);
    // The run really exercised each layer: preflight, connect-time lookups and the dialer.
    expect(resolved.length).toBeGreaterThan(0);
    expect(guard.blocked.length).toBeGreaterThan(0);
    expect([...kinds]).toEqual(expect.arrayContaining(['refused', 'invalid_url', 'network']));
  }, 20_000);
});
