import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction, Socket } from 'node:net';

export interface NetworkGuard {
  /** Every socket connect call: the host as given (an IP literal, or a name about to be looked up). */
  readonly attempts: readonly string[];
  /** Attempts to IP literals other than the allowed ones; they were stopped before any packet left. */
  readonly blocked: readonly string[];
  /** Remote addresses of sockets that really connected. */
  readonly connected: readonly string[];
  restore(): void;
}

/**
 * A test-only tripwire around `net.Socket#connect`: connections to IP literals outside `allowed` are
 * destroyed before Node opens them, a name whose lookup answers with any address outside `allowed` fails
 * its lookup, and every real connection is recorded. It sits below the code under test, so even a broken
 * policy cannot send a packet anywhere else.
 */
export function installNetworkGuard(allowed: readonly string[] = ['127.0.0.1']): NetworkGuard {
  const attempts: string[] = [];
  const blocked: string[] = [];
  const connected: string[] = [];
  const original = Socket.prototype.connect;

  function guardedConnect(this: Socket, ...args: unknown[]): Socket {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const host =
      typeof first === 'object' && first !== null
        ? String(
            (first as { host?: unknown; path?: unknown }).host ??
              (first as { path?: unknown }).path ??
              'localhost',
          )
        : typeof args[1] === 'string'
          ? args[1]
          : 'localhost';
    attempts.push(host);
    if (isIP(host) !== 0 && !allowed.includes(host)) {
      blocked.push(host);
      process.nextTick(() =>
        this.destroy(new Error(`network guard: connection to ${host} blocked in a test`)),
      );
      return this;
    }
    if (isIP(host) === 0 && typeof first === 'object' && first !== null) {
      // A name: whatever lookup the caller supplied (or the system one) has its answers vetted too, so a
      // broken policy under test still cannot dial out.
      const options = first as { lookup?: LookupFunction };
      options.lookup = vetLookup(options.lookup ?? (dnsLookup as unknown as LookupFunction));
    }
    this.once('connect', () => connected.push(this.remoteAddress ?? '?'));
    return (original as (...a: unknown[]) => Socket).apply(this, args);
  }

  function vetLookup(inner: LookupFunction): LookupFunction {
    return (hostname, options, callback) => {
      inner(hostname, options, (error, address, family) => {
        if (error) {
          callback(error, address, family);
          return;
        }
        const addresses = typeof address === 'string' ? [address] : address.map((entry) => entry.address);
        const refused = addresses.filter((candidate) => !allowed.includes(candidate));
        if (refused.length > 0) {
          blocked.push(...refused);
          callback(
            Object.assign(new Error(`network guard: ${hostname} resolved to ${refused.join(', ')}`), {
              code: 'EBLOCKED',
            }),
            address,
            family,
          );
          return;
        }
        callback(null, address, family);
      });
    };
  }

  Socket.prototype.connect = guardedConnect as typeof Socket.prototype.connect;
  return {
    attempts,
    blocked,
    connected,
    restore() {
      Socket.prototype.connect = original;
    },
  };
}
