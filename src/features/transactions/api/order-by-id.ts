import { order } from '#contract/endpoints/orders.ts';
import { orNull } from '../../../entities/endpoint/endpoint-query.ts';
import { type DerivedContext } from '../../../entities/endpoint/derived-query.ts';

// Apart from order-link-queries.ts: a transaction's page looks its created orders up by id without
// loading how an order's transactions are found (the first-route JavaScript budget,
// docs/benchmarks.md).

/** An order by id (through its own query), or null when the node has none or no such id. */
export async function fetchOrderOrNull({ read }: DerivedContext, id: string) {
  return (await orNull(read(order, { orderId: id })))?.order ?? null;
}
