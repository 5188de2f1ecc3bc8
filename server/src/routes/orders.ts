import type { FastifyInstance } from 'fastify';
import { readOrderFilter } from '../http/list-filters.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getOrder, listOrders, listOrderVersions, orderExists } from '../store/orders.ts';
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
