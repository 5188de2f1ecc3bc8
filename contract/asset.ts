import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AssetStatus } from './enums.ts';
import { idSchema, uintString } from './primitives.ts';

/** Asset record (spec §2.3, reference §3.2). Exactly one of builtinAsset / erc20 is set. */
export const assetDetailsSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: uintString,
  quantum: uintString,
  builtinAsset: z.optional(z.nullable(z.object({ maxFaucetAmountMint: uintString }))),
  erc20: z.optional(
    z.nullable(
      z.object({
        contractAddress: z.string(),
        lifetimeLimit: uintString,
        withdrawThreshold: uintString,
      }),
    ),
  ),
});

export const assetSchema = z.object({
  id: idSchema,
  details: assetDetailsSchema,
  status: AssetStatus.schema,
});
export type Asset = z.infer<typeof assetSchema>;

export const assetResponseSchema = z.object({ asset: assetSchema });
export const assetsResponseSchema = z.object({ assets: connectionSchema(assetSchema) });
