import { z } from 'zod';
import { assetDetailsSchema } from '#contract/asset.ts';
import { idSchema } from '#contract/primitives.ts';

/** Ethereum address as it appears in genesis: 0x + 40 hex digits (any case). */
export const ethereumAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected 0x + 40 hex digits');

/** An asset enabled from the first block: the API's Asset record minus its status. */
export const genesisAssetSchema = z
  .strictObject({
    id: idSchema,
    details: z.object({
      ...assetDetailsSchema.shape,
      name: z.string().min(1),
      symbol: z.string().min(1),
      decimals: z.string().regex(/^\d{1,2}$/, 'decimals must be 0..99'),
      quantum: z.string().regex(/^[1-9]\d*$/, 'quantum must be a positive integer'),
      erc20: z
        .object({
          contractAddress: ethereumAddressSchema,
          lifetimeLimit: z.string().regex(/^\d+$/),
          withdrawThreshold: z.string().regex(/^\d+$/),
        })
        .nullish(),
    }),
  })
  .refine((a) => (a.details.builtinAsset ? 1 : 0) + (a.details.erc20 ? 1 : 0) === 1, {
    message: 'an asset has exactly one source: builtinAsset or erc20',
    path: ['details'],
  });

export type GenesisAsset = z.infer<typeof genesisAssetSchema>;
