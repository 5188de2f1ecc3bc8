import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { NodeStatus, ValidatorNodeStatus } from './enums.ts';
import { timestampNs, uintString } from './primitives.ts';
import { decimalString, int32Number, lenientUint32, uint32Number } from './scalars.ts';

/** `vega.Delegation` */
export const delegationSchema = z.object({
  party: z.string(),
  nodeId: z.string(),
  amount: uintString,
  epochSeq: z.string(),
});
export type Delegation = z.infer<typeof delegationSchema>;

/** `vega.RankingScore`. votingPower: spec "int64", proto uint32 (a JSON number): both read. */
export const rankingScoreSchema = z.object({
  stakeScore: decimalString,
  performanceScore: decimalString,
  previousStatus: ValidatorNodeStatus.schema,
  status: ValidatorNodeStatus.schema,
  votingPower: lenientUint32,
  rankingScore: decimalString,
});

/** `vega.RewardScore` */
export const rewardScoreSchema = z.object({
  rawValidatorScore: decimalString,
  performanceScore: decimalString,
  multisigScore: decimalString,
  validatorScore: decimalString,
  normalisedScore: decimalString,
  validatorStatus: ValidatorNodeStatus.schema,
});

/** Node record (spec §2.4, `vega.Node`). */
export const nodeSchema = z.object({
  id: z.string(),
  pubKey: z.string(),
  tmPubKey: z.string(),
  ethereumAddress: z.string(),
  infoUrl: z.string(),
  location: z.string(),
  stakedByOperator: uintString,
  stakedByDelegates: uintString,
  stakedTotal: uintString,
  maxIntendedStake: uintString,
  pendingStake: uintString,
  epochData: z.object({ total: int32Number, offline: int32Number, online: int32Number }),
  status: NodeStatus.schema,
  delegations: z.array(delegationSchema),
  rewardScore: rewardScoreSchema,
  rankingScore: rankingScoreSchema,
  name: z.string(),
  avatarUrl: z.string(),
});
export type Node = z.infer<typeof nodeSchema>;

/** `vega.NodeSet`; `maximum` is proto3 `optional`. */
export const nodeSetSchema = z.object({
  total: uint32Number,
  inactive: uint32Number,
  promoted: z.array(z.string()),
  demoted: z.array(z.string()),
  maximum: z.optional(uint32Number),
});
export type NodeSet = z.infer<typeof nodeSetSchema>;

/** `vega.NodeData` (spec §2.7). */
export const nodeDataSchema = z.object({
  stakedTotal: uintString,
  totalNodes: uint32Number,
  inactiveNodes: uint32Number,
  tendermintNodes: nodeSetSchema,
  ersatzNodes: nodeSetSchema,
  pendingNodes: nodeSetSchema,
  uptime: z.number(),
});
export type NodeData = z.infer<typeof nodeDataSchema>;

/** `vega.Epoch`: timestamps in Unix ns, blocks as heights. */
export const epochSchema = z.object({
  seq: uintString,
  timestamps: z.object({
    startTime: timestampNs,
    expiryTime: timestampNs,
    endTime: timestampNs,
    firstBlock: uintString,
    lastBlock: uintString,
  }),
  validators: z.array(nodeSchema),
  delegations: z.array(delegationSchema),
});
export type Epoch = z.infer<typeof epochSchema>;

/** `CoreSnapshotData` (spec §2.5). */
export const coreSnapshotSchema = z.object({
  blockHeight: uintString,
  blockHash: z.string(),
  coreVersion: z.string(),
  protocolUpgradeBlock: z.boolean(),
});
export type CoreSnapshot = z.infer<typeof coreSnapshotSchema>;

/** `GET /api/v2/nodes` */
export const nodesResponseSchema = z.object({ nodes: connectionSchema(nodeSchema) });
/** `GET /api/v2/node/{id}` */
export const nodeResponseSchema = z.object({ node: nodeSchema });
/** `GET /api/v2/network/data` */
export const nodeDataResponseSchema = z.object({ nodeData: nodeDataSchema });
/** `GET /api/v2/epoch` */
export const epochResponseSchema = z.object({ epoch: epochSchema });
/** `GET /api/v2/snapshots` */
export const coreSnapshotsResponseSchema = z.object({
  coreSnapshots: connectionSchema(coreSnapshotSchema),
});
