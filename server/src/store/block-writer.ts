import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { NO_MARKET, SYSTEM_OWNER } from '../chain/engine/collateral/accounts.ts';
import type { Market } from '#contract/market.ts';
import { addTradesToCandles } from './candle-buckets.ts';
import type { Queryable } from './database.ts';
import {
  jsonRecord as json,
  prepareInsert,
  runInsert,
  type PreparedInsert,
  type TableRows,
} from './sql-insert.ts';
import { validatorsRows } from './write-validators.ts';
import { governanceRows } from './write-governance.ts';

/**
 * Rows per statement at most. PGlite runs a statement on the thread that answers requests: a
 * group of 25 blocks writes thousands of ledger rows, one statement of those held /health for
 * seconds on a busy machine. Chunks, with the event loop let in between, keep it answering.
 */
export const MAX_ROWS_PER_STATEMENT = 400;
/** A ledger account's owner as stored (the response cache matches ledger parties this way). */
export const owner = (o: string) => (o === SYSTEM_OWNER ? 'network' : o);
const marketOf = (m: string) => (m === NO_MARKET ? '' : m);

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
  const h = header.height.toString();
  const t = header.timeNs.toString();
  return [
    {
      table: 'blocks',
      columns: ['height', 'hash', 'time_ns', 'tx_count', 'proposer'],
      rows: [[h, header.hash, t, header.txCount, header.proposer]],
    },
    {
      table: 'transactions',
      columns: ['hash', 'block_height', 'idx', 'submitter', 'type', 'code', 'record'],
      rows: out.transactions.map((x) => [
        x.hash,
        h,
        x.index,
        x.submitter,
        x.type,
        x.code,
        json(x.record),
      ]),
    },
    {
      table: 'order_versions',
      columns: ['id', 'version', 'block_height', 'time_ns', 'record'],
      rows: [...out.orderVersions.values()].map((o) => [o.id, o.version, h, t, json(o)]),
      // A pegged order repriced in a later block keeps its version: the newest state wins.
      upsert: { key: ['id', 'version'], update: ['record', 'block_height', 'time_ns'] },
    },
    {
      table: 'orders_current',
      columns: [
        'id',
        'market_id',
        'party_id',
        'status',
        'type',
        'time_in_force',
        'reference',
        'is_liquidity',
        'created_ns',
        'time_ns',
        'version',
      ],
      // The record itself is the latest version's row in order_versions (migration 0017).
      rows: [...out.orders.values()].map((o) => [
        o.id,
        o.marketId,
        o.partyId,
        o.status,
        o.type,
        o.timeInForce,
        o.reference,
        o.liquidityProvisionId !== '',
        o.createdAt,
        t,
        o.version,
      ]),
      upsert: { key: ['id'], update: ['status', 'time_ns', 'version'] },
    },
    {
      table: 'trades',
      columns: [
        'seq',
        'id',
        'market_id',
        'buyer',
        'seller',
        'buy_order',
        'sell_order',
        'time_ns',
        'record',
      ],
      rows: out.trades.map(({ seq, trade: x }) => [
        seq,
        x.id,
        x.marketId,
        x.buyer,
        x.seller,
        x.buyOrder,
        x.sellOrder,
        x.timestamp,
        json(x),
      ]),
    },
    {
      table: 'deposits',
      columns: ['seq', 'id', 'party_id', 'asset_id', 'created_ns', 'record'],
      rows: out.deposits.map(({ seq, deposit: d }) => [
        seq,
        d.id,
        d.partyId,
        d.asset,
        d.createdTimestamp,
        json(d),
      ]),
    },
    {
      table: 'ledger_entries',
      columns: [
        'seq',
        'block_height',
        'time_ns',
        'asset_id',
        'transfer_type',
        'quantity',
        'from_owner',
        'from_market',
        'from_type',
        'from_balance',
        'to_owner',
        'to_market',
        'to_type',
        'to_balance',
      ],
      rows: out.ledgerEntries.map(({ seq, entry: e }) => [
        seq,
        h,
        e.timestamp,
        e.fromAccount.assetId,
        e.type,
        e.amount,
        owner(e.fromAccount.owner),
        marketOf(e.fromAccount.marketId),
        e.fromAccount.type,
        e.fromAccountBalance,
        owner(e.toAccount.owner),
        marketOf(e.toAccount.marketId),
        e.toAccount.type,
        e.toAccountBalance,
      ]),
    },
    {
      table: 'accounts',
      columns: ['owner', 'asset_id', 'market_id', 'type', 'balance', 'updated_height'],
      rows: out.accounts.map((a) => [a.owner, a.asset, a.marketId, a.type, a.balance, h]),
      upsert: {
        key: ['owner', 'asset_id', 'market_id', 'type'],
        update: ['balance', 'updated_height'],
      },
    },
    {
      table: 'positions',
      columns: ['party_id', 'market_id', 'updated_ns', 'record'],
      rows: out.positions.map((p) => [p.partyId, p.marketId, p.updatedAt, json(p)]),
      upsert: { key: ['party_id', 'market_id'], update: ['updated_ns', 'record'] },
    },
    {
      table: 'margin_levels',
      columns: ['party_id', 'market_id', 'record'],
      rows: out.marginLevels.map((m) => [m.partyId, m.marketId, json(m)]),
      upsert: { key: ['party_id', 'market_id'], update: ['record'] },
    },
    {
      table: 'market_data',
      columns: ['market_id', 'time_ns', 'block_height', 'record'],
      rows: out.marketData.map((m) => [m.market, m.timestamp, h, json(m)]),
      upsert: { key: ['market_id', 'time_ns'], update: ['record'] },
    },
    {
      table: 'market_depth',
      columns: ['market_id', 'sequence_number', 'record'],
      rows: out.depths.map((d) => [d.marketId, d.sequenceNumber, json(d)]),
      upsert: { key: ['market_id'], update: ['sequence_number', 'record'] },
    },
    ...validatorsRows(out),
    ...governanceRows(out),
  ];
}

function marketRows(markets: readonly Market[]): TableRows {
  return {
    table: 'markets',
    columns: ['id', 'state', 'trading_mode', 'settlement_asset', 'created_height', 'record'],
    rows: markets.map((m) => [
      m.id,
      m.state,
      m.tradingMode,
      m.tradableInstrument.instrument.future?.settlementAsset ?? '',
      0,
      json(m),
    ]),
    upsert: { key: ['id'], update: ['state', 'trading_mode', 'record'] },
  };
}
