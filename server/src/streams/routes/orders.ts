import type { FastifyInstance } from 'fastify';
import { orderSchema } from '#contract/order.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { everyLiveOrder } from '../../store/orders.ts';
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
    async *snapshot(f) {
      const filter = { ...f, marketIds: [...f.marketIds], partyIds: [...f.partyIds] };
      for await (const orders of everyLiveOrder(app.db, filter))
        yield orders.map((order) => toStreamForm(orderSchema, order.value()) as OrderItem);
    },
    wrapUpdates: (items) => ({ updates: { orders: items } }),
  });
}
