import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Test-only: answers by path; a request nobody expected fails the test. */
export function stubFetch(routes: Record<string, (url: URL) => unknown>) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const handler = routes[url.pathname];
      if (!handler) throw new Error(`unexpected request ${url.pathname}${url.search}`);
      const body = handler(url);
      return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

export const notFound = () =>
  new Response(JSON.stringify({ code: 5, message: 'NotFound error', details: [] }), {
    status: 404,
  });

export const connection = <T,>(nodes: T[], hasNextPage = false) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: {
    startCursor: 'c0',
    endCursor: `c${nodes.length - 1}`,
    hasNextPage,
    hasPreviousPage: false,
  },
});

export function renderPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
