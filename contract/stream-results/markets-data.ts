import { z } from 'zod/mini';
import { marketDataSchema } from '../market-data.ts';

export const marketsDataStreamResultSchema = z.object({ marketData: z.array(marketDataSchema) });
export const marketsDataStream = {
  path: '/api/v2/stream/markets/data',
  result: marketsDataStreamResultSchema,
} as const;
