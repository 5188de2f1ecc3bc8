import type { BlockOutput } from '../chain/block/block-output.ts';
import { NO_MARKET, SYSTEM_OWNER } from '../chain/collateral/accounts.ts';
import type { Market } from '../contract/market.ts';
import type { Queryable } from './database.ts';
import { insertRows } from './sql-insert.ts';
import { writeValidatorsBlock } from './write-validators.ts';
import { writeGovernanceBlock } from './write-governance.ts';

const json = (value: unknown) => JSON.stringify(value);
const owner = (o: string) => (o === SYSTEM_OWNER ? 'network' : o);
const marketOf = (m: string) => (m === NO_MARKET ? '' : m);

/**
 * Writes everything a block changed, inside the caller's DB transaction (one per block), as a
 * handful of multi-row statements.
 */
export async function writeBlock(
  db: Queryable,
  out: BlockOutput,
  markets: readonly Market[],
): Promise<void> {
  const header = out.header;
  if (!header) throw new Error('block output has no header');
  const h = header.height.toString();
  const t = header.timeNs.toString();

  await insertRows(
    db,
    'blocks',
    ['height', 'hash', 'time_ns', 'tx_count'],
    [[h, header.hash, t, header.txCount]],
  );
  await insertRows(
    db,
    'transactions',
    ['hash', 'block_height', 'idx', 'submitter', 'type', 'code', 'record'],
    out.transactions.map((x) => [x.hash, h, x.index, x.submitter, x.type, x.code, json(x.record)]),
  );
  await insertRows(
    db,
    'order_versions',
    ['id', 'version', 'block_height', 'time_ns', 'record'],
    [...out.orderVersions.values()].map((o) => [o.id, o.version, h, t, json(o)]),
    'ON CONFLICT (id, version) DO UPDATE SET record = EXCLUDED.record, block_height = EXCLUDED.block_height, time_ns = EXCLUDED.time_ns',
  );
  await insertRows(
    db,
    'orders_current',
    [
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
      'record',
    ],
    [...out.orders.values()].map((o) => [
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
      json(o),
    ]),
    'ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, time_ns = EXCLUDED.time_ns, record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'trades',
    ['seq', 'id', 'market_id', 'buyer', 'seller', 'buy_order', 'sell_order', 'time_ns', 'record'],
    out.trades.map(({ seq, trade: x }) => [
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
  );
  await insertRows(
    db,
    'deposits',
    ['seq', 'id', 'party_id', 'asset_id', 'created_ns', 'record'],
    out.deposits.map(({ seq, deposit: d }) => [
      seq,
      d.id,
      d.partyId,
      d.asset,
      d.createdTimestamp,
      json(d),
    ]),
  );
  await insertRows(
    db,
    'ledger_entries',
    [
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
    out.ledgerEntries.map(({ seq, entry: e }) => [
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
  );
  await insertRows(
    db,
    'accounts',
    ['owner', 'asset_id', 'market_id', 'type', 'balance', 'updated_height'],
    out.accounts.map((a) => [a.owner, a.asset, a.marketId, a.type, a.balance, h]),
    'ON CONFLICT (owner, asset_id, market_id, type) DO UPDATE SET balance = EXCLUDED.balance, updated_height = EXCLUDED.updated_height',
  );
  await insertRows(
    db,
    'positions',
    ['party_id', 'market_id', 'updated_ns', 'record'],
    out.positions.map((p) => [p.partyId, p.marketId, p.updatedAt, json(p)]),
    'ON CONFLICT (party_id, market_id) DO UPDATE SET updated_ns = EXCLUDED.updated_ns, record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'margin_levels',
    ['party_id', 'market_id', 'record'],
    out.marginLevels.map((m) => [m.partyId, m.marketId, json(m)]),
    'ON CONFLICT (party_id, market_id) DO UPDATE SET record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'market_data',
    ['market_id', 'time_ns', 'block_height', 'record'],
    out.marketData.map((m) => [m.market, m.timestamp, h, json(m)]),
    'ON CONFLICT (market_id, time_ns) DO UPDATE SET record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'markets',
    ['id', 'state', 'trading_mode', 'settlement_asset', 'created_height', 'record'],
    markets.map((m) => [
      m.id,
      m.state,
      m.tradingMode,
      m.tradableInstrument.instrument.future?.settlementAsset ?? '',
      0,
      json(m),
    ]),
    'ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, trading_mode = EXCLUDED.trading_mode, record = EXCLUDED.record',
  );
  await insertRows(
    db,
    'market_depth',
    ['market_id', 'sequence_number', 'record'],
    out.depths.map((d) => [d.marketId, d.sequenceNumber, json(d)]),
    'ON CONFLICT (market_id) DO UPDATE SET sequence_number = EXCLUDED.sequence_number, record = EXCLUDED.record',
  );
  await writeValidatorsBlock(db, out);
  await writeGovernanceBlock(db, out);
  await db.query(
    "INSERT INTO chain_meta (key, value) VALUES ('height', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    [h],
  );
}
