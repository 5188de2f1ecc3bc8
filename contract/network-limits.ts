import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { timestampNs, uintString } from './primitives.ts';

/** `vega.NetworkLimits` */
export const networkLimitsSchema = z.object({
  canProposeMarket: z.boolean(),
  canProposeAsset: z.boolean(),
  proposeMarketEnabled: z.boolean(),
  proposeAssetEnabled: z.boolean(),
  genesisLoaded: z.boolean(),
  proposeMarketEnabledFrom: timestampNs,
  proposeAssetEnabledFrom: timestampNs,
});

/** `GET /api/v2/network/limits` */
export const networkLimitsResponseSchema = z.object({ limits: networkLimitsSchema });

/** `datanode.api.v2.Checkpoint` */
export const checkpointSchema = z.object({
  hash: z.string(),
  blockHash: z.string(),
  atBlock: uintString,
});

/** `GET /api/v2/checkpoints` */
export const checkpointsResponseSchema = z.object({
  checkpoints: connectionSchema(checkpointSchema),
});
