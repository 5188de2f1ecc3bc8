import { z } from 'zod/mini';
import { positionSchema } from '../position.ts';

/** Positions: snapshot pages (the last has lastPage), then updates. */
export const positionsStreamResultSchema = z.object({
  snapshot: z.optional(z.object({ positions: z.array(positionSchema), lastPage: z.boolean() })),
  updates: z.optional(z.object({ positions: z.array(positionSchema) })),
});
export const positionsStream = {
  path: '/api/v2/stream/positions',
  result: positionsStreamResultSchema,
} as const;
