import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_FORWARD_GROUP } from '../../src/node/block-maker.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { dumpTables } from './table-dump.ts';

// Fast-forward commits its history FAST_FORWARD_GROUP blocks at a time; `advance` commits one
// block per transaction. Both must leave exactly the same rows: the per-block path is the
// expected value. 60 blocks = two full groups and a partial one.
const BLOCKS = 60;

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
    const a = await dumpTables(grouped.db);
    const b = await dumpTables(single.db);
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect(a.get('transactions')!.length).toBeGreaterThan(BLOCKS * 10);
    for (const [table, rows] of b) expect(a.get(table), table).toEqual(rows);
  });

  it('publishes every block once, in height order, after its group is committed', () => {
    expect(published).toEqual(Array.from({ length: BLOCKS }, (_, i) => BigInt(i + 1)));
  });
});
