import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRoutes, isStreamRoute } from '../app-routes.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { EXCEPTIONS, findException, type ConformanceException } from './conformance-exceptions.ts';
import { OUT_OF_SWAGGER_SCOPE, SWAGGER_ENDPOINTS, type Samples } from './endpoints.ts';
import { loadSwagger, responseSchema } from './swagger-document.ts';
import { SwaggerValidator, type Issue } from './swagger-validator.ts';

/**
 * Every JSON route, over a real simulated chain, against the reference's swagger
 * (shared/reference/vega-api, brand word renamed): see swagger-validator.ts for the rules and
 * conformance-exceptions.ts for the only departures allowed.
 */
const BLOCKS = 160;
/**
 * Lowered so the 160-block chain holds what the defaults (5 minutes each) would make only after
 * block 300: core snapshots (as in test/routes/snapshots.test.ts), checkpoints, and epochs that
 * end and pay their rewards. Set before block 1, so the first epoch already has this length.
 */
const SHORTER_INTERVALS = {
  'snapshot.interval.length': '40',
  'network.checkpoint.timeElapsedBetweenCheckpoints': '1m',
  'validators.epoch.length': '1m',
};

let t: ChainTestApp;
let samples: Samples;
const usedExceptions = new Set<ConformanceException>();

type Json = Record<string, unknown>;
interface Edge<T> {
  node: T;
}
async function getBody(url: string): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as Json;
}
const nodes = async <T>(url: string, key: string): Promise<T[]> =>
  ((await getBody(url))[key] as { edges: Edge<T>[] }).edges.map((e) => e.node);
const distinct = <T>(items: T[]) => [...new Set(items)];

async function collectSamples(): Promise<Samples> {
  const orders = await nodes<{ id: string; status: string; version: string; peggedOrder: unknown }>(
    '/api/v2/orders?pagination.first=5000',
    'orders',
  );
  const orderStatuses = distinct(orders.map((o) => o.status));
  const trades = await nodes<{ marketId: string }>(
    '/api/v2/trades?pagination.first=5000',
    'trades',
  );
  const withdrawals = await nodes<{ id: string; ext: { erc20?: unknown } | null }>(
    '/api/v2/withdrawals?pagination.first=20',
    'withdrawals',
  );
  const proposals = await nodes<{ proposal: { id: string; reference: string } }>(
    '/api/v2/governances',
    'connection',
  );
  const votes = await Promise.all(
    proposals.map((p) =>
      nodes<{ partyId: string }>(`/api/v2/votes?proposalId=${p.proposal.id}`, 'votes'),
    ),
  );
  const transfers = await nodes<{ from: string }>('/api/v2/transfers', 'transfers');
  const transactions = (await getBody('/rest/transactions?limit=1000')).transactions as {
    hash: string;
    type: string;
    submitter: string;
  }[];
  // One transaction of every type the chain made, for the single-record routes.
  const rows = await t.db.query<{ hash: string }>(
    'SELECT DISTINCT ON (type) hash FROM transactions ORDER BY type, hash',
  );
  const markets = await nodes<{ id: string }>('/api/v2/markets', 'markets');
  const tradedMarketIds = distinct(trades.map((tr) => tr.marketId));
  return {
    assetIds: (await nodes<{ id: string }>('/api/v2/assets', 'assets')).map((a) => a.id),
    marketIds: markets.map((m) => m.id),
    tradedMarketIds,
    partyIds: (await nodes<{ id: string }>('/api/v2/parties?pagination.first=10', 'parties')).map(
      (p) => p.id,
    ),
    orderIds: distinct([
      ...orderStatuses.map((status) => orders.find((o) => o.status === status)!.id),
      ...orders
        .filter((o) => o.peggedOrder !== null)
        .slice(0, 3)
        .map((o) => o.id),
    ]),
    amendedOrderIds: orders
      .filter((o) => o.version !== '1')
      .slice(0, 5)
      .map((o) => o.id),
    depositIds: (
      await nodes<{ id: string }>('/api/v2/deposits?pagination.first=5', 'deposits')
    ).map((d) => d.id),
    withdrawalIds: withdrawals.slice(0, 5).map((w) => w.id),
    // Only a withdrawal of an ERC-20 asset has a bridge to approve it on.
    erc20WithdrawalIds: withdrawals
      .filter((w) => w.ext?.erc20)
      .slice(0, 5)
      .map((w) => w.id),
    nodeIds: (await nodes<{ id: string }>('/api/v2/nodes', 'nodes')).map((n) => n.id),
    proposalIds: proposals.map((p) => p.proposal.id),
    proposalReferences: proposals.map((p) => p.proposal.reference).slice(0, 2),
    voterId: votes.flat()[0]!.partyId,
    transferPartyId: transfers[0]!.from,
    ledgerPartyId: transactions.find((tx) => tx.type === 'Submit Order')!.submitter,
    networkParameterKeys: ['spam.pow.difficulty', 'market.margin.scalingFactors', 'reward.asset'],
    candleIds: (
      (await getBody(`/api/v2/candle/intervals?marketId=${tradedMarketIds[0]}`))
        .intervalToCandleId as {
        candleId: string;
      }[]
    ).map((c) => c.candleId),
    transactionHashes: rows.map((r) => r.hash),
    oracleSpecIds: (
      await nodes<{ externalDataSourceSpec: { spec: { id: string } } }>(
        '/api/v2/oracle/specs',
        'oracleSpecs',
      )
    )
      .slice(0, 4)
      .map((s) => s.externalDataSourceSpec.spec.id),
    erc20AssetIds: (
      await t.db.query<{ id: string }>("SELECT id FROM assets WHERE source = 'erc20' ORDER BY id")
    ).map((r) => r.id),
    stakerIds: (
      await t.db.query<{ id: string }>(
        `SELECT DISTINCT record::jsonb #>> '{command,chainEvent,stakingEvent,stakeDeposited,netPublicKey}' AS id
         FROM transactions WHERE type = 'Chain Event'
           AND record::jsonb #> '{command,chainEvent,stakingEvent,stakeDeposited}' IS NOT NULL
         ORDER BY 1 LIMIT 2`,
      )
    ).map((r) => r.id),
    signatureBundleIds: (
      await t.db.query<{ id: string }>(
        `SELECT DISTINCT record::jsonb -> 'command' -> 'nodeSignature' ->> 'id' AS id
         FROM transactions WHERE type = 'Node Signature' AND code = 0 ORDER BY 1 LIMIT 3`,
      )
    ).map((r) => r.id),
  };
}

beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 0 });
  for (const [key, value] of Object.entries(SHORTER_INTERVALS))
    t.chain.state.params.set(key, value);
  await t.chain.advance(BLOCKS);
  samples = await collectSamples();
}, 120_000);
afterAll(async () => t?.close());

/** Records in a body: edges of a connection, items of an array, else one per member. */
function recordCount(body: Json): number {
  return Object.values(body).reduce<number>((n, value) => {
    if (Array.isArray(value)) return n + value.length;
    if (typeof value === 'object' && value !== null && 'edges' in value)
      return n + (value as { edges: unknown[] }).edges.length;
    return n + (value === null ? 0 : 1);
  }, 0);
}

/** The URL of the page after this one, if the body is a list with more to come. */
function nextPage(url: string, body: Json): string | undefined {
  const withParam = (name: string, value: string) => {
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    params.set(name, value);
    return `${path}?${params.toString()}`;
  };
  const connections = Object.values(body).filter(
    (v): v is { pageInfo: { hasNextPage: boolean; endCursor: string } } =>
      typeof v === 'object' && v !== null && 'pageInfo' in v,
  );
  const [connection] = connections;
  if (connection?.pageInfo.hasNextPage)
    return withParam('pagination.after', connection.pageInfo.endCursor);
  // The block explorer's list: no pageInfo; a full page means there may be more before it.
  const { transactions } = body as { transactions?: { cursor: string }[] };
  const limit = Number(new URLSearchParams(url.split('?')[1]).get('limit'));
  if (Array.isArray(transactions) && transactions.length === limit)
    return withParam('before', transactions.at(-1)!.cursor);
  return undefined;
}

/** One line per distinct departure (kind, definition, property), with a count and an example. */
function format(issues: Issue[]): string {
  const groups = new Map<string, { count: number; example: Issue }>();
  for (const issue of issues) {
    const key = `${issue.kind} ${issue.definition}.${issue.property ?? ''}`;
    const group = groups.get(key) ?? { count: 0, example: issue };
    group.count++;
    groups.set(key, group);
  }
  return [...groups]
    .map(
      ([key, { count, example }]) => `${key} ×${count}, e.g. ${example.path}: ${example.message}`,
    )
    .join('\n');
}

describe('swagger conformance of every JSON route', () => {
  it('has a swagger mapping or a stated reason for every route the app serves', () => {
    const routes = getRoutes(t.app).filter((r) => !isStreamRoute(r));
    const unmapped = routes.filter(
      (r) => !(r in SWAGGER_ENDPOINTS) && !(r in OUT_OF_SWAGGER_SCOPE),
    );
    expect(unmapped, 'routes without a swagger mapping').toEqual([]);
    const stale = [...Object.keys(SWAGGER_ENDPOINTS), ...Object.keys(OUT_OF_SWAGGER_SCOPE)].filter(
      (r) => !routes.includes(r),
    );
    expect(stale, 'mapped routes the app no longer serves').toEqual([]);
  });

  it.each(Object.entries(SWAGGER_ENDPOINTS))('%s', async (route, endpoint) => {
    const doc = loadSwagger(endpoint.swagger.file);
    const schema = responseSchema(doc, endpoint.swagger.path);
    const validator = new SwaggerValidator(doc);
    const urls = endpoint.urls(samples);
    expect(urls.length, `${route}: no sample URLs`).toBeGreaterThan(0);
    let records = 0;
    for (const url of urls) {
      // Every page of a list, so every record the chain wrote is checked.
      for (let pageUrl: string | undefined = url, pages = 0; pageUrl; pages++) {
        expect(pages, `${url}: too many pages`).toBeLessThan(100);
        const body = await getBody(pageUrl);
        records += recordCount(body);
        pageUrl = nextPage(pageUrl, body);
        const drift = validator.validate(schema, body).filter((issue) => {
          const exception = findException(issue);
          if (exception) usedExceptions.add(exception);
          return !exception;
        });
        expect(drift.length, `${pageUrl}\n${format(drift)}`).toBe(0);
      }
    }
    // A check of empty lists proves nothing, unless the chain is known to record none yet.
    if (endpoint.mayBeEmpty === undefined)
      expect(records, `${route}: every sample was empty`).toBeGreaterThan(0);
  });

  it('needs every listed exception (no stale entries)', () => {
    const unused = EXCEPTIONS.filter((e) => !usedExceptions.has(e));
    expect(unused.map((e) => `${e.definition}.${e.property}`)).toEqual([]);
  });
});
