import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LoopbackPolicy } from './address-policy';
import type { FetchSlots } from './fetch-slots';

// The options a caller passes to `guardedFetch`, and the settings it fetches with (defaults filled in).

export interface FetchTimeouts {
  /** TCP (and TLS) connection, DNS included. */
  connectMs: number;
  /** From sending a request to receiving its response headers, per hop. */
  headersMs: number;
  /** Reading the whole body, from its headers to its last byte (a total, not an idle timeout). */
  bodyMs: number;
  /** The whole fetch, redirects included. */
  totalMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<FetchTimeouts> = {
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 20_000,
  totalMs: 45_000,
};
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; CairnFetcher/0.1; +https://cairn.example/fetcher)';

/** Resolves a host name to every address it has; injected by tests, `dns.lookup` otherwise. */
export type HostLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface GuardedFetchOptions {
  /**
   * Lets 127.0.0.0/8 and ::1 through: `true` for any host, `{ hosts }` only for those names. For tests
   * and the local fixture site; never set from user configuration.
   */
  allowLoopback?: LoopbackPolicy;
  /** Ports allowed besides 80 and 443. */
  allowedPorts?: readonly number[];
  maxRedirects?: number;
  /** Cap on the body after decompression. */
  maxBytes?: number;
  timeouts?: Partial<FetchTimeouts>;
  userAgent?: string;
  acceptLanguage?: string;
  lookup?: HostLookup;
  signal?: AbortSignal;
  /** Reject paywalls, bot walls, consent and login walls served with 200 (default true). */
  detectBlocks?: boolean;
  /**
   * Caps on fetches in flight, per host and in all (fetch-slots.ts). The slot is taken for the requested
   * URL's host and held through its redirects; the timeouts start once it is taken.
   */
  slots?: FetchSlots;
}

/** The options with their defaults: what every step of a fetch reads. */
export interface FetchSettings {
  allowLoopback: LoopbackPolicy;
  allowedPorts: ReadonlySet<number>;
  maxRedirects: number;
  maxBytes: number;
  timeouts: FetchTimeouts;
  userAgent: string;
  acceptLanguage: string | undefined;
  lookup: HostLookup;
  detectBlocks: boolean;
}

export function resolveSettings(options: GuardedFetchOptions): FetchSettings {
  return {
    allowLoopback: options.allowLoopback ?? false,
    allowedPorts: new Set([80, 443, ...(options.allowedPorts ?? [])]),
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    acceptLanguage: options.acceptLanguage,
    lookup: options.lookup ?? systemLookup,
    detectBlocks: options.detectBlocks ?? true,
  };
}

function systemLookup(hostname: string): Promise<readonly LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}
