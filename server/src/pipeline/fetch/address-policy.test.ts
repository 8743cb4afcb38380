import { describe, expect, it } from 'vitest';
import { checkAddress, classifyAddress, classifyHostname } from './address-policy';
import { FetchError, USER_MESSAGES } from './fetch-error';
import { checkFetchableUrl } from './guarded-fetch';

describe('classifyAddress', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.0.8',
    '192.0.2.10',
    '198.18.0.1',
    '198.19.255.1',
    '198.51.100.7',
    '203.0.113.9',
    '::',
    '::1',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    'fec0::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.1.2.3',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:a00:1::',
    '2001::1',
    '2001:db8::1',
    '2001:2::1',
    '100::1',
    '::2',
  ])('refuses %s', (address) => {
    expect(classifyAddress(address).public).toBe(false);
    expect(checkAddress(address, address, false).allowed).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows public %s', (address) => {
    expect(classifyAddress(address).public).toBe(true);
  });

  it('judges IPv4 embedded in IPv6 by the embedded address', () => {
    expect(classifyAddress('::ffff:7f00:1')).toMatchObject({
      loopback: true,
      range: 'ipv4-mapped(ipv4:loopback)',
    });
    expect(classifyAddress('64:ff9b::a00:1').range).toBe('nat64(ipv4:private)');
    expect(classifyAddress('2002:c0a8:101::').range).toBe('6to4(ipv4:private)');
  });

  it('treats text that is not an address as not public', () => {
    expect(classifyAddress('localhost').public).toBe(false);
    expect(classifyAddress('0x7f.1').public).toBe(false);
    expect(classifyAddress('').public).toBe(false);
  });
});

describe('checkAddress with loopback allowed', () => {
  it('lets loopback through only when allowed, and nothing else private', () => {
    expect(checkAddress('127.0.0.1', 'x', true).allowed).toBe(true);
    expect(checkAddress('::1', 'x', true).allowed).toBe(true);
    expect(checkAddress('::ffff:127.0.0.1', 'x', true).allowed).toBe(true);
    expect(checkAddress('10.0.0.1', 'x', true).allowed).toBe(false);
    expect(checkAddress('169.254.169.254', 'x', true).allowed).toBe(false);
    expect(checkAddress('0.0.0.0', 'x', true).allowed).toBe(false);
  });

  it('can restrict loopback to named hosts', () => {
    const policy = { hosts: ['fixture.test'] };
    expect(checkAddress('127.0.0.1', 'fixture.test', policy).allowed).toBe(true);
    expect(checkAddress('127.0.0.1', 'FIXTURE.test.', policy).allowed).toBe(true);
    expect(checkAddress('127.0.0.1', '127.0.0.1', policy).allowed).toBe(false);
    expect(checkAddress('127.0.0.1', 'other.test', policy).allowed).toBe(false);
  });
});

describe('classifyHostname', () => {
  it.each([
    ['localhost', 'loopback'],
    ['LOCALHOST.', 'loopback'],
    ['foo.localhost', 'loopback'],
    ['printer.local', 'local'],
    ['metadata.google.internal', 'local'],
    ['router.home.arpa', 'local'],
    ['intranet', 'local'],
    ['news.example.com', null],
    ['localhost.news.example', null],
  ])('%s is %s', (host, expected) => {
    expect(classifyHostname(host)).toBe(expected);
  });
});

// checkFetchableUrl decides from the URL alone: nothing below opens a socket or resolves a name.
describe('checkFetchableUrl with IPv6 literal hosts', () => {
  it.each([
    'http://[2606:4700::1111]/news',
    'https://[2a00:1450:4001:82b::200e]/a?b=c',
    'http://[2606:4700:0:0:0:0:0:1111]/x',
    'http://[::ffff:8.8.8.8]/x',
  ])('accepts public %s', (url) => {
    expect(checkFetchableUrl(url).hostname).toMatch(/^\[[0-9a-f:.]+\]$/);
  });

  it.each([
    ['loopback', 'http://[::1]/x'],
    ['unspecified', 'http://[::]/x'],
    ['link-local', 'http://[fe80::1]/x'],
    ['unique-local', 'http://[fd12:3456::1]/x'],
    ['multicast', 'http://[ff02::1]/x'],
    ['documentation', 'http://[2001:db8::1]/x'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/x'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/x'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/x'],
    ['6to4 of a private address', 'http://[2002:c0a8:101::1]/x'],
  ])('refuses %s with the private-address sentence of IPv4', (_label, url) => {
    let error: unknown;
    try {
      checkFetchableUrl(url);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      kind: 'refused',
      refusal: 'private_address',
      userMessage: USER_MESSAGES.privateAddress,
    });
  });
});
