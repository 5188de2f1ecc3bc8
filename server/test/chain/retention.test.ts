import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

// Housekeeping runs every 50 blocks (MAINTENANCE_INTERVAL). With 150 blocks kept, the round
// at block 300 keeps blocks 151..300 of every pruned table.
const KEEP = 150;
const HEAD = 300;
const OLDEST_KEPT = HEAD - KEEP + 1;

describe('history retention and store housekeeping', () => {
  let t: ChainTestApp;
  beforeAll(async () => {
    t = await buildChainTestApp({ blocks: HEAD, chain: { retentionBlocks: KEEP } });
  }, 300_000);
  afterAll(() => t.close());

  const count = async (sql: string) => {
    const [row] = await t.db.query<{ n: string }>(sql);
    return Number(row?.n);
  };

  it('drops transactions, ledger entries and market data from before the window', async () => {
    for (const table of ['transactions', 'ledger_entries', 'market_data']) {
      const [range] = await t.db.query<{ lo: string; hi: string }>(
        `SELECT min(block_height)::text AS lo, max(block_height)::text AS hi FROM ${table}`,
      );
      expect(range, table).toEqual({ lo: String(OLDEST_KEPT), hi: String(HEAD) });
    }
  });

  it('drops trades timestamped before the oldest kept block', async () => {
    const [oldest] = await t.db.query<{ time_ns: string }>(
      'SELECT time_ns::text FROM blocks WHERE height = $1',
      [OLDEST_KEPT],
    );
    const older = await count(
      `SELECT count(*)::text AS n FROM trades WHERE time_ns < ${oldest!.time_ns}`,
    );
    const kept = await count(
      `SELECT count(*)::text AS n FROM trades WHERE time_ns >= ${oldest!.time_ns}`,
    );
    expect(older).toBe(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('keeps every block (a restart replays the chain from them)', async () => {
    expect(await count('SELECT count(*)::text AS n FROM blocks')).toBe(HEAD);
  });

  it('keeps live orders whatever their age, each with its latest version', async () => {
    const live = t.chain.state.markets.flatMap((m) => m.book.liveOrders());
    const oldLive = live.filter(
      (o) => BigInt(o.createdAt) < BigInt(t.chain.state.time) - BigInt(KEEP) * 1_000_000_000n,
    );
    expect(oldLive.length).toBeGreaterThan(0);
    for (const o of oldLive.slice(0, 20)) {
      const res = await t.app.inject(`/api/v2/order/${o.id}`);
      expect(res.statusCode, o.id).toBe(200);
      const versions = await t.app.inject(`/api/v2/order/versions/${o.id}`);
      const edges = versions.json<{ orders: { edges: { node: { version: string } }[] } }>().orders
        .edges;
      expect(edges[0]?.node.version).toBe(String(o.version));
    }
  });

  it('leaves no order version without its order', async () => {
    expect(
      await count(
        'SELECT count(*)::text AS n FROM order_versions v WHERE NOT EXISTS (SELECT 1 FROM orders_current c WHERE c.id = v.id)',
      ),
    ).toBe(0);
  });
});
