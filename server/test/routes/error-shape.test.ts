import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, streamErrorSchema } from '#contract/errors.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import {
  CATALOG,
  declaredQuery,
  EXPORT_ROUTE,
  NOT_FUZZED,
  type ParamKind,
} from '../fuzz/rest-routes.ts';

/**
 * One error shape: a malformed parameter on any REST route is a 400 with the spec §7 body,
 * `{code: 3, message, details}` and nothing else, the CSV exports included. Only the ledger
 * export wraps it (`{"error": {…}}`, spec §7.2) and the CometBFT RPC answers JSON-RPC errors.
 */
const OWN_ERROR_FORM: Record<string, string> = {
  [EXPORT_ROUTE]: 'spec §7.2: the streaming export carries the error object in its message',
};
const isCometRpc = (url: string) => url.startsWith('/tm/');

/** A value no parameter of the kind accepts; undefined for kinds that take any text. */
function malformed(kind: ParamKind): string | undefined {
  if (typeof kind === 'object') return 'id' in kind ? 'not-an-id' : 'NOT_A_VALUE';
  switch (kind) {
    case 'bool':
      return 'maybe';
    case 'int32':
    case 'uint64':
    case 'int64':
    case 'timestamp':
      return 'twelve';
    case 'cursor':
      return '%%%';
    default:
      return undefined;
  }
}

interface BadRequest {
  url: string;
  route: string;
}

/** The route with one malformed parameter (its first path id, else its first typed query). */
function badRequest(route: (typeof CATALOG)[number]): BadRequest | undefined {
  const { url, doc } = route;
  const pathParams = Object.entries(doc.params ?? {});
  let path = url;
  let spoiled = false;
  for (const [name, p] of pathParams) {
    const bad = spoiled ? undefined : malformed(p.kind);
    if (bad !== undefined) spoiled = true;
    path = path.replace(`:${name}`, encodeURIComponent(bad ?? 'x'));
  }
  if (spoiled) return { url: path, route: url };
  if (pathParams.length > 0) return undefined;
  for (const [name, kind] of Object.entries(declaredQuery(doc))) {
    const bad = malformed(kind);
    if (bad !== undefined) return { url: `${path}?${name}=${encodeURIComponent(bad)}`, route: url };
  }
  return undefined;
}

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 5, app: { rateLimit: false } });
});
afterAll(async () => t?.close());

const requests = CATALOG.filter(
  ({ url, doc }) => !doc.websocket && !(url in NOT_FUZZED) && !isCometRpc(url),
)
  .map(badRequest)
  .filter((r): r is BadRequest => r !== undefined);

describe('error shape of every REST route', () => {
  it('covers the routes with typed parameters, the network-history export among them', () => {
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.map((r) => r.route)).toContain('/api/v2/networkhistory/export');
  });

  it.each(requests.map((r) => [r.url, r] as const))(
    '%s → 400 {code, message, details}',
    async (_url, r) => {
      const res = await t.app.inject({ method: 'GET', url: r.url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body: unknown = res.json();
      if (r.route in OWN_ERROR_FORM) {
        expect(streamErrorSchema.parse(body).error.code).toBe(3);
        return;
      }
      expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'message']);
      const parsed = errorBodySchema.parse(body);
      expect(parsed.code).toBe(3);
      expect(parsed.message).toBe('InvalidArgument error');
    },
  );
});
