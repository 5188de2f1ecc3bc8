import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { timestampNs, uintString } from './primitives.ts';

/** `vega.MarginLevels` of one party on one market. */
export const marginLevelsSchema = z.object({
  maintenanceMargin: uintString,
  searchLevel: uintString,
  initialMargin: uintString,
  collateralReleaseLevel: uintString,
  partyId: z.string(),
  marketId: z.string(),
  asset: z.string(),
  timestamp: timestampNs,
});
export type MarginLevels = z.infer<typeof marginLevelsSchema>;

/** `GET /api/v2/margin/levels` */
export const marginLevelsResponseSchema = z.object({
  marginLevels: connectionSchema(marginLevelsSchema),
});
