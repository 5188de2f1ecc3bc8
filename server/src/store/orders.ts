import type { Connection } from '#contract/connection.ts';
import type { Order } from '#contract/order.ts';
import { everyRow, fetchPage, type PageQuery, type PageRequest } from './keyset-page.ts';
import { storedRecord, type StoredJson } from './stored-json.ts';
import type { Queryable } from './database.ts';
import type { DateRange } from './date-range.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

export interface OrderFilter {
  statuses: Order['status'][];
  types: Order['type'][];
  timeInForces: Order['timeInForce'][];
  excludeLiquidity: boolean;
  partyIds: string[];
  marketIds: string[];
  reference?: string | undefined;
  liveOnly: boolean;
  /** Compared with the block time of the order's latest version (reference §2). */
  dateRange: DateRange;
}

interface OrderRow {
  created_ns: string;
  id: string;
  record: string;
}

interface VersionRow {
  version: string;
  record: string;
}

// The chain stores each order as its REST record: served as written.
const toOrder = storedRecord<Order>;

/**
 * An orders_current row's record: its latest version's, stored once in order_versions
 * (migration 0017). A scalar subquery, so a page looks up only the rows it returns.
 */
export const ORDER_RECORD =
  '(SELECT v.record FROM order_versions v WHERE v.id = orders_current.id AND v.version = orders_current.version)';

/** Live = on the book or parked (reference: the `orders_live` table). */
const LIVE = "status IN ('STATUS_ACTIVE', 'STATUS_PARKED')";

/** The latest versions of the orders the conditions pick, newest first by (createdAt, id). */
const currentOrders = (w: WhereBuilder): PageQuery<OrderRow, StoredJson<Order>> => ({
  select: `SELECT created_ns, id, ${ORDER_RECORD} AS record FROM orders_current`,
  where: w.where,
  params: w.params,
  key: [{ sql: 'created_ns', numeric: true }, { sql: 'id' }],
  keyOf: (r) => [r.created_ns, r.id],
  toNode: toOrder,
});

/** The latest version of every order, newest first by (createdAt, id). */
export async function listOrders(
  db: Queryable,
  filter: OrderFilter,
  page: PageRequest,
): Promise<Connection<StoredJson<Order>>> {
  const w = new WhereBuilder()
    .anyOf('status', filter.statuses)
    .anyOf('type', filter.types)
    .anyOf('time_in_force', filter.timeInForces)
    .anyOf('party_id', filter.partyIds)
    .anyOf('market_id', filter.marketIds)
    .equals('reference', filter.reference)
    .range('time_ns', filter.dateRange);
  if (filter.excludeLiquidity) w.add('NOT is_liquidity');
  if (filter.liveOnly) w.add(LIVE);
  return fetchPage(db, currentOrders(w), page);
}

/** The live orders (active and parked) of the orders stream's snapshot, newest first. */
export function everyLiveOrder(
  db: Queryable,
  filter: { marketIds: string[]; partyIds: string[]; excludeLiquidity: boolean },
): AsyncGenerator<StoredJson<Order>[]> {
  const w = new WhereBuilder()
    .add(LIVE)
    .anyOf('market_id', filter.marketIds)
    .anyOf('party_id', filter.partyIds);
  if (filter.excludeLiquidity) w.add('NOT is_liquidity');
  return everyRow(db, currentOrders(w), true);
}

/** One order: its latest version, or the given version; undefined when there is none. */
export async function getOrder(
  db: Queryable,
  id: string,
  version?: number,
): Promise<StoredJson<Order> | undefined> {
  const [row] =
    version === undefined
      ? await db.query<{ record: string }>(
          `SELECT ${ORDER_RECORD} AS record FROM orders_current WHERE id = $1`,
          [id],
        )
      : await db.query<{ record: string }>(
          'SELECT record FROM order_versions WHERE id = $1 AND version = $2',
          [id, version],
        );
  return row && toOrder(row);
}

/** Every version of one order, ordered by version number (newest first by default). */
export async function listOrderVersions(
  db: Queryable,
  id: string,
  page: PageRequest,
): Promise<Connection<StoredJson<Order>>> {
  return fetchPage<VersionRow, StoredJson<Order>>(
    db,
    {
      select: 'SELECT version, record FROM order_versions',
      where: ['id = $1'],
      params: [id],
      key: [{ sql: 'version', numeric: true }],
      keyOf: (r) => [r.version],
      toNode: toOrder,
    },
    page,
  );
}

export async function orderExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders_current WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Every version of an order the block made, with its record. */
export const orderVersionRows: BlockTableRows = (out, { height, timeNs }) => ({
  table: 'order_versions',
  columns: ['id', 'version', 'block_height', 'time_ns', 'record'],
  rows: [...out.orderVersions.values()].map((o) => [o.id, o.version, height, timeNs, json(o)]),
  // A pegged order repriced in a later block keeps its version: the newest state wins.
  upsert: { key: ['id', 'version'], update: ['record', 'block_height', 'time_ns'] },
});

/** The orders the block changed, as the filters read them; the record is ORDER_RECORD's. */
export const currentOrderRows: BlockTableRows = (out, { timeNs }) => ({
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
    timeNs,
    o.version,
  ]),
  upsert: { key: ['id'], update: ['status', 'time_ns', 'version'] },
});
