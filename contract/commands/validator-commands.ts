import { z } from 'zod/mini';
import { NodeSignatureKind, NodeVoteType } from '../enums.ts';
import { uintString } from '../primitives.ts';
import { uint32Number } from '../scalars.ts';
import { signatureSchema } from './signature.ts';

/** Commands sent by validators (spec §2.9); brand-word fields renamed to `net…`. */

/** `announceNode` */
export const announceNodeSchema = z.object({
  netPubKey: z.string(),
  ethereumAddress: z.string(),
  chainPubKey: z.string(),
  infoUrl: z.string(),
  country: z.string(),
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  netPubKeyIndex: uint32Number,
  fromEpoch: uintString,
  ethereumSignature: signatureSchema,
  netSignature: signatureSchema,
  submitterAddress: z.string(),
});
export type AnnounceNode = z.infer<typeof announceNodeSchema>;

/** `nodeVote`: a validator confirms an external event. */
export const nodeVoteSchema = z.object({ reference: z.string(), type: NodeVoteType.schema });
export type NodeVote = z.infer<typeof nodeVoteSchema>;

/** `nodeSignature`; `sig` is base64 bytes. */
export const nodeSignatureSchema = z.object({
  id: z.string(),
  sig: z.string(),
  kind: NodeSignatureKind.schema,
});
export type NodeSignature = z.infer<typeof nodeSignatureSchema>;

/** `keyRotateSubmission` */
export const keyRotateSubmissionSchema = z.object({
  newPubKeyIndex: uint32Number,
  targetBlock: uintString,
  newPubKey: z.string(),
  currentPubKeyHash: z.string(),
});
export type KeyRotateSubmission = z.infer<typeof keyRotateSubmissionSchema>;

/** `ethereumKeyRotateSubmission` */
export const ethereumKeyRotateSubmissionSchema = z.object({
  targetBlock: uintString,
  newAddress: z.string(),
  currentAddress: z.string(),
  submitterAddress: z.string(),
  ethereumSignature: signatureSchema,
});
export type EthereumKeyRotateSubmission = z.infer<typeof ethereumKeyRotateSubmissionSchema>;

const vectorValueSchema = z.object({ value: z.array(z.string()) });

/** `vega.StateVarValue`: oneof scalarVal | vectorVal | matrixVal. */
export const stateVarValueSchema = z.object({
  scalarVal: z.optional(z.object({ value: z.string() })),
  vectorVal: z.optional(vectorValueSchema),
  matrixVal: z.optional(z.object({ value: z.array(vectorValueSchema) })),
});

/** `stateVariableProposal` */
export const stateVariableProposalSchema = z.object({
  proposal: z.object({
    stateVarId: z.string(),
    eventId: z.string(),
    kvb: z.array(z.object({ key: z.string(), tolerance: z.string(), value: stateVarValueSchema })),
  }),
});
export type StateVariableProposal = z.infer<typeof stateVariableProposalSchema>;

/** `validatorHeartbeat` */
export const validatorHeartbeatSchema = z.object({
  nodeId: z.string(),
  ethereumSignature: signatureSchema,
  netSignature: signatureSchema,
  message: z.string(),
});
export type ValidatorHeartbeat = z.infer<typeof validatorHeartbeatSchema>;

/** `protocolUpgradeProposal` */
export const protocolUpgradeProposalSchema = z.object({
  upgradeBlockHeight: uintString,
  netReleaseTag: z.string(),
});
export type ProtocolUpgradeProposal = z.infer<typeof protocolUpgradeProposalSchema>;

/** `issueSignatures` */
export const issueSignaturesSchema = z.object({
  submitter: z.string(),
  kind: NodeSignatureKind.schema,
  validatorNodeId: z.string(),
});
export type IssueSignatures = z.infer<typeof issueSignaturesSchema>;
