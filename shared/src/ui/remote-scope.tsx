import type { ReactNode } from 'react';

/**
 * Wraps every exposed screen. `__REMOTE_VERSION__` is replaced at build time in each remote's own
 * build, so the attribute tells which release of that remote is really running (ops and the
 * rollback test read it). `display: contents` keeps it out of the layout.
 */
export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-remote-version={__REMOTE_VERSION__} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
