import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_FORWARD_GROUP } from '../../src/node/chain-runner.ts';
import type { Database } from '../../src/store/database.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

// Fast-forward commits its history FAST_FORWARD_GROUP blocks at a time; `advance` commits one
// block per transaction. Both must leave exactly the same rows: the per-block path is the
// expected value. 60 blocks = two full groups and a partial one.
const BLOCKS = 60;

async function dump(db: Database): Promise<Map<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1",
  );
  const out = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await db.query<{ r: string }>(
      `SELECT row_to_json(t)::text AS r FROM ${name} t ORDER BY 1`,
    );
    out.set(
      name,
      // The two chains were started with different HISTORY_BLOCKS (60 and 0), which the chain
      // records with its other settings (chain-settings.ts); every other row must match.
      rows.map((row) => row.r).filter((r) => !r.includes('"key":"setting_history_blocks"')),
    );
  }
  return out;
}

describe('fast-forward commits blocks in groups', () => {
  let grouped: ChainTestApp;
  let single: ChainTestApp;
  const published: bigint[] = [];
  beforeAll(async () => {
    grouped = await buildChainTestApp({
      blocks: BLOCKS,
      chain: { onCommit: (out) => published.push(out.height) },
    });
    single = await buildChainTestApp({ blocks: 0 });
    await single.chain.advance(BLOCKS);
  }, 300_000);
  afterAll(async () => {
    await grouped.close();
    await single.close();
  });

  it('groups more than one block per commit', () => {
    expect(FAST_FORWARD_GROUP).toBeGreaterThan(1n);
    expect(BigInt(BLOCKS)).toBeGreaterThan(FAST_FORWARD_GROUP);
  });

  it('stores the same rows, table by table, as committing every block on its own', async () => {
    const a = await dump(grouped.db);
    const b = await dump(single.db);
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect(a.get('transactions')!.length).toBeGreaterThan(BLOCKS * 10);
    for (const [table, rows] of b) expect(a.get(table), table).toEqual(rows);
  });

  it('publishes every block once, in height order, after its group is committed', () => {
    expect(published).toEqual(Array.from({ length: BLOCKS }, (_, i) => BigInt(i + 1)));
  });
});
