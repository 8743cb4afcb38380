import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { canonicalHostname, checkAddress } from './address-policy';
import { refused } from './fetch-failures';
import type { FetchSettings } from './fetch-settings';

// Step 2, at connect time: the connector resolves the name itself and refuses the connection if any
// answer is not public, judges IP literals again, and the socket's real remote address once more.

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export function createGuardedAgent(settings: FetchSettings): Agent {
  const guardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const host = canonicalHostname(hostname);
    settings.lookup(host).then(
      (found) => {
        if (found.length === 0) {
          callback(Object.assign(new Error(`no addresses for ${host}`), { code: 'ENOTFOUND' }), []);
          return;
        }
        for (const { address } of found) {
          const verdict = checkAddress(address, host, settings.allowLoopback);
          if (!verdict.allowed) {
            callback(
              refused('private_address', false, `${host} resolves to ${address} (${verdict.range})`),
              [],
            );
            return;
          }
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter(({ family }) => wanted === 0 || family === wanted);
        if (usable.length === 0) {
          callback(
            Object.assign(new Error(`no IPv${wanted} address for ${host}`), { code: 'ENOTFOUND' }),
            [],
          );
          return;
        }
        if (options.all)
          callback(
            null,
            usable.map(({ address, family }) => ({ address, family })),
          );
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
  const connectSocket = buildConnector({ timeout: settings.timeouts.connectMs, lookup: guardedLookup });
  const connect: buildConnector.connector = (target, callback) => {
    const host = target.hostname;
    // IP literals never reach the lookup above, so they are judged here as well as before the request.
    if (isIP(host) !== 0) {
      const verdict = checkAddress(host, host, settings.allowLoopback);
      if (!verdict.allowed) {
        callback(refused('private_address', false, `address ${host} is ${verdict.range}`), null);
        return;
      }
    }
    connectSocket(target, (error, socket) => {
      if (error) {
        callback(error, null);
        return;
      }
      // Belt and braces: judge the address the socket really reached before a byte is written.
      const remote = socket.remoteAddress ?? '';
      const verdict = checkAddress(remote, host, settings.allowLoopback);
      if (!verdict.allowed) {
        socket.destroy();
        callback(
          refused('private_address', false, `${host} connected to ${remote} (${verdict.range})`),
          null,
        );
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({
    connect,
    headersTimeout: settings.timeouts.headersMs,
    bodyTimeout: settings.timeouts.bodyMs,
    connections: 2,
  });
}
