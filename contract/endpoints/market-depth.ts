import { latestMarketDepthResponseSchema } from '../market-depth.ts';
import { endpoint } from './endpoint.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/market/depth/{marketId}/latest` (reference §3.1): the order book's levels. */
export const marketDepth = endpoint({
  name: 'marketDepth',
  path: '/api/v2/market/depth/{marketId}/latest',
  params: { marketId: pathParam.id('market') },
  query: { maxDepth: param.uint64({ description: 'levels per side; 0 or absent = all' }) },
  response: latestMarketDepthResponseSchema,
});
