import { z } from 'zod/mini';
import { tradeSchema } from '../trade.ts';

export const tradesStreamResultSchema = z.object({ trades: z.array(tradeSchema) });
export const tradesStream = {
  path: '/api/v2/stream/trades',
  result: tradesStreamResultSchema,
} as const;
