import { marketResponseSchema, marketsResponseSchema } from '../market.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/markets` (spec §4.10, reference §3.1). */
export const markets = endpoint({
  name: 'markets',
  path: '/api/v2/markets',
  query: {
    includeSettled: param.bool({ description: 'include settled markets (default true)' }),
    pagination,
  },
  response: marketsResponseSchema,
  list: 'markets',
});

export const market = endpoint({
  name: 'market',
  path: '/api/v2/market/{marketId}',
  params: { marketId: pathParam.id('market') },
  response: marketResponseSchema,
});
