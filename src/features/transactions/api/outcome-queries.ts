import { queryOptions } from '@tanstack/react-query';
import type { InputData } from '#contract/commands/input-data.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { getJson } from '../../../api/http-client.ts';
import { batchOrderIds } from '../created-orders.ts';
import { firstDerivedId } from '../derived-ids.ts';
import { fetchOrderOrNull } from './order-by-id.ts';

/** Trades per request when stepping over a batch's trade ids. */
const TRADES_PAGE = 1000;

async function tradeIds(orderIds: string[], signal: AbortSignal) {
  const { trades } = await getJson(
    '/api/v2/trades',
    tradesResponseSchema,
    { orderIds, 'pagination.first': TRADES_PAGE },
    signal,
  );
  return new Set(trades.edges.map((e) => e.node.id));
}

/**
 * The orders a transaction created, looked up by the ids derived from its signature. What other
 * commands created (proposals, transfers, withdrawals, deposits) is in transfer- and funds-outcome-queries.ts (proposals: the proposal directory),
 * loaded with the outcomes that show it.
 */
export const outcomeQueries = {
  /** The orders an order submission or a batch created: ids whose order the node has. */
  createdOrders: (signature: string, command: InputData) =>
    queryOptions({
      queryKey: ['transactions', 'created-orders', signature, command],
      queryFn: async ({ signal }) => {
        if (command.batchMarketInstructions) {
          return batchOrderIds(signature, command.batchMarketInstructions, {
            orderExists: async (id) => (await fetchOrderOrNull(id, signal)) !== null,
            tradeIds: (ids) => tradeIds(ids, signal),
          });
        }
        const id = firstDerivedId(signature);
        return id && (await fetchOrderOrNull(id, signal)) ? [id] : [];
      },
    }),
};
