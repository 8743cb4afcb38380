/** Messages between the app and its PGlite child over the IPC channel of `child_process.fork`. */

export interface PgliteChildOptions {
  dataDir: string;
  host: string;
  /**
   * Connections the socket server accepts. PGlite is ONE PostgreSQL session: pglite-socket multiplexes
   * several sockets onto it, so they share search_path, prepared statements and transactions
   * (measured: a `SET search_path` on one socket shows on another). The app therefore uses a single
   * connection; the spare slot only absorbs a reconnect that arrives before the old socket's close.
   */
  maxConnections: number;
}

export type ChildToParent =
  | { type: 'ready'; host: string; port: number }
  | { type: 'error'; code: string | undefined; message: string };

export type ParentToChild = { type: 'stop' };

/** The env var carrying JSON `PgliteChildOptions` to the child. */
export const CHILD_OPTIONS_ENV = 'CAIRN_PGLITE_CHILD_OPTIONS';
