import { orderResponseSchema } from '#contract/order.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';

// Apart from order-link-queries.ts: a transaction's page looks its created orders up by id without
// loading how an order's transactions are found (the first-route JavaScript budget,
// docs/benchmarks.md).

/** An order by id, or null when the node has none (404) or the id is malformed (400). */
export async function fetchOrderOrNull(id: string, signal?: AbortSignal) {
  try {
    return (await getJson(`/api/v2/order/${id}`, orderResponseSchema, {}, signal)).order;
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
