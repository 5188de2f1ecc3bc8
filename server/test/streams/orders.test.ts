import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '#contract/order.ts';
import { STREAMS, ordersStreamResultSchema } from '#contract/stream-messages.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';
import type { StreamClient } from './ws-client.ts';

let s: ChainStreams;
beforeAll(async () => {
  s = await startChainStreams(60);
}, 60_000);
afterAll(() => s.stop());

const PATH = STREAMS.orders.path;
const LIVE = "status IN ('STATUS_ACTIVE', 'STATUS_PARKED')";
const key = (o: Pick<Order, 'id' | 'version'>) => `${o.id}:${o.version}`;
const byId = (a: Order, b: Order) => a.id.localeCompare(b.id);
/** An order as a stream reads back: an unset peggedOrder is absent there, null in REST. */
const asStreamed = (order: Order): Order => {
  const { peggedOrder, ...rest } = orderSchema.parse(order);
  return peggedOrder ? { ...rest, peggedOrder } : rest;
};

async function liveOrders(where = 'true', params: unknown[] = []): Promise<Order[]> {
  const rows = await s.db.query<{ record: string }>(
    `SELECT v.record FROM orders_current c
     JOIN order_versions v ON v.id = c.id
       AND v.version = (SELECT max(version) FROM order_versions WHERE id = c.id)
     WHERE ${LIVE} AND ${where}`,
    params,
  );
  return rows.map((row) => asStreamed(JSON.parse(row.record) as Order)).sort(byId);
}

const results = (client: StreamClient) => resultsOf(client, ordersStreamResultSchema);
const snapshotDone = (client: StreamClient) =>
  client.until(() => results(client).some((r) => r.snapshot?.lastPage), 'the last snapshot page');
const snapshotOrders = (client: StreamClient) =>
  results(client).flatMap((r) => r.snapshot?.orders ?? []);
const updateOrders = (client: StreamClient) =>
  results(client).flatMap((r) => r.updates?.orders ?? []);

describe('orders stream', () => {
  it('sends every live order as snapshot pages of at most 50, lastPage only on the last', async () => {
    const expected = await liveOrders();
    expect(expected.length).toBeGreaterThan(100); // several pages
    const client = await s.open(PATH);
    await snapshotDone(client);

    const pages = results(client).map((r) => r.snapshot);
    expect(pages.every((p) => p !== undefined)).toBe(true);
    expect(pages.map((p) => p?.orders.length)).toEqual(
      pages.map((_, i) => (i < pages.length - 1 ? 50 : expected.length - 50 * i)),
    );
    expect(pages.map((p) => p?.lastPage)).toEqual(pages.map((_, i) => i === pages.length - 1));
    expect(snapshotOrders(client).sort(byId)).toEqual(expected);

    // Wire encoding: enums are integers, defaults left out.
    const first = (raw(client, 0).result.snapshot as { orders: Record<string, unknown>[] })
      .orders[0];
    expect(typeof first?.side).toBe('number');
    expect(typeof first?.status).toBe('number');
    expect(typeof first?.timeInForce).toBe('number');
    expect(first).not.toHaveProperty('liquidityProvisionId');
  });

  it('filters the snapshot and the updates by market, updates following the snapshot', async () => {
    const [busiest] = await s.db.query<{ market_id: string }>(
      `SELECT market_id FROM orders_current WHERE ${LIVE} GROUP BY market_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const market = busiest!.market_id;
    const client = await s.open(`${PATH}?marketIds=${market}`);
    await snapshotDone(client);
    expect(snapshotOrders(client).sort(byId)).toEqual(await liveOrders('market_id = $1', [market]));
    const snapshotMessages = client.messages.length;

    const outputs = await s.chain.advance(3);
    const expected = outputs.flatMap((out) =>
      [...out.orders.values()].filter((o) => o.marketId === market),
    );
    expect(expected.length).toBeGreaterThan(0);
    await settle(client, () => updateOrders(client).length, expected.length);

    const after = results(client).slice(snapshotMessages);
    expect(after.every((r) => r.updates && !r.snapshot)).toBe(true);
    expect(after.every((r) => (r.updates?.orders.length ?? 0) <= 50)).toBe(true);
    const updates = updateOrders(client);
    expect(updates.every((o) => o.marketId === market)).toBe(true);
    expect(updates.map(key)).toEqual(expected.map(key));
    expect(updates).toEqual(expected.map(asStreamed));
  });

  it('takes partyIds and partyId together, and excludeLiquidity', async () => {
    const parties = await s.db.query<{ party_id: string }>(
      `SELECT party_id FROM orders_current WHERE ${LIVE} GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 2`,
    );
    const [p1, p2] = parties.map((p) => p.party_id);
    const client = await s.open(`${PATH}?partyIds=${p1}&partyId=${p2}&excludeLiquidity=true`);
    await snapshotDone(client);
    expect(snapshotOrders(client).sort(byId)).toEqual(
      await liveOrders('party_id IN ($1, $2) AND NOT is_liquidity', [p1, p2]),
    );

    const outputs = await s.chain.advance(3);
    const expected = outputs.flatMap((out) =>
      [...out.orders.values()].filter(
        (o) => (o.partyId === p1 || o.partyId === p2) && o.liquidityProvisionId === '',
      ),
    );
    await settle(client, () => updateOrders(client).length, expected.length);
    expect(updateOrders(client).map(key)).toEqual(expected.map(key));
  });

  it('refuses a malformed id with one error message and close 1008', async () => {
    const client = await s.open(`${PATH}?marketIds=not-a-market`);
    const message = await expectRefused(client, 3, DetailCode.MALFORMED_REQUEST);
    expect(message).toMatch(/marketIds/);
  });
});
