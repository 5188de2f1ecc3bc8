import { z } from 'zod';
import { intString, uintString } from '../primitives.ts';
import { uint32Number } from '../scalars.ts';

/** `chainEvent` (spec §2.9): events of the external chain, forwarded by validators. */

const builtinTransferSchema = z.object({
  netAssetId: z.string(),
  partyId: z.string(),
  amount: z.string(),
});

/** `vega.BuiltinAssetEvent`: oneof deposit | withdrawal. */
export const builtinAssetEventSchema = z.object({
  deposit: builtinTransferSchema.optional(),
  withdrawal: builtinTransferSchema.optional(),
});

/** `vega.ERC20Event`: bridge events; one action member is set. */
export const erc20EventSchema = z.object({
  index: uintString,
  block: uintString,
  assetList: z.object({ netAssetId: z.string(), assetSource: z.string() }).optional(),
  assetDelist: z.object({ netAssetId: z.string() }).optional(),
  deposit: z
    .object({
      netAssetId: z.string(),
      sourceEthereumAddress: z.string(),
      targetPartyId: z.string(),
      amount: z.string(),
    })
    .optional(),
  withdrawal: z
    .object({
      netAssetId: z.string(),
      targetEthereumAddress: z.string(),
      referenceNonce: z.string(),
    })
    .optional(),
  assetLimitsUpdated: z
    .object({
      netAssetId: z.string(),
      sourceEthereumAddress: z.string(),
      lifetimeLimits: z.string(),
      withdrawThreshold: z.string(),
    })
    .optional(),
  bridgeStopped: z.boolean().optional(),
  bridgeResumed: z.boolean().optional(),
});

/** `vega.ERC20MultiSigEvent`: multisig control events; blockTime in Unix seconds. */
export const erc20MultisigEventSchema = z.object({
  index: uintString,
  block: uintString,
  signerAdded: z
    .object({ newSigner: z.string(), nonce: z.string(), blockTime: intString })
    .optional(),
  signerRemoved: z
    .object({ oldSigner: z.string(), nonce: z.string(), blockTime: intString })
    .optional(),
  thresholdSet: z
    .object({ newThreshold: uint32Number, nonce: z.string(), blockTime: intString })
    .optional(),
});

const stakeMovementSchema = z.object({
  ethereumAddress: z.string(),
  netPublicKey: z.string(),
  amount: z.string(),
  blockTime: intString,
});

/** `vega.StakingEvent`: staking bridge events. */
export const stakingEventSchema = z.object({
  index: uintString,
  block: uintString,
  stakeDeposited: stakeMovementSchema.optional(),
  stakeRemoved: stakeMovementSchema.optional(),
  totalSupply: z.object({ tokenAddress: z.string(), totalSupply: z.string() }).optional(),
});

/** `chainEvent`: oneof builtin | erc20 | stakingEvent | erc20Multisig. */
export const chainEventSchema = z.object({
  txId: z.string(),
  nonce: uintString,
  builtin: builtinAssetEventSchema.optional(),
  erc20: erc20EventSchema.optional(),
  stakingEvent: stakingEventSchema.optional(),
  erc20Multisig: erc20MultisigEventSchema.optional(),
});
export type ChainEvent = z.infer<typeof chainEventSchema>;
