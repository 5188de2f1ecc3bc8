import { z } from 'zod/mini';
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
  deposit: z.optional(builtinTransferSchema),
  withdrawal: z.optional(builtinTransferSchema),
});

/** `vega.ERC20Event`: bridge events; one action member is set. */
export const erc20EventSchema = z.object({
  index: uintString,
  block: uintString,
  assetList: z.optional(z.object({ netAssetId: z.string(), assetSource: z.string() })),
  assetDelist: z.optional(z.object({ netAssetId: z.string() })),
  deposit: z.optional(
    z.object({
      netAssetId: z.string(),
      sourceEthereumAddress: z.string(),
      targetPartyId: z.string(),
      amount: z.string(),
    }),
  ),
  withdrawal: z.optional(
    z.object({
      netAssetId: z.string(),
      targetEthereumAddress: z.string(),
      referenceNonce: z.string(),
    }),
  ),
  assetLimitsUpdated: z.optional(
    z.object({
      netAssetId: z.string(),
      sourceEthereumAddress: z.string(),
      lifetimeLimits: z.string(),
      withdrawThreshold: z.string(),
    }),
  ),
  bridgeStopped: z.optional(z.boolean()),
  bridgeResumed: z.optional(z.boolean()),
});

/** `vega.ERC20MultiSigEvent`: multisig control events; blockTime in Unix seconds. */
export const erc20MultisigEventSchema = z.object({
  index: uintString,
  block: uintString,
  signerAdded: z.optional(
    z.object({ newSigner: z.string(), nonce: z.string(), blockTime: intString }),
  ),
  signerRemoved: z.optional(
    z.object({ oldSigner: z.string(), nonce: z.string(), blockTime: intString }),
  ),
  thresholdSet: z.optional(
    z.object({ newThreshold: uint32Number, nonce: z.string(), blockTime: intString }),
  ),
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
  stakeDeposited: z.optional(stakeMovementSchema),
  stakeRemoved: z.optional(stakeMovementSchema),
  totalSupply: z.optional(z.object({ tokenAddress: z.string(), totalSupply: z.string() })),
});

/** `chainEvent`: oneof builtin | erc20 | stakingEvent | erc20Multisig. */
export const chainEventSchema = z.object({
  txId: z.string(),
  nonce: uintString,
  builtin: z.optional(builtinAssetEventSchema),
  erc20: z.optional(erc20EventSchema),
  stakingEvent: z.optional(stakingEventSchema),
  erc20Multisig: z.optional(erc20MultisigEventSchema),
});
export type ChainEvent = z.infer<typeof chainEventSchema>;
