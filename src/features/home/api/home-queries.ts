import { queryOptions } from '@tanstack/react-query';
import { epochResponseSchema, nodeDataResponseSchema } from '#contract/node.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { transactionsResponseSchema } from '#contract/transaction.ts';
import { getJson } from '../../../api/http-client.ts';
import { fetchBlockClock } from './block-clock.ts';

/** Rows in the home page's latest lists. */
export const LATEST_ROWS = 10;
/** Blocks come about every second: the block clock and transactions follow at this pace. */
export const BLOCK_REFRESH_MS = 2_000;
/** Epochs last minutes to hours; the countdown ticks locally in between. */
export const EPOCH_REFRESH_MS = 15_000;

export const homeQueries = {
  blockClock: () =>
    queryOptions({
      queryKey: ['home', 'block-clock'],
      queryFn: ({ signal }) => fetchBlockClock(signal),
    }),
  epoch: () =>
    queryOptions({
      queryKey: ['home', 'epoch'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/epoch', epochResponseSchema, {}, signal).then((r) => r.epoch),
    }),
  nodeData: () =>
    queryOptions({
      queryKey: ['home', 'node-data'],
      queryFn: ({ signal }) =>
        getJson('/api/v2/network/data', nodeDataResponseSchema, {}, signal).then((r) => r.nodeData),
    }),
  latestTransactions: () =>
    queryOptions({
      queryKey: ['home', 'transactions'],
      queryFn: ({ signal }) =>
        getJson(
          '/rest/transactions',
          transactionsResponseSchema,
          { limit: LATEST_ROWS },
          signal,
        ).then((r) => r.transactions),
    }),
  latestTrades: () =>
    queryOptions({
      queryKey: ['home', 'trades'],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/trades',
          tradesResponseSchema,
          { 'pagination.first': LATEST_ROWS },
          signal,
        ).then((r) => r.trades.edges.map((e) => e.node)),
    }),
};
