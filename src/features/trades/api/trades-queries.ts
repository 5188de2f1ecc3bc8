import { queryOptions } from '@tanstack/react-query';
import { trades } from '#contract/endpoints/trades.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** Trades read over REST to fill the tape before the stream brings new ones. */
export const TAPE_SEED_SIZE = 50;

export const tradesQueries = {
  /** A market's latest trades, newest first. */
  latest: (marketId: string) =>
    queryOptions({
      ...endpointQuery(trades, { marketIds: marketId, 'pagination.first': TAPE_SEED_SIZE }),
      select: (r) => r.trades.edges.map((e) => e.node),
    }),
};
