import { z } from 'zod/mini';
import { marketDepthSchema, marketDepthUpdateSchema } from '../market-depth.ts';

/**
 * The whole depth of each market that changed in a block. A stream resumed with `fromHeight`
 * that must start over (`whole: false`, ours) first gets the current depth of every listed
 * market as one snapshot page, as the snapshot streams do.
 */
export const marketsDepthStreamResultSchema = z.object({
  marketDepth: z.optional(z.array(marketDepthSchema)),
  snapshot: z.optional(
    z.object({ marketDepth: z.optional(z.array(marketDepthSchema)), lastPage: z.boolean() }),
  ),
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
