import type { FastifyInstance } from 'fastify';
import { OrderStatus, OrderType, TimeInForce } from '#contract/enums.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import {
  getOrder,
  listOrders,
  listOrderVersions,
  orderExists,
  type OrderFilter,
} from '../store/orders.ts';
import { readDateRange } from './date-range.ts';
import { orderNotFound } from './trading-params.ts';

const INT32 = { min: -2147483648, max: 2147483647 };

/**
 * `GET /api/v2/orders` (spec §4.2, reference §2), `GET /api/v2/order/{orderId}` and
 * `GET /api/v2/order/versions/{orderId}`.
 */
export async function orderRoutes(app: FastifyInstance) {
  app.get('/api/v2/orders', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = readOrderFilter(q);
    // newestFirst=false is served (oldest first), although the reference refuses it.
    const orders = await listOrders(app.db, filter, readPagination(q));
    return { orders };
  });

  app.get<{ Params: { orderId: string } }>('/api/v2/order/:orderId', async (request) => {
    const id = checkId('orderId', request.params.orderId);
    const q = new QueryReader(request.query as Record<string, string>);
    const order = await getOrder(app.db, id, q.int('version', INT32));
    if (!order) throw orderNotFound(id);
    return { order };
  });

  app.get<{ Params: { orderId: string } }>('/api/v2/order/versions/:orderId', async (request) => {
    const id = checkId('orderId', request.params.orderId);
    const q = new QueryReader(request.query as Record<string, string>);
    const page = readPagination(q);
    // An unknown order is a 404 rather than an empty list: the path names one order.
    if (!(await orderExists(app.db, id))) throw orderNotFound(id);
    const orders = await listOrderVersions(app.db, id, page);
    return { orders };
  });
}

/**
 * The filter of `GET /api/v2/orders` from its query (a 400 for any malformed value). Also what
 * the response cache derives an answer's dependencies from (http/response-cache-tags.ts), so
 * the two cannot read the query differently.
 */
export function readOrderFilter(q: QueryReader): OrderFilter {
  // The reference names only excludeLiquidity; the spec speaks of including liquidity
  // orders, so filter.includeLiquidity=false is read too. Either one excludes them.
  const excludeLiquidity =
    q.bool('filter.excludeLiquidity') === true || q.bool('filter.includeLiquidity') === false;
  return {
    statuses: q.enums('filter.statuses', OrderStatus),
    types: q.enums('filter.types', OrderType),
    timeInForces: q.enums('filter.timeInForces', TimeInForce),
    excludeLiquidity,
    partyIds: q.ids('filter.partyIds'),
    marketIds: q.ids('filter.marketIds'),
    // An empty reference is no filter (as for every other empty parameter).
    reference: q.string('filter.reference') || undefined,
    liveOnly: q.bool('filter.liveOnly') ?? false,
    dateRange: readDateRange(q, 'filter.dateRange.startTimestamp', 'filter.dateRange.endTimestamp'),
  };
}
