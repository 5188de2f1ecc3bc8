import type { BatchMarketInstructions } from '#contract/commands/order-commands.ts';
import { BATCH_ID_DEPTH, derivedIds } from './derived-ids.ts';

export interface CreatedOrderDeps {
  orderExists: (id: string) => Promise<boolean>;
  /** Ids of every trade of these orders. */
  tradeIds: (orderIds: string[]) => Promise<Set<string>>;
}

/**
 * The orders a batch created, in submission order. Its id chain (derived-ids.ts) is shared by
 * everything the batch made: trades of its amendments first, then each submission's order
 * followed by the trades that order made at once. Walking the chain, an id that is a trade of
 * an order seen so far is stepped over; an id that is neither a trade nor an order ends the
 * walk (a later submission failed before taking an id, or the chain left what can be told).
 */
export async function batchOrderIds(
  signatureHex: string,
  batch: BatchMarketInstructions,
  deps: CreatedOrderDeps,
): Promise<string[]> {
  const wanted = batch.submissions.length;
  if (wanted === 0) return [];
  const amended = [...new Set(batch.amendments.map((a) => a.orderId))];
  const trades = amended.length ? await deps.tradeIds(amended) : new Set<string>();
  const orders: string[] = [];
  for (const id of derivedIds(signatureHex, BATCH_ID_DEPTH)) {
    if (orders.length === wanted) break;
    if (trades.has(id)) continue;
    if (!(await deps.orderExists(id))) break;
    orders.push(id);
    for (const trade of await deps.tradeIds([id])) trades.add(trade);
  }
  return orders;
}
