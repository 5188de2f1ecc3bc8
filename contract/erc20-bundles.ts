import { z } from 'zod/mini';
import { timestampNs } from './primitives.ts';

/**
 * What a client sends to the ERC-20 bridge, with the validators' signatures ("0x" and the
 * concatenated hex of each; "0x" alone when none were collected). `vegaAssetId` of the
 * reference is `netAssetId`.
 */

/** `GET /api/v2/erc20/asset/list/bundle` */
export const erc20ListAssetBundleResponseSchema = z.object({
  assetSource: z.string(),
  netAssetId: z.string(),
  nonce: z.string(),
  signatures: z.string(),
});

/** `GET /api/v2/erc20/asset/limits/bundle` */
export const erc20SetAssetLimitsBundleResponseSchema = z.object({
  assetSource: z.string(),
  netAssetId: z.string(),
  nonce: z.string(),
  lifetimeLimit: z.string(),
  threshold: z.string(),
  signatures: z.string(),
});

/** `GET /api/v2/erc20/asset/withdrawal/bundle` */
export const erc20WithdrawalApprovalResponseSchema = z.object({
  assetSource: z.string(),
  amount: z.string(),
  nonce: z.string(),
  signatures: z.string(),
  targetAddress: z.string(),
  creation: timestampNs,
});
