import { onTestFinished, vi } from 'vitest';

/** A JSON answer as a data node sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The data node's 404 (spec §7 error body). */
export const notFoundResponse = () =>
  jsonResponse(404, { code: 5, message: 'NotFound error', details: [] });

/**
 * Replaces `fetch` for one test: each route (a pathname, or a pathname with its exact query
 * after "?") answers with a body (200) or a Response, or a promise of either. A request no route expects answers 404
 * and FAILS THE TEST when it ends, so a component cannot quietly read something the test did
 * not plan for. Returns the URLs requested, in order.
 */
export function stubFetch(routes: Record<string, (url: URL) => unknown>): URL[] {
  const calls: URL[] = [];
  const unexpected: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const handler = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
      if (!handler) {
        unexpected.push(`${url.pathname}${url.search}`);
        return notFoundResponse();
      }
      // A handler may answer later (or never: a request left pending shows the loading state).
      const body: unknown = await handler(url);
      return body instanceof Response ? body : jsonResponse(200, body);
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unexpected.length > 0) throw new Error(`unexpected requests: ${unexpected.join(', ')}`);
  });
  return calls;
}
