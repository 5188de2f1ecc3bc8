import { z } from 'zod/mini';

/** Body of every non-success REST response (spec §7): a google.rpc.Status. */
export const errorDetailSchema = z.catchall(z.object({ '@type': z.string() }), z.unknown());

export const errorBodySchema = z.object({
  code: z.int(),
  message: z.string(),
  details: z.array(errorDetailSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The streaming export and the streams wrap the same body: `{"error": {...}}` (spec §7.2). */
export const streamErrorSchema = z.object({ error: errorBodySchema });

/** `@type` of our error details (the reference's ErrorDetail, brand word replaced). */
export const ERROR_DETAIL_TYPE = 'type.googleapis.com/net.ErrorDetail';
