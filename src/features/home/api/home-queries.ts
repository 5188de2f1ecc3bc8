import { queryOptions } from '@tanstack/react-query';
import { epoch, networkData } from '#contract/endpoints/nodes.ts';
import { trades } from '#contract/endpoints/trades.ts';
import { transactions } from '#contract/endpoints/transactions.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { derivedQuery } from '../../../entities/endpoint/derived-query.ts';
import { fetchBlockClock } from './block-clock.ts';

/** Rows in the home page's latest lists. */
export const LATEST_ROWS = 10;
/** Blocks come about every second: the block clock and transactions follow at this pace. */
export const BLOCK_REFRESH_MS = 2_000;
/** Epochs last minutes to hours; the countdown ticks locally in between. */
export const EPOCH_REFRESH_MS = 15_000;

export const homeQueries = {
  blockClock: () => derivedQuery('blockClock', [], ({ signal }) => fetchBlockClock(signal)),
  epoch: () => queryOptions({ ...endpointQuery(epoch), select: (r) => r.epoch }),
  nodeData: () => queryOptions({ ...endpointQuery(networkData), select: (r) => r.nodeData }),
  latestTransactions: () =>
    queryOptions({
      ...endpointQuery(transactions, { limit: LATEST_ROWS }),
      select: (r) => r.transactions,
    }),
  latestTrades: () =>
    queryOptions({
      ...endpointQuery(trades, { 'pagination.first': LATEST_ROWS }),
      select: (r) => r.trades.edges.map((e) => e.node),
    }),
};
