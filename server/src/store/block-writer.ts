import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { Market } from '#contract/market.ts';
import { accountRows } from './accounts.ts';
import { assetRows } from './assets.ts';
import { blockHeaderRows } from './blocks.ts';
import { addTradesToCandles } from './candle-buckets.ts';
import type { Queryable } from './database.ts';
import { depositRows, withdrawalRows } from './deposits-withdrawals.ts';
import { proposalRows, voteRows } from './governance.ts';
import { ledgerEntryRows } from './ledger.ts';
import { marginLevelRows } from './margin-levels.ts';
import { marketDataRows } from './market-data.ts';
import { marketDepthRows } from './market-depth.ts';
import { marketRows } from './markets.ts';
import { networkParameterRows } from './network-parameters.ts';
import { delegationRows, epochRows, nodeEpochRows } from './nodes.ts';
import { currentOrderRows, orderVersionRows } from './orders.ts';
import { positionRows } from './positions.ts';
import { checkpointRows, coreSnapshotRows } from './snapshots.ts';
import { spamDefaultsRows, spamStatisticsRows } from './spam-statistics.ts';
import {
  prepareInsert,
  runInsert,
  type BlockTableRows,
  type PreparedInsert,
  type TableRows,
} from './sql-insert.ts';
import { tradeRows } from './trades.ts';
import { transactionRows } from './transactions.ts';
import { liquidityProvisionRows, transferRows } from './transfers.ts';

/** Every table a block writes, in writing order; each builder lives beside its table's reads. */
const BLOCK_TABLES: readonly BlockTableRows[] = [
  blockHeaderRows,
  transactionRows,
  orderVersionRows,
  currentOrderRows,
  tradeRows,
  depositRows,
  ledgerEntryRows,
  accountRows,
  positionRows,
  marginLevelRows,
  marketDataRows,
  marketDepthRows,
  epochRows,
  nodeEpochRows,
  delegationRows,
  spamStatisticsRows,
  coreSnapshotRows,
  checkpointRows,
  spamDefaultsRows,
  proposalRows,
  voteRows,
  transferRows,
  withdrawalRows,
  liquidityProvisionRows,
  assetRows,
  networkParameterRows,
];

/**
 * Rows per statement at most. PGlite runs a statement on the thread that answers requests: a
 * group of 25 blocks writes thousands of ledger rows, one statement of those held /health for
 * seconds on a busy machine. Chunks, with the event loop let in between, keep it answering.
 */
export const MAX_ROWS_PER_STATEMENT = 400;
/**
 * What one or more consecutive blocks changed, as the statements that store it: one multi-row
 * statement per table for all of them (in chunks). History rows (transactions, trades, ledger,
 * …) are all kept; a current-state row (an account, a position, an order's latest state)
 * changed in several of the blocks is written once, in its state after the last. Pure: the
 * history worker builds a group's statements on its own thread (node/block-maker.ts).
 */
export function blockInserts(
  outs: readonly BlockOutput[],
  markets: readonly Market[],
): PreparedInsert[] {
  const byTable = new Map<string, TableRows>();
  for (const out of outs) {
    for (const t of blockRows(out)) {
      const merged = byTable.get(t.table);
      if (merged) merged.rows.push(...t.rows);
      else byTable.set(t.table, { ...t, rows: [...t.rows] });
    }
  }
  const inserts: PreparedInsert[] = [];
  for (const t of [...byTable.values(), marketRows(markets)]) {
    // In order: an upserted row repeated across chunks ends in its last (newest) state.
    for (let i = 0; i < t.rows.length; i += MAX_ROWS_PER_STATEMENT) {
      const insert = prepareInsert({ ...t, rows: t.rows.slice(i, i + MAX_ROWS_PER_STATEMENT) });
      if (insert) inserts.push(insert);
    }
  }
  return inserts;
}

/**
 * Writes consecutive blocks (their statements from blockInserts) inside the caller's DB
 * transaction. Fast-forward commits its history this way in groups; live blocks one by one.
 */
export async function writeBlocks(
  db: Queryable,
  outs: readonly BlockOutput[],
  inserts: readonly PreparedInsert[],
): Promise<void> {
  const last = outs[outs.length - 1];
  if (!last) return;
  for (const insert of inserts) {
    await runInsert(db, insert);
    await yieldToEventLoop();
  }
  // The stored candles take in the trades just written (candle-buckets.ts).
  await addTradesToCandles(
    db,
    outs.flatMap((out) => out.trades),
  );
  await db.query(
    "INSERT INTO chain_meta (key, value) VALUES ('height', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    [last.height.toString()],
  );
}

/** Every table's rows of one block, in writing order. */
function blockRows(out: BlockOutput): TableRows[] {
  const header = out.header;
  if (!header) throw new Error('block output has no header');
  const block = { height: header.height.toString(), timeNs: header.timeNs.toString(), header };
  return BLOCK_TABLES.map((rowsOf) => rowsOf(out, block));
}
