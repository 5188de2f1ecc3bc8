import { z } from 'zod/mini';
import { intString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/**
 * Market parameters shared by the Market record and the new/update-market proposal changes
 * (spec §2.9 "Shared proposal sub-shapes", reference §3.2 Market).
 */

/** `vega.PriceMonitoringTrigger`: horizon and auctionExtension in seconds. */
export const priceMonitoringTriggerSchema = z.object({
  horizon: intString,
  probability: decimalString,
  auctionExtension: intString,
});
export type PriceMonitoringTrigger = z.infer<typeof priceMonitoringTriggerSchema>;

/** `vega.PriceMonitoringParameters` */
export const priceMonitoringParametersSchema = z.object({
  triggers: z.array(priceMonitoringTriggerSchema),
});

/** `vega.LiquidityMonitoringParameters`: timeWindow and auctionExtension in seconds. */
export const liquidityMonitoringParametersSchema = z.object({
  targetStakeParameters: z.object({ timeWindow: intString, scalingFactor: z.number() }),
  triggeringRatio: decimalString,
  auctionExtension: intString,
});
export type LiquidityMonitoringParameters = z.infer<typeof liquidityMonitoringParametersSchema>;

/** `vega.LogNormalRiskModel` (Market `logNormalRiskModel`, proposal `logNormal`). */
export const logNormalRiskModelSchema = z.object({
  riskAversionParameter: z.number(),
  tau: z.number(),
  params: z.object({ mu: z.number(), r: z.number(), sigma: z.number() }),
});
export type LogNormalRiskModel = z.infer<typeof logNormalRiskModelSchema>;

/** `vega.SimpleModelParams` (Market `simpleRiskModel.params`, proposal `simple`). */
export const simpleModelParamsSchema = z.object({
  factorLong: z.number(),
  factorShort: z.number(),
  maxMoveUp: z.number(),
  minMoveDown: z.number(),
  probabilityOfTrading: z.number(),
});
export type SimpleModelParams = z.infer<typeof simpleModelParamsSchema>;
