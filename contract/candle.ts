import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { timestampNs, uintString } from './primitives.ts';

/** `datanode.api.v2.Candle`: one interval of a market's trades. */
export const candleSchema = z.object({
  start: timestampNs,
  lastUpdate: timestampNs,
  high: uintString,
  low: uintString,
  open: uintString,
  close: uintString,
  volume: uintString,
});
export type Candle = z.infer<typeof candleSchema>;

/** `GET /api/v2/candle?candleId=…` */
export const candlesResponseSchema = z.object({ candles: connectionSchema(candleSchema) });

/** Interval words ("1 minute", "block", …) with candle ids (`trades_candle_1_minute_<market>`). */
export const intervalToCandleIdSchema = z.object({ interval: z.string(), candleId: z.string() });
export type IntervalToCandleId = z.infer<typeof intervalToCandleIdSchema>;

/** `GET /api/v2/candle/intervals?marketId=…` */
export const candleIntervalsResponseSchema = z.object({
  intervalToCandleId: z.array(intervalToCandleIdSchema),
});
