import '@cairn/shared/tokens.css';
import { pageModules } from '@cairn/shared/contracts/page-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { loadExposedModule } from './remotes/load-exposed-module';
import { loadRemoteRegistry } from './remotes/registry';
import { HostServicesProvider } from './user/user-provider';

// The one QueryClient of the page; remotes share it because @tanstack/react-query is a singleton.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

async function start() {
  try {
    await loadRemoteRegistry();
    // Start loading this page's remote screens now rather than when React mounts their slots: the
    // remotes' containers initialise while the shell renders (the slots then get the same modules).
    for (const module of pageModules(window.location.pathname)) {
      loadExposedModule(module).catch(() => {}); // a failure is shown, with Retry, by the slot itself
    }
  } catch (error) {
    // The shell still renders; every remote slot then offers Retry.
    console.error('Could not read /remotes.json', error);
  }
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HostServicesProvider>
          <RouterProvider router={router} />
        </HostServicesProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
