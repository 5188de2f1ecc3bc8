import { z } from 'zod/mini';
import { candleSchema } from '../candle.ts';

export const candleStreamResultSchema = z.object({ candle: candleSchema });
/** The reference's data node serves candles at `/api/v2/stream/candle/data`; the spec says
 * `candles/data` (`altPath`). */
export const candlesStream = {
  path: '/api/v2/stream/candles/data',
  altPath: '/api/v2/stream/candle/data',
  result: candleStreamResultSchema,
} as const;
