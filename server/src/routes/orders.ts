import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/orders.ts';
import { defineRoute } from '../http/define-route.ts';
import { getOrder, listOrders, listOrderVersions, orderExists } from '../store/orders.ts';
import { orderNotFound } from './trading-params.ts';

const tags = ['Orders'];

/**
 * `GET /api/v2/orders` (spec §4.2, reference §2), `GET /api/v2/order/{orderId}` and
 * `GET /api/v2/order/versions/{orderId}`.
 */
export async function orderRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.orders,
    {
      summary: 'List orders',
      description: 'newestFirst=false is served (oldest first), although the reference refuses it.',
      tags,
    },
    async ({ query: q }) => ({ orders: await listOrders(app.db, q.filter, q.pagination) }),
  );

  defineRoute(
    app,
    endpoints.order,
    {
      summary: 'One order, its latest or a given version',
      tags,
      errors: [404],
    },
    async ({ params: { orderId }, query: q }) => {
      const order = await getOrder(app.db, orderId, q.version);
      if (!order) throw orderNotFound(orderId);
      return { order };
    },
  );

  defineRoute(
    app,
    endpoints.orderVersions,
    {
      summary: "An order's versions",
      tags,
      errors: [404],
    },
    async ({ params: { orderId }, query: q }) => {
      // An unknown order is a 404 rather than an empty list: the path names one order.
      if (!(await orderExists(app.db, orderId))) throw orderNotFound(orderId);
      return { orders: await listOrderVersions(app.db, orderId, q.pagination) };
    },
  );
}
