import { z } from 'zod/mini';
import { liquidityProvisionSchema } from '../liquidity.ts';

export const liquidityProvisionsStreamResultSchema = z.object({
  liquidityProvisions: z.array(liquidityProvisionSchema),
});
export const liquidityProvisionsStream = {
  path: '/api/v2/stream/liquidity-provisions',
  result: liquidityProvisionsStreamResultSchema,
} as const;
