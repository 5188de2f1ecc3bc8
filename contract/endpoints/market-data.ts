import {
  latestMarketDataResponseSchema,
  marketDataHistoryResponseSchema,
  marketsDataResponseSchema,
} from '../market-data.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination } from './groups.ts';
import { pathParam } from './params.ts';

/** `GET /api/v2/markets/data`: every market's latest data, one entry per market. */
export const marketsData = endpoint({
  name: 'marketsData',
  path: '/api/v2/markets/data',
  response: marketsDataResponseSchema,
});

export const latestMarketData = endpoint({
  name: 'latestMarketData',
  path: '/api/v2/market/data/{marketId}/latest',
  params: { marketId: pathParam.id('market') },
  response: latestMarketDataResponseSchema,
});

export const marketDataHistory = endpoint({
  name: 'marketDataHistory',
  path: '/api/v2/market/data/{marketId}',
  params: { marketId: pathParam.id('market') },
  query: { range: dateRange('startTimestamp', 'endTimestamp'), pagination },
  response: marketDataHistoryResponseSchema,
  list: 'marketData',
});
