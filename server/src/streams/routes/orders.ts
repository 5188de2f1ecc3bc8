import type { FastifyInstance } from 'fastify';
import { orderSchema } from '#contract/order.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { ORDER_RECORD } from '../../store/orders.ts';
import { Conditions, keysetPages } from './snapshot-pages.ts';
import { allows, idSet, partySet, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

/** What the filter reads of a stream-encoded order (defaults are omitted on streams). */
interface OrderItem {
  marketId?: string;
  partyId?: string;
  liquidityProvisionId?: string;
}

interface OrdersFilter {
  marketIds: Set<string>;
  partyIds: Set<string>;
  excludeLiquidity: boolean;
}

const LIVE = "status IN ('STATUS_ACTIVE', 'STATUS_PARKED')";

/**
 * `/api/v2/stream/orders?marketIds=…&partyIds=…&excludeLiquidity=…` (also singular `marketId`,
 * `partyId`): a snapshot of the live orders (active and parked, newest first), then every
 * change of a matching order as `{updates: {orders}}`. Unlike the reference, whose live filter
 * ignores excludeLiquidity, it applies to the updates too.
 */
export function registerOrdersStream(app: FastifyInstance): void {
  registerStream<OrdersFilter, OrderItem>(app, {
    path: STREAMS.orders.path,
    doc: STREAM_DOCS.orders,
    topic: Topic.orders,
    parseFilter(query) {
      const q = readQuery(query);
      return {
        marketIds: idSet(q, 'marketIds', 'marketId'),
        partyIds: partySet(q, 'partyIds', 'partyId'),
        excludeLiquidity: q.bool('excludeLiquidity') ?? false,
      };
    },
    matches: (f, order) =>
      allows(f.marketIds, order.marketId) &&
      allows(f.partyIds, order.partyId) &&
      !(f.excludeLiquidity && order.liquidityProvisionId),
    snapshotKey: 'orders',
    snapshot(f) {
      const conditions = new Conditions()
        .add(LIVE)
        .anyOf('market_id', f.marketIds)
        .anyOf('party_id', f.partyIds);
      if (f.excludeLiquidity) conditions.add('NOT is_liquidity');
      return keysetPages<{ id: string; created_ns: string; record: string }, OrderItem>(
        app.db,
        {
          select: `SELECT id, created_ns::text AS created_ns, ${ORDER_RECORD} AS record FROM orders_current`,
          conditions,
          key: [
            { sql: 'created_ns', type: 'bigint' },
            { sql: 'id', type: 'text' },
          ],
          keyOf: (row) => [row.created_ns, row.id],
          descending: true,
        },
        (row) => toStreamForm(orderSchema, JSON.parse(row.record)) as OrderItem,
      );
    },
    wrapUpdates: (items) => ({ updates: { orders: items } }),
  });
}
