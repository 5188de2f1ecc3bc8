import { queryOptions } from '@tanstack/react-query';
import { tradesResponseSchema } from '#contract/trade.ts';
import { getJson } from '../../../api/http-client.ts';

/** Trades read over REST to fill the tape before the stream brings new ones. */
export const TAPE_SEED_SIZE = 50;

export const tradesQueries = {
  /** A market's latest trades, newest first. */
  latest: (marketId: string) =>
    queryOptions({
      queryKey: ['trades', 'latest', marketId],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/trades',
          tradesResponseSchema,
          { marketIds: marketId, 'pagination.first': TAPE_SEED_SIZE },
          signal,
        ).then((r) => r.trades.edges.map((e) => e.node)),
    }),
};
