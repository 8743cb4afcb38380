import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { browserStorage } from '@cairn/shared/storage/safe-storage';
import {
  isValidUserId,
  loadOrCreateUserId,
  saveUserId,
  visitorCookie,
  visitorIdFromCookies,
} from '@cairn/shared/user/user-id';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

const HostServicesContext = createContext<HostServices | null>(null);

/**
 * Owns the visitor's id (SPEC §6) and the services every remote receives as props.
 * Lives in the host only: remotes get these values through their props, never through this context.
 */
export function HostServicesProvider({ children, apiBase = '' }: { children: ReactNode; apiBase?: string }) {
  // A first visit adopts the id the server gave the page in its cookie: the page's remotes were chosen
  // for it (canaries), so the next pages get the same versions.
  const [userId, setUserId] = useState(() =>
    loadOrCreateUserId(browserStorage(), () => visitorIdFromCookies(document.cookie) ?? crypto.randomUUID()),
  );
  // The cookie follows the id the host uses, so the server serves the next page for this visitor.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: visitorCookie builds the value; the Cookie Store API is not in every browser we support.
    if (visitorIdFromCookies(document.cookie) !== userId) document.cookie = visitorCookie(userId);
  }, [userId]);

  const adoptUserId = useCallback((next: string) => {
    if (!isValidUserId(next)) return;
    saveUserId(browserStorage(), next);
    setUserId(next);
  }, []);

  const services = useMemo<HostServices>(
    () => ({ userId, adoptUserId, apiBase, flags: {} }),
    [userId, adoptUserId, apiBase],
  );
  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
}

export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices must be used inside HostServicesProvider');
  return services;
}
