import { z } from 'zod/mini';
import { assetDetailsSchema } from './asset.ts';
import { dataSourceDefinitionSchema, dataSourceSpecBindingSchema } from './data-source.ts';
import {
  liquidityMonitoringParametersSchema,
  logNormalRiskModelSchema,
  priceMonitoringParametersSchema,
  simpleModelParamsSchema,
} from './market-parameters.ts';
import { networkParameterSchema } from './network-parameter.ts';
import { intString, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/**
 * Proposal terms (spec §2.9 proposalSubmission, reference §3.2 Proposal): one set of sub-schemas
 * for the new-market changes; the update-market changes are derived from them.
 */

/** `vega.FutureProduct` (data sources are definitions here, not specs). */
export const futureProductSchema = z.object({
  settlementAsset: z.string(),
  quoteName: z.string(),
  dataSourceSpecForSettlementData: dataSourceDefinitionSchema,
  dataSourceSpecForTradingTermination: dataSourceDefinitionSchema,
  dataSourceSpecBinding: dataSourceSpecBindingSchema,
});
export type FutureProduct = z.infer<typeof futureProductSchema>;

/** `vega.InstrumentConfiguration`; `future` is a member of the `product` oneof. */
export const instrumentConfigurationSchema = z.object({
  name: z.string(),
  code: z.string(),
  future: z.optional(futureProductSchema),
});

/** `vega.NewMarketConfiguration`; `simple` | `logNormal` is the `risk_parameters` oneof. */
export const newMarketConfigurationSchema = z.object({
  instrument: instrumentConfigurationSchema,
  decimalPlaces: uintString,
  metadata: z.array(z.string()),
  priceMonitoringParameters: priceMonitoringParametersSchema,
  liquidityMonitoringParameters: liquidityMonitoringParametersSchema,
  simple: z.optional(simpleModelParamsSchema),
  logNormal: z.optional(logNormalRiskModelSchema),
  positionDecimalPlaces: intString,
  lpPriceRange: decimalString,
  linearSlippageFactor: decimalString,
  quadraticSlippageFactor: decimalString,
});
export type NewMarketConfiguration = z.infer<typeof newMarketConfigurationSchema>;

/** `vega.UpdateInstrumentConfiguration`: no name, and a future without settlementAsset. */
export const updateInstrumentConfigurationSchema = z.extend(
  z.omit(instrumentConfigurationSchema, { name: true }),
  { future: z.optional(z.omit(futureProductSchema, { settlementAsset: true })) },
);

/** `vega.UpdateMarketConfiguration`: the new-market changes without the decimal places. */
export const updateMarketConfigurationSchema = z.extend(
  z.omit(newMarketConfigurationSchema, { decimalPlaces: true, positionDecimalPlaces: true }),
  { instrument: updateInstrumentConfigurationSchema },
);
export type UpdateMarketConfiguration = z.infer<typeof updateMarketConfigurationSchema>;

/** `vega.AssetDetailsUpdate`; `erc20` is a member of the `source` oneof. */
export const assetDetailsUpdateSchema = z.object({
  quantum: uintString,
  erc20: z.optional(z.object({ lifetimeLimit: uintString, withdrawThreshold: uintString })),
});

/** `vega.ProposalTerms`: timestamps in Unix seconds; exactly one change member (oneof). */
export const proposalTermsSchema = z.object({
  closingTimestamp: intString,
  enactmentTimestamp: intString,
  validationTimestamp: intString,
  newMarket: z.optional(z.object({ changes: newMarketConfigurationSchema })),
  updateMarket: z.optional(
    z.object({ marketId: z.string(), changes: updateMarketConfigurationSchema }),
  ),
  updateNetworkParameter: z.optional(z.object({ changes: networkParameterSchema })),
  newAsset: z.optional(z.object({ changes: assetDetailsSchema })),
  newFreeform: z.optional(z.object({})),
  updateAsset: z.optional(z.object({ assetId: z.string(), changes: assetDetailsUpdateSchema })),
});
export type ProposalTerms = z.infer<typeof proposalTermsSchema>;

/** `vega.ProposalRationale` */
export const proposalRationaleSchema = z.object({ description: z.string(), title: z.string() });
export type ProposalRationale = z.infer<typeof proposalRationaleSchema>;
