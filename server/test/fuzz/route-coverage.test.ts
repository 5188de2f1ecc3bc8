import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { getRoutes, isStreamRoute } from '../app-routes.ts';
import { noDatabase } from '../streams/stream-app.ts';
import type { OpenApiDocument } from '../../src/http/api-docs/openapi-document.ts';
import { resolveParameter } from '../../src/http/api-docs/shared-parameters.ts';
import {
  EXPORT_QUERY,
  EXPORT_ROUTE,
  HISTORY_EXPORT_QUERY,
  HISTORY_EXPORT_ROUTE,
  NOT_FUZZED,
  REST_ROUTES,
} from './rest-routes.ts';
import { ROUTE_HINTS } from './hints/all-hints.ts';
import { STREAM_ROUTES } from './stream-routes.ts';

/** The fuzz tables cover exactly the routes the app serves (read from the app itself). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: noDatabase, rateLimit: false });
  await app.ready();
});
afterAll(async () => app?.close());

/** Parameters the fuzz tables send that no route declares, on purpose: refusals to test. */
const undeclaredOnPurpose = (route: string) => Object.keys(ROUTE_HINTS[route]?.undeclared ?? {});

describe('fuzz coverage', () => {
  it('fuzzes every REST route, the export and every stream, and nothing the app does not serve', () => {
    const routes = getRoutes(app);
    const rest = routes.filter(
      (r) =>
        !isStreamRoute(r) && r !== EXPORT_ROUTE && r !== HISTORY_EXPORT_ROUTE && !(r in NOT_FUZZED),
    );
    expect(
      rest.filter((r) => !(r in REST_ROUTES)),
      'REST routes without fuzzing',
    ).toEqual([]);
    expect(
      Object.keys(REST_ROUTES).filter((r) => !rest.includes(r)),
      'stale REST entries',
    ).toEqual([]);
    const streams = routes.filter(isStreamRoute);
    expect(
      streams.filter((r) => !(r in STREAM_ROUTES)),
      'streams without fuzzing',
    ).toEqual([]);
    expect(
      Object.keys(STREAM_ROUTES).filter((r) => !streams.includes(r)),
      'stale stream entries',
    ).toEqual([]);
    expect(routes).toContain(EXPORT_ROUTE);
    expect(routes).toContain(HISTORY_EXPORT_ROUTE);
  });

  it('fuzzes exactly the query parameters each route declares in /api/openapi.json', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as OpenApiDocument;
    const declared = (route: string) =>
      (doc.paths[route.replace(/:(\w+)/g, '{$1}')]?.get.parameters ?? [])
        .map((p) => resolveParameter(p, doc.components.parameters))
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    const differences = [
      ...Object.entries(REST_ROUTES).map(([route, spec]) => [route, spec.query] as const),
      ...Object.entries(STREAM_ROUTES).map(([route, spec]) => [route, spec.query] as const),
      [EXPORT_ROUTE, EXPORT_QUERY] as const,
      [HISTORY_EXPORT_ROUTE, HISTORY_EXPORT_QUERY] as const,
    ]
      .map(([route, query]) => ({
        route,
        fuzzed: Object.keys(query)
          .filter((name) => !undeclaredOnPurpose(route).includes(name))
          .sort(),
        declared: declared(route),
      }))
      .filter((r) => JSON.stringify(r.fuzzed) !== JSON.stringify(r.declared));
    expect(differences).toEqual([]);
  });

  it('keeps hints only for served routes, naming parameters as the route declares them', () => {
    const routes = getRoutes(app);
    const problems: string[] = [];
    // (An `undeclared` parameter the route comes to declare fails the test above.)
    for (const [route, hint] of Object.entries(ROUTE_HINTS)) {
      if (!routes.includes(route)) problems.push(`${route}: hint for a route not served`);
      const declared = Object.keys(REST_ROUTES[route]?.query ?? {});
      for (const name of hint.required ?? [])
        if (!declared.includes(name)) problems.push(`${route}: requires undeclared ${name}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every path parameter of a route a kind', () => {
    for (const [route, spec] of Object.entries(REST_ROUTES)) {
      const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(spec.path ?? {}).sort(), route).toEqual(names.sort());
    }
  });
});
