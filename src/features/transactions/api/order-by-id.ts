import type * as Orders from '#contract/endpoints/orders.ts';
import { lazyEndpoint, loaded, orNull } from '../../../entities/endpoint/endpoint-query.ts';
import { type DerivedContext } from '../../../entities/endpoint/derived-query.ts';

// Apart from order-link-queries.ts: a transaction's page looks its created orders up by id without
// loading how an order's transactions are found (the first-route JavaScript budget,
// docs/benchmarks.md).

/**
 * The order endpoint, with the order record and its 2 KB of rejection reasons, loads with the
 * first lookup: a transaction page whose command creates no order does not carry it.
 */
const orderEndpoint = lazyEndpoint<typeof Orders.order>('order', () =>
  import('#contract/endpoints/orders.ts').then((m) => m.order),
);

/** An order by id (through its own query), or null when the node has none or no such id. */
export async function fetchOrderOrNull({ read }: DerivedContext, id: string) {
  const order = await loaded(orderEndpoint);
  return (await orNull(read(order, { orderId: id })))?.order ?? null;
}
