import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { NodeSignatureKind, ProtocolUpgradeProposalStatus } from './enums.ts';
import { timestampNs, uintString } from './primitives.ts';
import { bytesString } from './scalars.ts';

/** `vega.commands.v1.NodeSignature`: one validator's signature of a resource (base64 `sig`). */
export const nodeSignatureRecordSchema = z.object({
  id: z.string(),
  sig: bytesString,
  kind: NodeSignatureKind.schema,
});
export type NodeSignatureRecord = z.infer<typeof nodeSignatureRecordSchema>;

/** `GET /api/v2/node/signatures` */
export const nodeSignaturesResponseSchema = z.object({
  signatures: connectionSchema(nodeSignatureRecordSchema),
});

/** `vega.events.v1.KeyRotation` */
export const keyRotationSchema = z.object({
  nodeId: z.string(),
  oldPubKey: z.string(),
  newPubKey: z.string(),
  blockHeight: uintString,
});
export type KeyRotation = z.infer<typeof keyRotationSchema>;

/** `GET /api/v2/net/keys/rotations` (reference path: `/api/v2/vega/keys/rotations`) */
export const keyRotationsResponseSchema = z.object({
  rotations: connectionSchema(keyRotationSchema),
});

/** `vega.events.v1.EthereumKeyRotation` */
export const ethereumKeyRotationSchema = z.object({
  nodeId: z.string(),
  oldAddress: z.string(),
  newAddress: z.string(),
  blockHeight: uintString,
});
export type EthereumKeyRotation = z.infer<typeof ethereumKeyRotationSchema>;

/** `GET /api/v2/net/keys/ethereum/rotations` */
export const ethereumKeyRotationsResponseSchema = z.object({
  keyRotations: connectionSchema(ethereumKeyRotationSchema),
});

/** `vega.events.v1.ProtocolUpgradeEvent` (the reference's name; the command is `ProtocolUpgradeProposal`); the brand word of `vegaReleaseTag` becomes `net`. */
export const protocolUpgradeEventSchema = z.object({
  upgradeBlockHeight: uintString,
  netReleaseTag: z.string(),
  approvers: z.array(z.string()),
  status: ProtocolUpgradeProposalStatus.schema,
});
export type ProtocolUpgradeEvent = z.infer<typeof protocolUpgradeEventSchema>;

/** `GET /api/v2/upgrade/proposals` */
export const protocolUpgradeProposalsResponseSchema = z.object({
  protocolUpgradeProposals: connectionSchema(protocolUpgradeEventSchema),
});

/** `GET /api/v2/upgrade/status`: true once the network stopped at an upgrade block. */
export const protocolUpgradeStatusResponseSchema = z.object({ ready: z.boolean() });

/** `datanode.api.v2.ERC20MultiSigSignerAddedBundle` */
export const signerAddedBundleSchema = z.object({
  newSigner: z.string(),
  submitter: z.string(),
  nonce: z.string(),
  timestamp: timestampNs,
  /** "0x" and the hex of every collected signature, concatenated. */
  signatures: z.string(),
  epochSeq: z.string(),
});
export type SignerAddedBundle = z.infer<typeof signerAddedBundleSchema>;

/** `datanode.api.v2.ERC20MultiSigSignerRemovedBundle` */
export const signerRemovedBundleSchema = z.object({
  oldSigner: z.string(),
  submitter: z.string(),
  nonce: z.string(),
  timestamp: timestampNs,
  signatures: z.string(),
  epochSeq: z.string(),
});
export type SignerRemovedBundle = z.infer<typeof signerRemovedBundleSchema>;

/** `GET /api/v2/erc20/multisigcontrol/signer/added/bundles` */
export const signerAddedBundlesResponseSchema = z.object({
  bundles: connectionSchema(signerAddedBundleSchema),
});
/** `GET /api/v2/erc20/multisigcontrol/signer/removed/bundles` */
export const signerRemovedBundlesResponseSchema = z.object({
  bundles: connectionSchema(signerRemovedBundleSchema),
});
