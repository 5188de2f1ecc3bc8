import type { FastifyInstance } from 'fastify';

/**
 * Every GET route the app serves (fastify paths, e.g. `/api/v2/asset/:assetId`), read from
 * `printRoutes`: suites that must cover every route enumerate them from the app itself, so a
 * new route without coverage fails them. `printRoutes` prints a radix tree — a child line
 * continues its parent's path (`/api/v2/governance` → `s`) — which is undone here; each path
 * is then confirmed with `hasRoute`, so a misread tree cannot go unnoticed.
 */
export function getRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    // A wildcard (`/tm/*`: CometBFT's "Method not found") is a fallback, not a route to cover;
    // printRoutes prints it without its prefix.
    if (match[2] === '*') continue;
    if (match[3]?.split(', ').includes('GET')) routes.push(path);
  }
  for (const url of routes) {
    if (!app.hasRoute({ method: 'GET', url }))
      throw new Error(`read ${url} from printRoutes, but the app has no such GET route`);
  }
  return routes.sort();
}

/** WebSocket stream routes (spec §6) are all under this prefix. */
export const isStreamRoute = (route: string) => route.startsWith('/api/v2/stream/');
