import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * The one way a component test renders: a fresh QueryClient (no retries, so a failed request
 * shows at once) and a memory router at `path` (links and search params work as in the app);
 * `pattern` is the route the element is mounted at when it reads route parameters.
 */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  const client = testQueryClient();
  const router = createMemoryRouter([{ path: pattern, element: ui }], {
    initialEntries: [path],
  });
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** The same for a hook: a fresh QueryClient (no retries) around it, no router. */
export function renderHookWithProviders<T>(hook: () => T) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}
