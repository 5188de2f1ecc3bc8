import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { PositionStatus } from './enums.ts';
import { intString, timestampNs } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** Position record (reference §3.2 `vega.Position`); volumes and PnL are signed. */
export const positionSchema = z.object({
  marketId: z.string(),
  partyId: z.string(),
  openVolume: intString,
  /** Signed; the data node may carry decimals here, so any decimal string is read. */
  realisedPnl: decimalString,
  unrealisedPnl: decimalString,
  averageEntryPrice: decimalString,
  updatedAt: timestampNs,
  lossSocialisationAmount: decimalString,
  positionStatus: PositionStatus.schema,
});
export type Position = z.infer<typeof positionSchema>;

/** `GET /api/v2/positions` */
export const positionsResponseSchema = z.object({ positions: connectionSchema(positionSchema) });
