import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { USER_ID } from './fixtures';

export function makeHost(overrides: Partial<HostServices> = {}): HostServices {
  return { userId: USER_ID, adoptUserId: vi.fn(), apiBase: '', flags: {}, ...overrides };
}

/** Renders a screen inside the providers the host gives it (router, QueryClient) at `path`. */
export function renderScreen(ui: ReactElement, { path = '/app', routePath = '/app' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Any other address the screen navigates to: shows where it went. */
function OtherPage() {
  return <p data-testid="other-page">{useLocation().pathname}</p>;
}
