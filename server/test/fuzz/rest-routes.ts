import { z } from 'zod/mini';
import { buildApp } from '../../src/app.ts';
import type { DocumentedRoute } from '../../src/http/api-docs/openapi.ts';
import type { RouteDoc } from '../../src/http/define-route.ts';
import { queryParamDocs, type ParamKind } from '../../src/http/route-params.ts';
import { noDatabase } from '../streams/stream-app.ts';
import type { ContractSchema } from './fuzz-settings.ts';
import { ROUTE_HINTS } from './hints/all-hints.ts';

export type { IdPool, ParamKind } from '../../src/http/route-params.ts';

/*
 * The fuzz tables, read from the routes' own declarations (`defineRoute`): which query and path
 * parameters each route reads, their kinds, which it requires, its response schema. A new route
 * is fuzzed without editing anything here; hints/ holds only what a declaration cannot say.
 */

export interface RestRoute {
  /** Query parameters the route reads (and any it is sent on purpose, hints/). */
  query: Record<string, ParamKind>;
  /** Path parameters by their Fastify name. */
  path: Record<string, ParamKind>;
  /** Contract schema every 2xx body must parse with. */
  schema: ContractSchema;
  /** Parameters every fuzzed query has: the declared required ones, and the hints'. */
  required: readonly string[];
  /** Error body schema when it is not the spec §7 one (the CometBFT JSON-RPC routes). */
  errorSchema?: ContractSchema;
  neverOk?: string;
  extraRuns?: number;
}

/** Every documented route as the app registers it, read once from an app without a database. */
async function readCatalog(): Promise<readonly DocumentedRoute[]> {
  const app = await buildApp({ db: noDatabase, rateLimit: false });
  await app.ready();
  const catalog = [...app.routeCatalog];
  await app.close();
  return catalog;
}
export const CATALOG = await readCatalog();

/** Routes fuzzed by none of the tables, each with the reason. */
export const NOT_FUZZED: Record<string, string> = {
  '/api/docs':
    'an HTML page that reads no parameter (test/http/openapi.test.ts and e2e/api-docs.spec.ts check it)',
  '/metrics':
    "Prometheus' text format for scrapers; reads no parameter (test/http/metrics.test.ts checks its series)",
};

/**
 * The CSV exports, fuzzed on their own: the ledger export's refusals take the streaming form
 * (spec §7.2), the network-history export's the spec §7 body.
 */
export const EXPORT_ROUTE = '/api/v2/ledgerentry/export';
export const HISTORY_EXPORT_ROUTE = '/api/v2/networkhistory/export';

/** A zod/mini schema as the fuzzer's `safeParse`. */
const contractSchema = (schema: z.core.$ZodType): ContractSchema => ({
  safeParse: (value) => z.safeParse(schema, value),
});

/** Every query parameter a route declares (groups flattened, stream filters too) with its kind. */
export function declaredQuery(doc: RouteDoc): Record<string, ParamKind> {
  const docs = { ...queryParamDocs(doc.query ?? {}), ...doc.queryDocs };
  return Object.fromEntries(Object.entries(docs).map(([name, p]) => [name, p.kind]));
}

const declaredRequired = (doc: RouteDoc) =>
  Object.entries({ ...queryParamDocs(doc.query ?? {}), ...doc.queryDocs })
    .filter(([, p]) => p.required)
    .map(([name]) => name);

const queryOfRoute = (url: string) => {
  const entry = CATALOG.find((r) => r.url === url);
  if (!entry) throw new Error(`${url} is not served`);
  return declaredQuery(entry.doc);
};

/**
 * A REST route's fuzz entry, or none for a route without a JSON body (the exports, the pages):
 * route-coverage.test.ts fails if such a route is neither an export nor in NOT_FUZZED.
 */
function restRoute({ url, doc }: DocumentedRoute): RestRoute | undefined {
  const hint = ROUTE_HINTS[url] ?? {};
  const schema = hint.schema ?? (doc.response ? contractSchema(doc.response) : undefined);
  if (!schema) return undefined;
  return {
    query: { ...declaredQuery(doc), ...hint.undeclared },
    path: Object.fromEntries(Object.entries(doc.params ?? {}).map(([n, p]) => [n, p.kind])),
    schema,
    required: [...new Set([...declaredRequired(doc), ...(hint.required ?? [])])],
    ...(doc.errorBody ? { errorSchema: contractSchema(doc.errorBody) } : {}),
    ...(hint.neverOk !== undefined ? { neverOk: hint.neverOk } : {}),
    ...(hint.extraRuns !== undefined ? { extraRuns: hint.extraRuns } : {}),
  };
}

/** Every REST route the app serves with a JSON body, with every parameter it reads. */
export const REST_ROUTES: Record<string, RestRoute> = Object.fromEntries(
  CATALOG.filter(({ doc }) => !doc.websocket)
    .map((route) => [route.url, restRoute(route)] as const)
    .filter((entry): entry is readonly [string, RestRoute] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b)),
);

export const EXPORT_QUERY = queryOfRoute(EXPORT_ROUTE);
export const HISTORY_EXPORT_QUERY = queryOfRoute(HISTORY_EXPORT_ROUTE);
