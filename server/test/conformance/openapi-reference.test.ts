import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type {
  OpenApiDocument,
  OpenApiParameter,
} from '../../src/http/api-docs/openapi-document.ts';
import { resolveParameter } from '../../src/http/api-docs/shared-parameters.ts';
import { noDatabase } from '../streams/stream-app.ts';

/**
 * The node's generated OpenAPI document against the vendored reference swagger, for every path
 * both have: the same query parameter names (our extensions listed below with their reason) and,
 * for enum parameters, no value the reference does not define.
 */

interface RefParameter {
  name: string;
  in: string;
  enum?: string[];
  items?: { enum?: string[] };
}
type RefPaths = Record<string, { get?: { parameters?: RefParameter[] } }>;

const FILES = ['trading_data_v2', 'core', 'blockexplorer', 'corestate'];
const reference = new Map<string, RefParameter[]>();
for (const file of FILES) {
  const url = new URL(`../fixtures/vega-api/${file}.swagger.json`, import.meta.url);
  const { paths } = JSON.parse(readFileSync(url, 'utf8')) as { paths: RefPaths };
  for (const [path, item] of Object.entries(paths))
    if (item.get) reference.set(shape(path), item.get.parameters ?? []);
}

/** Path parameters' names differ between the two (`{id}` / `{marketId}`): compare the shape. */
function shape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

/** Where our path is the reference's under another name (brand word, block explorer prefix). */
const referencePathOf = (path: string) =>
  [path, path.replace('/api/v2/net/', '/api/v2/vega/'), path.replace(/^\/rest\//, '/')].find((p) =>
    reference.has(shape(p)),
  );

/**
 * Query parameters we read that the reference does not name, each with why. Every stream also
 * takes `fromHeight` and `withHeight` (our resumable streams, docs/data-api.md).
 */
const EXTENSIONS: Record<string, Record<string, string>> = {
  '/api/v2/deposits': { assetId: "ours: an asset's page lists its deposits" },
  '/api/v2/withdrawals': { assetId: "ours: an asset's page lists its withdrawals" },
  '/api/v2/epoch': { block: 'ours: the epoch a block belongs to' },
  '/api/v2/orders': {
    'filter.includeLiquidity': 'the spec speaks of including liquidity orders; false excludes',
  },
  '/api/v2/positions': {
    partyId: 'the older single-value filter, joined with filter.partyIds',
    marketId: 'the older single-value filter, joined with filter.marketIds',
  },
  '/api/v2/stream/markets/data': { marketId: 'singular spelling of marketIds (spec §6)' },
  '/api/v2/stream/markets/depth': { marketId: 'singular spelling of marketIds (spec §6)' },
  '/api/v2/stream/markets/depth/updates': { marketId: 'singular spelling of marketIds' },
  '/api/v2/stream/orders': { marketId: 'singular of marketIds', partyId: 'singular of partyIds' },
  '/api/v2/stream/trades': { marketId: 'singular of marketIds', partyId: 'singular of partyIds' },
  '/rest/transactions': {
    'filters[tx.submitter]': "the reference's `filters` map (one object parameter), per key",
    'filters[cmd.type]': "the reference's `filters` map, per key",
    'filters[block.height]': "the reference's `filters` map, per key",
  },
};

let app: FastifyInstance;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await buildApp({ db: noDatabase, rateLimit: false });
  doc = (await app.inject('/api/openapi.json')).json();
});
afterAll(async () => app?.close());

const enumOf = (p: OpenApiParameter) => {
  const value = (p.schema.type === 'array' ? p.schema.items : p.schema) as { enum?: string[] };
  return value.enum;
};

describe('generated OpenAPI vs the reference swagger', () => {
  it('compares most paths (the shared ones are found)', () => {
    const shared = Object.keys(doc.paths).filter(referencePathOf);
    expect(shared.length).toBeGreaterThan(70);
  });

  it('declares the reference query parameters of every shared path, and only those', () => {
    const problems: string[] = [];
    let enumsCompared = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const refPath = referencePathOf(path);
      if (!refPath) continue;
      const theirs = (reference.get(shape(refPath)) ?? []).filter((p) => p.in === 'query');
      const ours = item.get.parameters
        .map((p) => resolveParameter(p, doc.components.parameters))
        .filter((p) => p.in === 'query');
      const extensions = EXTENSIONS[path] ?? {};
      for (const p of ours) {
        const ref = theirs.find((r) => r.name === p.name);
        if (!ref) {
          const resumable =
            path.startsWith('/api/v2/stream/') && ['fromHeight', 'withHeight'].includes(p.name);
          if (!(p.name in extensions) && !resumable)
            problems.push(`${path}: ${p.name} is not the reference's`);
          continue;
        }
        const allowed = ref.enum ?? ref.items?.enum;
        const values = enumOf(p);
        if (allowed && values) {
          enumsCompared++;
          const foreign = values.filter((v) => !allowed.includes(v));
          if (foreign.length) problems.push(`${path}: ${p.name} has ${foreign.join(', ')}`);
        }
      }
      for (const r of theirs)
        if (!ours.some((p) => p.name === r.name)) problems.push(`${path}: ${r.name} not declared`);
      for (const name of Object.keys(extensions))
        if (!ours.some((p) => p.name === name)) problems.push(`${path}: stale extension ${name}`);
    }
    expect(problems).toEqual([]);
    expect(enumsCompared, 'enum parameters compared').toBeGreaterThan(10);
  });
});
