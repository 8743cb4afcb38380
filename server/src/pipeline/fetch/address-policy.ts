import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound fetch may reach. Only globally routable unicast is public; everything
 * else (private, loopback, link-local, CGNAT, multicast, documentation, benchmarking, reserved…) is
 * refused, and IPv6 forms that embed an IPv4 address are judged by the embedded address.
 */
export type AddressVerdict =
  | { allowed: true; loopback: boolean }
  | { allowed: false; loopback: boolean; range: string };

/** How loopback is treated: never (the default), always (tests), or only for the named hosts. */
export type LoopbackPolicy = boolean | { readonly hosts: readonly string[] };

export function classifyAddress(address: string): { public: boolean; loopback: boolean; range: string } {
  const family = isIP(address);
  if (family === 0) return { public: false, loopback: false, range: 'not_an_ip' };
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return classifyV4(parsed as ipaddr.IPv4);
  return classifyV6(parsed as ipaddr.IPv6);
}

function classifyV4(addr: ipaddr.IPv4): { public: boolean; loopback: boolean; range: string } {
  const range = addr.range();
  return { public: range === 'unicast', loopback: range === 'loopback', range: `ipv4:${range}` };
}

function v4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyV6(addr: ipaddr.IPv6): { public: boolean; loopback: boolean; range: string } {
  const p = addr.parts as [number, number, number, number, number, number, number, number];
  const firstFiveZero = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0;
  if (firstFiveZero && p[5] === 0 && p[6] === 0 && p[7] === 1) {
    return { public: false, loopback: true, range: 'ipv6:loopback' };
  }
  if (firstFiveZero && p[5] === 0 && p[6] === 0 && p[7] === 0) {
    return { public: false, loopback: false, range: 'ipv6:unspecified' };
  }
  // ::ffff:a.b.c.d (mapped) and the deprecated ::a.b.c.d (compatible): the kernel treats both as IPv4.
  if (firstFiveZero && (p[5] === 0xffff || p[5] === 0)) {
    return embedded(classifyV4(v4FromParts(p[6], p[7])), 'ipv4-mapped');
  }
  // ::ffff:0:a.b.c.d (SIIT, RFC 6145).
  if (p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0xffff && p[5] === 0) {
    return embedded(classifyV4(v4FromParts(p[6], p[7])), 'ipv4-translated');
  }
  // 64:ff9b::/96 well-known NAT64 prefix: a gateway would connect to the embedded IPv4 address.
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
    return embedded(classifyV4(v4FromParts(p[6], p[7])), 'nat64');
  }
  // 2002:AABB:CCDD::/48 (6to4) embeds the IPv4 address of the relay target.
  if (p[0] === 0x2002) {
    return embedded(classifyV4(v4FromParts(p[1], p[2])), '6to4');
  }
  const range = addr.range();
  // Global unicast lives in 2000::/3; ipaddr.js calls anything it has no name for 'unicast'.
  const inGlobalUnicast = (p[0] & 0xe000) === 0x2000;
  return { public: range === 'unicast' && inGlobalUnicast, loopback: false, range: `ipv6:${range}` };
}

function embedded(
  inner: { public: boolean; loopback: boolean; range: string },
  via: string,
): { public: boolean; loopback: boolean; range: string } {
  return { ...inner, range: `${via}(${inner.range})` };
}

export function loopbackAllowedFor(policy: LoopbackPolicy | undefined, hostname: string): boolean {
  if (policy === true) return true;
  if (!policy) return false;
  const host = canonicalHostname(hostname);
  return policy.hosts.some((allowed) => canonicalHostname(allowed) === host);
}

/** Decides whether a connection to `address` (reached through `hostname`) may be opened. */
export function checkAddress(
  address: string,
  hostname: string,
  policy: LoopbackPolicy | undefined,
): AddressVerdict {
  const c = classifyAddress(address);
  if (c.public) return { allowed: true, loopback: false };
  if (c.loopback && loopbackAllowedFor(policy, hostname)) return { allowed: true, loopback: true };
  return { allowed: false, loopback: c.loopback, range: c.range };
}

/** Lower case, no brackets around IPv6, no trailing dot (`localhost.` is `localhost`). */
export function canonicalHostname(hostname: string): string {
  let host = hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  while (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

// Names that resolve to the local machine or the local network by convention (RFC 6761, 6762, 8375),
// whatever a resolver says about them.
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa', 'lan', 'intranet'];

/** 'loopback' for localhost names, 'local' for other non-public names, null for an ordinary DNS name. */
export function classifyHostname(hostname: string): 'loopback' | 'local' | null {
  const host = canonicalHostname(hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'local';
  // A single label is resolved through search domains: an intranet name, never a news site.
  if (!host.includes('.')) return 'local';
  return null;
}
