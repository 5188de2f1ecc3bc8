import { z } from 'zod/mini';
import { intString } from './primitives.ts';

/** `GET /api/v2/networkhistory`: this node publishes no history to a peer-to-peer swarm. */
export const networkHistoryStatusResponseSchema = z.object({
  ipfsAddress: z.string(),
  swarmKey: z.string(),
  swarmKeySeed: z.string(),
  connectedPeers: z.array(z.string()),
});

/** `GET /api/v2/networkhistory/bootstrap` */
export const networkHistoryBootstrapResponseSchema = z.object({
  bootstrapPeers: z.array(z.string()),
});

/** `datanode.api.v2.HistorySegment`: a range of stored blocks and the hash of their content. */
export const historySegmentSchema = z.object({
  fromHeight: intString,
  toHeight: intString,
  historySegmentId: z.string(),
  previousHistorySegmentId: z.string(),
  databaseVersion: intString,
  chainId: z.string(),
});
export type HistorySegment = z.infer<typeof historySegmentSchema>;

/** `GET /api/v2/networkhistory/segments` */
export const historySegmentsResponseSchema = z.object({
  segments: z.array(historySegmentSchema),
});
