import '../tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';
import type { HostServices } from '../contracts/exposed-modules';
import { browserStorage } from '../storage/safe-storage';
import { loadOrCreateUserId, saveUserId } from '../user/user-id';

export interface StandaloneScreen {
  path: string;
  label: string;
  /** An example URL for the index of this harness. */
  example: string;
  render: (host: HostServices, params: Record<string, string | undefined>) => ReactNode;
}

/**
 * A remote's own page (`vite dev` on the remote alone): its exposed screens with stand-in host
 * services, so a team can work on one remote without the host. Production never serves it.
 */
export function renderStandalone(remoteName: string, screens: StandaloneScreen[]) {
  const host: HostServices = {
    userId: loadOrCreateUserId(browserStorage()),
    adoptUserId: (id) => saveUserId(browserStorage(), id),
    apiBase: '',
    flags: {},
  };
  const router = createBrowserRouter([
    {
      element: (
        <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
          <p>
            <strong>{remoteName}</strong> remote, standalone · <Link to="/">screens</Link>
          </p>
          <Outlet />
        </div>
      ),
      children: [
        {
          path: '/',
          element: (
            <ul>
              {screens.map((s) => (
                <li key={s.path}>
                  <Link to={s.example}>{s.label}</Link>
                </li>
              ))}
            </ul>
          ),
        },
        ...screens.map((s) => ({ path: s.path, element: <ScreenWithParams screen={s} host={host} /> })),
      ],
    },
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

function ScreenWithParams({ screen, host }: { screen: StandaloneScreen; host: HostServices }) {
  // The screens are lazy (see each remote's standalone.tsx).
  return <Suspense fallback={<p>Loading {screen.label}…</p>}>{screen.render(host, useParams())}</Suspense>;
}
