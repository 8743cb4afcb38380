import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureArticle } from '../../test-support/fixture-news-site/articles';
import {
  ARTICLE_AFTER_REDIRECTS,
  REDIRECT_TO_LOOPBACK_PATH,
} from '../../test-support/fixture-news-site/hostile-pages';
import { installNetworkGuard, type NetworkGuard } from '../../test-support/fixture-news-site/network-guard';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-news-site/site';
import { FetchError } from './fetch-error';
import { type GuardedFetchOptions, guardedFetch, type HostLookup } from './guarded-fetch';

/**
 * The outbound policy, exercised WITHOUT allowLoopback. Every refused URL below points at the fixture
 * site's own port wherever it can, so a guard that let it through would show up in the site's hit and
 * connection counters; a network tripwire stops (and records) any attempt to reach another address.
 */
let site: FixtureSite;
let guard: NetworkGuard;
let port: number;
const userMessages: string[] = [];
const lookups: string[] = [];

/** A lookup that must not be used: preflight refusals happen before any name is resolved. */
const forbiddenLookup: HostLookup = async (hostname) => {
  lookups.push(hostname);
  throw Object.assign(new Error(`unexpected lookup of ${hostname}`), { code: 'ENOTFOUND' });
};

function resolvingTo(...addresses: string[]): HostLookup {
  return async (hostname) => {
    lookups.push(hostname);
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

beforeAll(async () => {
  guard = installNetworkGuard();
  site = await startFixtureSite();
  port = site.port;
});

afterAll(async () => {
  await site.close();
  guard.restore();
  expect(guard.blocked).toEqual([]);
  expect(guard.connected.every((address) => address === '127.0.0.1')).toBe(true);
  // No reader-facing message names an address, a host or a port.
  for (const message of userMessages) {
    expect(message).not.toMatch(/\d+\.\d+\.\d+\.\d+|::|\[|localhost|\.test|\.internal|example|:\d{2,5}/i);
  }
});

async function expectRefusal(url: string, extra: GuardedFetchOptions = {}): Promise<FetchError> {
  const before = {
    hits: site.hits.count,
    connections: site.hits.connections,
    attempts: guard.attempts.length,
  };
  let caught: unknown;
  try {
    await guardedFetch(url, { allowedPorts: [port], lookup: forbiddenLookup, ...extra });
  } catch (error) {
    caught = error;
  }
  expect(caught, `${url} should have been refused`).toBeInstanceOf(FetchError);
  const error = caught as FetchError;
  userMessages.push(error.userMessage);
  expect(site.hits.count).toBe(before.hits);
  expect(site.hits.connections).toBe(before.connections);
  return error;
}

async function expectNoSocket(url: string, extra: GuardedFetchOptions = {}) {
  const attempts = guard.attempts.length;
  const error = await expectRefusal(url, extra);
  expect(guard.attempts.length, `${url} opened a socket`).toBe(attempts);
  return error;
}

const articlePath = () => fixtureArticle('millbrook-ledger-flood-crest').path;

describe('IP literals in private space are refused before any socket is opened', () => {
  it.each([
    ['10/8', 'http://10.0.0.1/'],
    ['10/8 (top)', 'http://10.255.255.254/'],
    ['172.16/12', 'http://172.16.0.1/'],
    ['172.16/12 (top)', 'http://172.31.255.1/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['127/8 (the fixture site)', () => `http://127.0.0.1:${port}${articlePath()}`],
    ['127/8 (elsewhere in the block)', () => `http://127.8.9.10:${port}/`],
    ['169.254/16 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['100.64/10 (CGNAT)', 'http://100.64.0.1/'],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/`],
    ['0/8', 'http://0.1.2.3/'],
    ['224/4 (multicast)', 'http://224.0.0.1/'],
    ['240/4 (reserved)', 'http://240.0.0.1/'],
    ['255.255.255.255', 'http://255.255.255.255/'],
    ['192.0.2/24 (documentation)', 'http://192.0.2.1/'],
    ['198.18/15 (benchmarking)', 'https://198.18.0.1/'],
    ['::1', () => `http://[::1]:${port}/`],
    ['::', 'http://[::]/'],
    ['fe80::/10', 'http://[fe80::1]/'],
    ['fc00::/7', 'http://[fc00::1]/'],
    ['fd00::/8', 'https://[fd12:3456::1]/'],
    ['ff00::/8', 'http://[ff02::1]/'],
    ['::ffff:127.0.0.1', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['::ffff:7f00:1', () => `http://[::ffff:7f00:1]:${port}/`],
    ['::ffff:169.254.169.254', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['IPv4-compatible ::127.0.0.1', () => `http://[::127.0.0.1]:${port}/`],
    ['NAT64 64:ff9b::7f00:1', 'http://[64:ff9b::7f00:1]/'],
    ['NAT64 64:ff9b::10.0.0.1', 'http://[64:ff9b::10.0.0.1]/'],
    ['6to4 of 127.0.0.1', 'http://[2002:7f00:1::1]/'],
    ['6to4 of 192.168.1.1', 'http://[2002:c0a8:101::1]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
  ] as const)('%s', async (_label, url) => {
    const error = await expectNoSocket(typeof url === 'function' ? url() : url);
    expect(error).toMatchObject({ kind: 'refused', refusal: 'private_address' });
    expect(error.userMessage).toBe('This address points to a private network and cannot be fetched.');
  });
});

describe('numeric IPv4 spellings (normalised by the WHATWG URL parser, then refused)', () => {
  it.each([
    ['decimal', () => `http://2130706433:${port}/`],
    ['hex', () => `http://0x7f000001:${port}/`],
    ['hex, two parts', () => `http://0x7f.1:${port}/`],
    ['octal', () => `http://017700000001:${port}/`],
    ['octal dotted', () => `http://0177.0.0.1:${port}/`],
    ['short form', () => `http://127.1:${port}/`],
    ['percent-encoded', () => `http://%31%32%37.0.0.1:${port}/`],
    ['trailing dot', () => `http://127.0.0.1.:${port}/`],
    ['full-width digits', () => `http://１２７.０.０.１:${port}/`],
    ['decimal metadata address', () => 'http://2852039166/latest/meta-data/'],
    ['zero', () => `http://0:${port}/`],
  ])('%s', async (_label, url) => {
    expect(await expectNoSocket(url())).toMatchObject({ kind: 'refused', refusal: 'private_address' });
  });

  it('rejects IPv4 forms the URL parser cannot read', async () => {
    expect((await expectNoSocket('http://0x7g.0.0.1/')).kind).toBe('invalid_url');
    expect((await expectNoSocket('http://256.0.0.1/')).kind).toBe('invalid_url');
    expect((await expectNoSocket('http://1.2.3.4.5/')).kind).toBe('invalid_url');
  });
});

describe('local names are refused without resolving them', () => {
  it.each([
    () => `http://localhost:${port}/`,
    () => `http://LOCALHOST.:${port}/`,
    () => `http://foo.localhost:${port}/`,
    () => 'http://printer.local/',
    () => 'http://metadata.google.internal/computeMetadata/v1/',
    () => 'http://router.home.arpa/',
    () => 'http://intranet/',
  ])('%s', async (url) => {
    const before = lookups.length;
    const error = await expectNoSocket(url());
    expect(error).toMatchObject({ kind: 'refused', refusal: 'local_hostname' });
    expect(lookups.length).toBe(before);
  });
});

describe('names are checked at connect time, against every address they resolve to', () => {
  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.1', ['10.0.0.1']],
    ['169.254.169.254', ['169.254.169.254']],
    ['::1', ['::1']],
    ['::ffff:127.0.0.1', ['::ffff:127.0.0.1']],
    ['a public address and a private one', ['93.184.216.34', '127.0.0.1']],
    ['a private address first', ['10.1.2.3', '2606:4700:4700::1111']],
  ])('a public-looking name resolving to %s', async (_label, addresses) => {
    const before = lookups.length;
    const error = await expectRefusal(`http://news.example.test:${port}${articlePath()}`, {
      lookup: resolvingTo(...addresses),
    });
    expect(error).toMatchObject({ kind: 'refused', refusal: 'private_address' });
    expect(error.userMessage).toBe('This address points to a private network and cannot be fetched.');
    // Resolved once, inside the connection attempt: there is no earlier answer to be rebound.
    expect(lookups.slice(before)).toEqual(['news.example.test']);
  });

  it('control: the same name reaches the fixture site once loopback is allowed', async () => {
    const before = site.hits.count;
    const page = await guardedFetch(`http://news.example.test:${port}${articlePath()}`, {
      allowedPorts: [port],
      allowLoopback: true,
      lookup: resolvingTo('127.0.0.1'),
    });
    expect(page.status).toBe(200);
    expect(site.hits.count).toBe(before + 1);
    expect(site.hits.requests.at(-1)!.headers.host).toBe(`news.example.test:${port}`);
  });
});

describe('redirects into private space', () => {
  it('refuses a redirect to 127.0.0.1 when only the first host may use loopback', async () => {
    const before = {
      redirect: site.hits.forPath(REDIRECT_TO_LOOPBACK_PATH),
      article: site.hits.forPath(ARTICLE_AFTER_REDIRECTS),
    };
    let caught: unknown;
    try {
      await guardedFetch(`http://fixture.test:${port}${REDIRECT_TO_LOOPBACK_PATH}`, {
        allowedPorts: [port],
        allowLoopback: { hosts: ['fixture.test'] },
        lookup: resolvingTo('127.0.0.1'),
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FetchError);
    const error = caught as FetchError;
    userMessages.push(error.userMessage);
    expect(error).toMatchObject({ kind: 'refused', refusal: 'private_address' });
    expect(error.userMessage).toBe(
      'The site redirected to a private network address, which cannot be fetched.',
    );
    expect(site.hits.forPath(REDIRECT_TO_LOOPBACK_PATH)).toBe(before.redirect + 1);
    expect(site.hits.forPath(ARTICLE_AFTER_REDIRECTS)).toBe(before.article);
  });

  async function redirectError(location: string, extra: GuardedFetchOptions = {}): Promise<FetchError> {
    const attempts = guard.attempts.length;
    const hits = site.hits.count;
    let caught: unknown;
    try {
      await guardedFetch(site.url(`/redirect/to?location=${encodeURIComponent(location)}`), {
        allowedPorts: [port],
        allowLoopback: true,
        lookup: forbiddenLookup,
        ...extra,
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FetchError);
    const error = caught as FetchError;
    userMessages.push(error.userMessage);
    // Only the first hop (the fixture site itself) was requested.
    expect(site.hits.count).toBe(hits + 1);
    // Nothing but the fixture site was dialled; a name may reach Socket#connect, whose lookup refuses it.
    expect(guard.attempts.slice(attempts).filter((host) => isIP(host) !== 0 && host !== '127.0.0.1')).toEqual(
      [],
    );
    return error;
  }

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://10.0.0.1/admin',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
  ])('to %s (even with loopback allowed)', async (location) => {
    const error = await redirectError(location, { allowedPorts: [port, 80] });
    expect(error).toMatchObject({ kind: 'refused', refusal: 'private_address' });
    expect(error.userMessage).toBe(
      'The site redirected to a private network address, which cannot be fetched.',
    );
  });

  it('to a name that resolves into private space', async () => {
    const error = await redirectError(`http://internal.example.test:${port}/`, {
      lookup: resolvingTo('10.0.0.1'),
    });
    expect(error).toMatchObject({ kind: 'refused', refusal: 'private_address' });
    expect(error.userMessage).toBe(
      'The site redirected to a private network address, which cannot be fetched.',
    );
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:70/_stats', 'scheme'],
    ['http://admin:secret@news.example.test/', 'credentials'],
    ['http://news.example.test:6379/', 'port'],
    ['http://printer.local/', 'local_hostname'],
  ])('to %s', async (location, refusal) => {
    const error = await redirectError(location);
    expect(error).toMatchObject({ kind: 'refused', refusal });
  });
});

describe('URLs refused before anything else', () => {
  it.each([
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://ftp.example.test/pub/article.html'],
    ['data:', 'data:text/html,<p>Breaking news</p>'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['gopher:', 'gopher://127.0.0.1:70/'],
    ['ws:', 'ws://news.example.test/socket'],
    ['blob:', 'blob:https://news.example.test/1234'],
  ])('%s', async (_label, url) => {
    const error = await expectNoSocket(url);
    expect(['refused', 'invalid_url']).toContain(error.kind);
    expect(error.userMessage).toBe('Only web addresses starting with http:// or https:// can be fetched.');
  });

  it.each([
    () => `http://user:pass@127.0.0.1:${port}/`,
    () => 'https://editor@news.example.test/story',
    () => 'https://:token@news.example.test/story',
  ])('credentials: %s', async (url) => {
    expect(await expectNoSocket(url())).toMatchObject({ kind: 'refused', refusal: 'credentials' });
  });

  it.each([
    'http://news.example.test:22/',
    'http://news.example.test:6379/',
    'https://news.example.test:8443/',
  ])('port: %s', async (url) => {
    const error = await expectNoSocket(url, { allowedPorts: [] });
    expect(error).toMatchObject({ kind: 'refused', refusal: 'port' });
  });

  it('port: the fixture site itself when its port is not allowed, even with loopback allowed', async () => {
    const error = await expectNoSocket(site.url(articlePath()), { allowedPorts: [], allowLoopback: true });
    expect(error).toMatchObject({ kind: 'refused', refusal: 'port' });
  });

  it.each([
    '',
    '   ',
    'not a url',
    'http://',
    'http://[::1',
    'http://exa mple.test/',
    'https://news.example.test:99999/',
    '//news.example.test/a',
  ])('invalid: %j', async (url) => {
    const error = await expectNoSocket(url);
    expect(error.kind).toBe('invalid_url');
    expect(error.userMessage).toBe('This is not a valid web address.');
  });

  it('non-string input', async () => {
    expect((await expectNoSocket(42 as unknown as string)).kind).toBe('invalid_url');
  });
});
