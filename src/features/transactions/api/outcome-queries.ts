import type { InputData } from '#contract/commands/input-data.ts';
import { trades } from '#contract/endpoints/trades.ts';
import { derivedQuery, type DerivedContext } from '../../../entities/endpoint/derived-query.ts';
import { batchOrderIds } from '../created-orders.ts';
import { firstDerivedId } from '../derived-ids.ts';
import { fetchOrderOrNull } from './order-by-id.ts';

/** Trades per request when stepping over a batch's trade ids. */
const TRADES_PAGE = 1000;

async function tradeIds({ read }: DerivedContext, orderIds: string[]) {
  const answer = await read(trades, { orderIds, 'pagination.first': TRADES_PAGE });
  return new Set(answer.trades.edges.map((e) => e.node.id));
}

/**
 * The orders a transaction created, looked up by the ids derived from its signature. What other
 * commands created (proposals, transfers, withdrawals, deposits) is in transfer- and
 * funds-outcome-queries.ts (proposals: the proposal directory), loaded with the outcomes that
 * show it.
 */
export const outcomeQueries = {
  /** The orders an order submission or a batch created: ids whose order the node has. */
  createdOrders: (signature: string, command: InputData) =>
    derivedQuery('createdOrders', [signature, command], async (context) => {
      if (command.batchMarketInstructions) {
        return batchOrderIds(signature, command.batchMarketInstructions, {
          orderExists: async (id) => (await fetchOrderOrNull(context, id)) !== null,
          tradeIds: (ids) => tradeIds(context, ids),
        });
      }
      const id = firstDerivedId(signature);
      return id && (await fetchOrderOrNull(context, id)) ? [id] : [];
    }),
};
