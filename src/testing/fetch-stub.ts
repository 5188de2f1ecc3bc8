import { vi } from 'vitest';

/** A JSON answer as a data node sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The data node's 404 (spec §7 error body). */
export const notFoundResponse = () =>
  jsonResponse(404, { code: 5, message: 'NotFound error', details: [] });

/**
 * Replaces `fetch` (the edge of a component test): each URL in `routes` (exact path and query)
 * gets its answer — a body (200) or a function making the Response — every other URL a 404.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetchRoutes(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const route = routes[String(input)];
    if (route === undefined) return notFoundResponse();
    return typeof route === 'function' ? (route as () => Response)() : jsonResponse(200, route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
