import { z } from 'zod/mini';

/** pageInfo of every list response (spec §2.1). */
export const pageInfoSchema = z.object({
  startCursor: z.string(),
  endCursor: z.string(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A connection: `{edges: [{cursor, node}], pageInfo}` around any node schema. */
export function connectionSchema<T extends z.core.$ZodType>(node: T) {
  return z.object({
    edges: z.array(z.object({ cursor: z.string(), node })),
    pageInfo: pageInfoSchema,
  });
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}
