import type { FastifyInstance } from 'fastify';
import type { IdPool } from './rest-routes.ts';

/** Real values of the test chain, for the fuzzer to mix with junk (so requests reach the SQL). */
export interface FuzzSamples {
  ids: Record<IdPool, string[]>;
  /** Cursors of several lists: given to other lists, they are foreign cursors. */
  cursors: string[];
  /** Block-explorer cursors `<block>.<index>`. */
  txCursors: string[];
  candleIds: string[];
  references: string[];
  paramKeys: string[];
  /** Block times (Unix ns). */
  timestamps: string[];
  transactionTypes: string[];
}

type Json = Record<string, unknown>;
interface Connection {
  edges: { cursor: string; node: Json }[];
  pageInfo: { startCursor: string; endCursor: string };
}

export async function collectFuzzSamples(app: FastifyInstance): Promise<FuzzSamples> {
  const get = async (url: string): Promise<Json> => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Json;
  };
  const list = async (url: string, key: string) => (await get(url))[key] as Connection;
  const field = (conn: Connection, name: string) => [
    ...new Set(
      conn.edges
        .map((e) => e.node[name])
        .filter((v): v is string => typeof v === 'string' && v !== ''),
    ),
  ];

  const orders = await list('/api/v2/orders?pagination.first=30', 'orders');
  const proposals = await list('/api/v2/governances', 'connection');
  const proposalNodes = proposals.edges.map(
    (e) => e.node.proposal as { id: string; reference: string },
  );
  const markets = await list('/api/v2/markets', 'markets');
  const marketIds = field(markets, 'id');
  const transactions = (await get('/rest/transactions?limit=20')).transactions as {
    hash: string;
    cursor: string;
    type: string;
  }[];
  const listsForCursors = await Promise.all(
    [
      ['/api/v2/assets?pagination.first=2', 'assets'],
      ['/api/v2/markets?pagination.first=2', 'markets'],
      ['/api/v2/trades?pagination.first=2', 'trades'],
      ['/api/v2/deposits?pagination.first=2', 'deposits'],
      ['/api/v2/parties?pagination.first=2', 'parties'],
      ['/api/v2/network/parameters?pagination.first=2', 'networkParameters'],
      [`/api/v2/market/data/${marketIds[0]}?pagination.first=2`, 'marketData'],
      ['/api/v2/accounts?pagination.first=2', 'accounts'],
    ].map(([url, key]) => list(url as string, key as string)),
  );
  const intervals = (await get(`/api/v2/candle/intervals?marketId=${marketIds[0]}`))
    .intervalToCandleId as {
    candleId: string;
  }[];
  return {
    ids: {
      asset: field(await list('/api/v2/assets', 'assets'), 'id'),
      market: marketIds,
      party: field(await list('/api/v2/parties?pagination.first=20', 'parties'), 'id'),
      order: field(orders, 'id'),
      proposal: proposalNodes.map((p) => p.id),
      node: field(await list('/api/v2/nodes?pagination.first=10', 'nodes'), 'id'),
      deposit: field(await list('/api/v2/deposits?pagination.first=10', 'deposits'), 'id'),
      withdrawal: field(await list('/api/v2/withdrawals?pagination.first=10', 'withdrawals'), 'id'),
      transaction: transactions.map((tx) => tx.hash),
      oracleSpec: (await list('/api/v2/oracle/specs?pagination.first=10', 'oracleSpecs')).edges.map(
        (e) => (e.node.externalDataSourceSpec as { spec: { id: string } }).spec.id,
      ),
    },
    cursors: [orders, ...listsForCursors].flatMap((conn) => conn.edges.map((e) => e.cursor)),
    txCursors: transactions.map((tx) => tx.cursor),
    candleIds: intervals.map((i) => i.candleId),
    references: [...proposalNodes.map((p) => p.reference), 'my-ref'],
    paramKeys: [
      'spam.pow.difficulty',
      'reward.asset',
      'market.margin.scalingFactors',
      'no.such.key',
    ],
    timestamps: field(orders, 'createdAt'),
    transactionTypes: [...new Set(transactions.map((tx) => tx.type))],
  };
}
