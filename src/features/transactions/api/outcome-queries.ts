import { queryOptions } from '@tanstack/react-query';
import type { InputData } from '#contract/commands/input-data.ts';
import { depositResponseSchema } from '#contract/deposit.ts';
import { governanceDataResponseSchema } from '#contract/governance.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { batchOrderIds } from '../created-orders.ts';
import { firstDerivedId } from '../derived-ids.ts';
import { fetchOrderOrNull } from './order-link-queries.ts';

/** Trades per request when stepping over a batch's trade ids. */
const TRADES_PAGE = 1000;

/** null for a record the node does not have (404), so "not recorded" is not an error. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

async function tradeIds(orderIds: string[], signal: AbortSignal) {
  const { trades } = await getJson(
    '/api/v2/trades',
    tradesResponseSchema,
    { orderIds, 'pagination.first': TRADES_PAGE },
    signal,
  );
  return new Set(trades.edges.map((e) => e.node.id));
}

/** What a transaction created or touched, looked up by the ids derived from its signature. */
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
  withdrawal: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'withdrawal', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(`/api/v2/withdrawal/${id}`, withdrawalResponseSchema, {}, signal).then(
            (r) => r.withdrawal,
          ),
        ),
    }),
  proposal: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'proposal', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(
            '/api/v2/governance',
            governanceDataResponseSchema,
            { proposalId: id },
            signal,
          ).then((r) => r.data.proposal),
        ),
    }),
  /** The submitter's outgoing transfers, searched for the derived id. */
  transfer: (submitter: string, id: string) =>
    queryOptions({
      queryKey: ['transactions', 'transfer', submitter, id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(
            '/api/v2/transfers',
            transfersResponseSchema,
            { pubkey: submitter, direction: 'TRANSFER_DIRECTION_TRANSFER_FROM' },
            signal,
          ).then((r) => r.transfers.edges.find((e) => e.node.id === id)?.node ?? null),
        ),
    }),
  /** A deposit a chain event credited: its id is the first derived from the signature. */
  deposit: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'deposit', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(`/api/v2/deposit/${id}`, depositResponseSchema, {}, signal).then(
            (r) => r.deposit,
          ),
        ),
    }),
  /**
   * The withdrawal a bridge event paid out, found by its reference nonce among the asset's
   * withdrawals (the API filters by asset, not by reference; the newest page is searched).
   */
  withdrawalByRef: (assetId: string, ref: string) =>
    queryOptions({
      queryKey: ['transactions', 'withdrawal-by-ref', assetId, ref],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/withdrawals',
          withdrawalsResponseSchema,
          { assetId, 'pagination.first': 1000, 'pagination.newestFirst': true },
          signal,
        ).then((r) => r.withdrawals.edges.find((e) => e.node.ref === ref)?.node ?? null),
    }),
};
