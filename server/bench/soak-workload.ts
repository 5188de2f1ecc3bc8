/** What the soak's clients ask for (soak-bench.ts): REST URLs by kind, stream paths by kind. */

export interface Ids {
  markets: string[];
  parties: string[];
  segments: { from: string; to: string }[];
}

async function getJson(origin: string, path: string): Promise<unknown> {
  const res = await fetch(`${origin}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** The node ids of a connection-shaped answer (`{<list>: {edges: [{node: {id}}]}}`). */
const idsIn = (value: unknown, list: string) =>
  (value as Record<string, { edges: { node: { id: string } }[] }>)[list]!.edges.map(
    (e) => e.node.id,
  );

export async function readIds(origin: string): Promise<Ids> {
  const markets = idsIn(await getJson(origin, '/api/v2/markets'), 'markets');
  const parties = idsIn(await getJson(origin, '/api/v2/parties?pagination.first=200'), 'parties');
  const history = JSON.stringify(await getJson(origin, '/api/v2/networkhistory/segments'));
  const segments = [...history.matchAll(/"fromHeight":"(\d+)","toHeight":"(\d+)"/g)].map((m) => ({
    from: m[1]!,
    to: m[2]!,
  }));
  if (markets.length === 0 || parties.length === 0) throw new Error('no markets or parties');
  return { markets, parties, segments };
}

export const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Always the same URLs: after the first answer per block they come from the response cache. */
export const FRIENDLY: readonly ((ids: Ids) => string)[] = [
  () => '/api/v2/markets',
  () => '/api/v2/assets',
  () => '/api/v2/markets/data',
  () => '/api/v2/nodes',
  () => '/api/v2/network/parameters',
  () => '/api/v2/info',
  (ids) => `/api/v2/orders?filter.marketIds=${ids.markets[0]}`,
  (ids) => `/api/v2/trades?marketIds=${ids.markets[0]}`,
];

/** Lists walked page by page (pageInfo.endCursor), a random page size each time. */
export const HOSTILE: Record<string, (ids: Ids) => string> = {
  'orders by party': (ids) => `/api/v2/orders?filter.partyIds=${pick(ids.parties)}`,
  'orders by market': (ids) => `/api/v2/orders?filter.marketIds=${pick(ids.markets)}`,
  'trades by market': (ids) => `/api/v2/trades?marketIds=${pick(ids.markets)}`,
  'ledger by party': (ids) => {
    const party = pick(ids.parties);
    return `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${party}&filter.toAccountFilter.partyIds=${party}`;
  },
  'accounts by party': (ids) => `/api/v2/accounts?filter.partyIds=${pick(ids.parties)}`,
  transactions: () => '/rest/transactions',
};

export function csvPath(ids: Ids): string {
  const segment = ids.segments.length > 0 && Math.random() < 0.5 ? pick(ids.segments) : undefined;
  return segment
    ? `/api/v2/networkhistory/export?table=TABLE_BLOCKS&fromBlock=${segment.from}&toBlock=${segment.to}`
    : `/api/v2/ledgerentry/export?partyId=${pick(ids.parties)}`;
}

export const STREAMS: Record<string, (ids: Ids, i: number) => string> = {
  trades: (ids, i) => `/api/v2/stream/trades?marketId=${ids.markets[i % ids.markets.length]}`,
  orders: (ids, i) => `/api/v2/stream/orders?marketId=${ids.markets[i % ids.markets.length]}`,
  'markets data': (ids, i) =>
    `/api/v2/stream/markets/data?marketIds=${ids.markets[i % ids.markets.length]}`,
  'markets depth': (ids, i) =>
    `/api/v2/stream/markets/depth?marketIds=${ids.markets[i % ids.markets.length]}`,
  accounts: (ids, i) => `/api/v2/stream/accounts?partyId=${ids.parties[i % ids.parties.length]}`,
  positions: (ids, i) => `/api/v2/stream/positions?partyId=${ids.parties[i % ids.parties.length]}`,
  'ledger movements': () => '/api/v2/stream/ledger/movements',
  'event bus': () => '/api/v2/stream/event/bus?type=BUS_EVENT_TYPE_TIME_UPDATE',
};
