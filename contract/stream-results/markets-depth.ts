import { z } from 'zod/mini';
import { marketDepthSchema, marketDepthUpdateSchema } from '../market-depth.ts';

export const marketsDepthStreamResultSchema = z.object({
  marketDepth: z.array(marketDepthSchema),
});
/** The key is singular: `update`. */
export const marketsDepthUpdatesStreamResultSchema = z.object({
  update: z.array(marketDepthUpdateSchema),
});
export const marketsDepthStream = {
  path: '/api/v2/stream/markets/depth',
  result: marketsDepthStreamResultSchema,
} as const;
export const marketsDepthUpdatesStream = {
  path: '/api/v2/stream/markets/depth/updates',
  result: marketsDepthUpdatesStreamResultSchema,
} as const;
