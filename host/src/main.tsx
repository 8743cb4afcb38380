import '@cairn/shared/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { loadRemoteRegistry } from './remotes/registry';
import { HostServicesProvider } from './user/user-provider';

// The one QueryClient of the page; remotes share it because @tanstack/react-query is a singleton.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

async function start() {
  try {
    await loadRemoteRegistry();
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
