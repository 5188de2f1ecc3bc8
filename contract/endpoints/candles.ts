import { candleIntervalsResponseSchema, candlesResponseSchema } from '../candle.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/candle/intervals?marketId=` (reference §3.1): a market's candle ids. */
export const candleIntervals = endpoint({
  name: 'candleIntervals',
  path: '/api/v2/candle/intervals',
  query: { marketId: param.id('market', { required: true }) },
  response: candleIntervalsResponseSchema,
});

/** `GET /api/v2/candle?candleId=…`: period start ≥ fromTimestamp and < toTimestamp. */
export const candles = endpoint({
  name: 'candles',
  path: '/api/v2/candle',
  query: {
    candleId: param.text({ kind: 'candleId', required: true }),
    range: dateRange('fromTimestamp', 'toTimestamp'),
    pagination,
  },
  response: candlesResponseSchema,
  list: 'candles',
});
