import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntriesResponseSchema } from '#contract/ledger.ts';
import { ordersResponseSchema } from '#contract/order.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { CATALOG, declaredQuery } from '../fuzz/rest-routes.ts';

/**
 * The network's own party, `network`, wherever the reference's data node takes it: its
 * `networkPartyID` exceptions (orders, balance changes, positions, deposits, withdrawals,
 * parties, stake) and every filter it turns into an id without validating (trades, the
 * ledger's account filters, …). The network takes over closed-out positions, so its trades are
 * what a user looking into a close-out asks for.
 */
let t: ChainTestApp;
const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

beforeAll(async () => {
  // The default network's first close-outs come after block 200.
  t = await buildChainTestApp({ blocks: 240 });
}, 300_000);
afterAll(async () => t?.close());

describe('the network party', () => {
  it("lists the network's close-out trades under partyIds=network", async () => {
    const rows = await t.db.query<{ id: string }>(
      "SELECT id FROM trades WHERE buyer = 'network' OR seller = 'network' ORDER BY seq DESC",
    );
    expect(rows.length).toBeGreaterThan(0);
    const res = await get('/api/v2/trades?partyIds=network&pagination.first=1000');
    expect(res.statusCode, res.body).toBe(200);
    const trades = tradesResponseSchema.parse(res.json()).trades.edges.map((e) => e.node);
    expect(trades.map((x) => x.id)).toEqual(rows.map((r) => r.id));
    for (const trade of trades) expect([trade.buyer, trade.seller]).toContain('network');
  });

  it("lists the network's orders under filter.partyIds=network", async () => {
    const rows = await t.db.query<{ id: string }>(
      "SELECT id FROM orders_current WHERE party_id = 'network' ORDER BY created_ns DESC, id DESC",
    );
    const res = await get('/api/v2/orders?filter.partyIds=network&pagination.first=1000');
    expect(res.statusCode, res.body).toBe(200);
    const orders = ordersResponseSchema.parse(res.json()).orders.edges.map((e) => e.node);
    expect(orders.map((o) => o.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const order of orders) expect(order.partyId).toBe('network');
  });

  it("lists the ledger entries out of the network's accounts", async () => {
    const [row] = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM ledger_entries WHERE from_owner = 'network'",
    );
    const expected = Number(row!.n);
    expect(expected).toBeGreaterThan(0);
    const res = await get(
      '/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=network&pagination.first=5000',
    );
    expect(res.statusCode, res.body).toBe(200);
    const nodes = ledgerEntriesResponseSchema.parse(res.json()).ledgerEntries.edges;
    expect(nodes).toHaveLength(Math.min(expected, 5000));
    for (const { node } of nodes) expect(node.fromAccountPartyId).toBe('network');
  });

  const partyParams = CATALOG.filter(({ doc }) => !doc.websocket).flatMap(({ url, doc }) =>
    url.includes(':')
      ? []
      : Object.entries(declaredQuery(doc))
          .filter(([, kind]) => typeof kind === 'object' && 'id' in kind && kind.id === 'party')
          .map(([name]) => [url, name] as const),
  );

  it('covers the party filters of the REST routes', () => {
    expect(partyParams.length).toBeGreaterThan(20);
  });

  it.each(partyParams)('%s takes %s=network', async (url, name) => {
    const res = await get(`${url}?${name}=network`);
    // A route may still want another parameter; it never refuses the network party itself.
    expect(res.body).not.toContain(`${name} must be 64 hexadecimal characters`);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
