import { z } from 'zod/mini';
import { liquidityOrderSchema } from '../liquidity.ts';

/**
 * `liquidityProvisionSubmission` and `liquidityProvisionAmendment` share one shape (spec §2.9);
 * in an amendment empty fields mean "unchanged".
 */
export const liquidityProvisionSubmissionSchema = z.object({
  marketId: z.string(),
  commitmentAmount: z.string(),
  fee: z.string(),
  sells: z.array(liquidityOrderSchema),
  buys: z.array(liquidityOrderSchema),
  reference: z.string(),
});
export type LiquidityProvisionSubmission = z.infer<typeof liquidityProvisionSubmissionSchema>;

export const liquidityProvisionAmendmentSchema = liquidityProvisionSubmissionSchema;
export type LiquidityProvisionAmendment = LiquidityProvisionSubmission;

/** `liquidityProvisionCancellation` */
export const liquidityProvisionCancellationSchema = z.object({ marketId: z.string() });
export type LiquidityProvisionCancellation = z.infer<typeof liquidityProvisionCancellationSchema>;
