import { tradeResponseSchema, tradesResponseSchema } from '../trade.ts';
import { endpoint } from './endpoint.ts';
import { pagination, rangeEnd, rangeStart } from './groups.ts';
import { param, pathParam, type ParamGroup } from './params.ts';

/** The trades list's filter: the reference's names carry no `filter.` prefix here. */
export const tradeFilter = {
  group: 'tradeFilter',
  params: {
    marketIds: param.ids('market'),
    orderIds: param.ids('order'),
    partyIds: param.ids('party'),
    'dateRange.startTimestamp': rangeStart,
    'dateRange.endTimestamp': rangeEnd,
  },
} as const satisfies ParamGroup;

/** `GET /api/v2/trades` (reference §3.1): newest first. */
export const trades = endpoint({
  name: 'trades',
  path: '/api/v2/trades',
  query: { filter: tradeFilter, pagination },
  response: tradesResponseSchema,
  list: 'trades',
});

/** `GET /api/v2/market/{marketId}/trade/latest`. */
export const latestTrade = endpoint({
  name: 'latestTrade',
  path: '/api/v2/market/{marketId}/trade/latest',
  params: { marketId: pathParam.id('market') },
  response: tradeResponseSchema,
});
