import { queryOptions } from '@tanstack/react-query';
import { candleIntervals, candles } from '#contract/endpoints/candles.ts';
import { marketDepth } from '#contract/endpoints/market-depth.ts';
import { market } from '#contract/endpoints/markets.ts';
import { liquidityProvisions } from '#contract/endpoints/transfers.ts';
import { endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { candleNodes } from './markets-queries.ts';

/** Candles loaded per chart: history to pan and zoom through (about 16 h of 1-minute ones). */
export const CANDLES_SHOWN = 1000;

/**
 * One market's own reads: the market page and its tabs (apart from the list's, whose first route
 * carries none of them).
 */
export const marketDetailQueries = {
  detail: (marketId: string) =>
    queryOptions({ ...endpointQuery(market, { marketId }), select: (r) => r.market }),
  /** Every liquidity provision of the market, live or not, newest first. */
  liquidityProvisions: (marketId: string) =>
    queryOptions({
      ...endpointEvery(liquidityProvisions, { marketId }),
      select: (every) => every.nodes,
    }),
  /** The book snapshot; always re-read (the live book resyncs from it). */
  depth: (marketId: string) =>
    queryOptions({ ...endpointQuery(marketDepth, { marketId }), staleTime: 0 }),
  candleIntervals: (marketId: string) =>
    queryOptions({
      ...endpointQuery(candleIntervals, { marketId }),
      select: (r) => r.intervalToCandleId,
      staleTime: Infinity,
    }),
  /** The newest candles of one interval, newest first. */
  candles: (candleId: string) =>
    queryOptions({
      ...endpointQuery(candles, { candleId, 'pagination.first': CANDLES_SHOWN }),
      select: candleNodes,
    }),
};
