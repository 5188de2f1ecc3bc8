import { z } from 'zod';
import { idSchema, uintString } from '#contract/primitives.ts';
import {
  checkOneRiskModel,
  decimalString,
  newMarketConfigurationShape,
} from './market-config-schema.ts';

/**
 * A futures market that exists from the first block. It is a new-market proposal's
 * `changes` (same members, same schemas) plus what governance would otherwise take from
 * network parameters at enactment (fees, margin scaling, opening auction), plus two
 * simulation hints that are not part of the protocol.
 */
export const genesisMarketSchema = z
  .object({
    id: idSchema,
    ...newMarketConfigurationShape,
    fees: z.object({
      factors: z.object({
        makerFee: decimalString,
        infrastructureFee: decimalString,
        liquidityFee: decimalString,
      }),
    }),
    marginCalculator: z.object({
      scalingFactors: z.object({
        searchLevel: z.number().positive(),
        initialMargin: z.number().positive(),
        collateralRelease: z.number().positive(),
      }),
    }),
    /** Opening auction length in seconds (string, like `AuctionDuration.duration`). */
    openingAuction: z.object({ duration: uintString }),
    /** Simulation hint: initial fair price, unscaled integer in market decimals. */
    referencePrice: uintString.check(z.refine((p) => BigInt(p) > 0n, 'referencePrice must be > 0')),
    /** Simulation hint: annualised volatility for the agents' random walk (0.6 = 60 %). */
    volatility: z.number().positive().max(10),
  })
  .superRefine(checkOneRiskModel)
  .superRefine((m, ctx) => {
    const f = m.marginCalculator.scalingFactors;
    if (!(f.searchLevel < f.initialMargin && f.initialMargin < f.collateralRelease)) {
      ctx.addIssue({
        code: 'custom',
        message: 'scaling factors must satisfy searchLevel < initialMargin < collateralRelease',
        path: ['marginCalculator', 'scalingFactors'],
      });
    }
  });

export type GenesisMarket = z.infer<typeof genesisMarketSchema>;
