import { z } from 'zod/mini';
import { defineEnum } from './define-enum.ts';
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

/** The reference's `Table` of `GET /api/v2/networkhistory/export`. */
export const NetworkHistoryTable = /* @__PURE__ */ defineEnum({
  TABLE_UNSPECIFIED: 0,
  TABLE_BALANCES: 1,
  TABLE_CHECKPOINTS: 2,
  TABLE_DELEGATIONS: 3,
  TABLE_LEDGER: 4,
  TABLE_ORDERS: 5,
  TABLE_TRADES: 6,
  TABLE_MARKET_DATA: 7,
  TABLE_MARGIN_LEVELS: 8,
  TABLE_POSITIONS: 9,
  TABLE_LIQUIDITY_PROVISIONS: 10,
  TABLE_MARKETS: 11,
  TABLE_DEPOSITS: 12,
  TABLE_WITHDRAWALS: 13,
  TABLE_BLOCKS: 14,
  TABLE_REWARDS: 15,
});
