import { z } from 'zod/mini';
import { timestampNs } from './primitives.ts';

/** `GET /api/v2/info` and block explorer `GET /rest/info`. */
export const infoResponseSchema = z.object({ version: z.string(), commitHash: z.string() });
export type InfoResponse = z.infer<typeof infoResponseSchema>;

/** `GET /api/v2/vega/time`: the network's time, Unix ns. */
export const timeResponseSchema = z.object({ timestamp: timestampNs });
export type TimeResponse = z.infer<typeof timeResponseSchema>;
