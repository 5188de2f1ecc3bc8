import { z } from 'zod';

/** Body of every non-success REST response (spec §7): a google.rpc.Status. */
export const errorDetailSchema = z.object({ '@type': z.string() }).catchall(z.unknown());

export const errorBodySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.array(errorDetailSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The streaming export and the streams wrap the same body: `{"error": {...}}` (spec §7.2). */
export const streamErrorSchema = z.object({ error: errorBodySchema });

/** `@type` of our error details (the reference's ErrorDetail, brand word replaced). */
export const ERROR_DETAIL_TYPE = 'type.googleapis.com/net.ErrorDetail';
