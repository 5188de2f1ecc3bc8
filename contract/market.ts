import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { dataSourceSpecBindingSchema, dataSourceSpecSchema } from './data-source.ts';
import { MarketState, MarketTradingMode } from './enums.ts';
import {
  liquidityMonitoringParametersSchema,
  logNormalRiskModelSchema,
  priceMonitoringParametersSchema,
  simpleModelParamsSchema,
} from './market-parameters.ts';
import { idSchema, intString, timestampNs, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** `vega.Future`: the only product of v0.71. */
export const futureSchema = z.object({
  settlementAsset: z.string(),
  quoteName: z.string(),
  dataSourceSpecForSettlementData: dataSourceSpecSchema,
  dataSourceSpecForTradingTermination: dataSourceSpecSchema,
  dataSourceSpecBinding: dataSourceSpecBindingSchema,
});
export type Future = z.infer<typeof futureSchema>;

/** `vega.Instrument`; `future` is a member of the `product` oneof. */
export const instrumentSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  metadata: z.object({ tags: z.array(z.string()) }),
  future: z.optional(futureSchema),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/** `vega.TradableInstrument`: exactly one of the two risk models is set (a oneof). */
export const tradableInstrumentSchema = z.object({
  instrument: instrumentSchema,
  marginCalculator: z.object({
    scalingFactors: z.object({
      searchLevel: z.number(),
      initialMargin: z.number(),
      collateralRelease: z.number(),
    }),
  }),
  logNormalRiskModel: z.optional(logNormalRiskModelSchema),
  simpleRiskModel: z.optional(z.object({ params: simpleModelParamsSchema })),
});
export type TradableInstrument = z.infer<typeof tradableInstrumentSchema>;

/** `vega.FeeFactors` (decimal fractions). */
export const feeFactorsSchema = z.object({
  makerFee: decimalString,
  infrastructureFee: decimalString,
  liquidityFee: decimalString,
});

/** `vega.MarketTimestamps` (Unix ns; "0" = not reached). */
export const marketTimestampsSchema = z.object({
  proposed: timestampNs,
  pending: timestampNs,
  open: timestampNs,
  close: timestampNs,
});

/** Market record (reference §3.2 `vega.Market`). */
export const marketSchema = z.object({
  id: idSchema,
  tradableInstrument: tradableInstrumentSchema,
  decimalPlaces: uintString,
  fees: z.object({ factors: feeFactorsSchema }),
  /** duration in seconds. */
  openingAuction: z.object({ duration: intString, volume: uintString }),
  priceMonitoringSettings: z.object({ parameters: priceMonitoringParametersSchema }),
  liquidityMonitoringParameters: liquidityMonitoringParametersSchema,
  tradingMode: MarketTradingMode.schema,
  state: MarketState.schema,
  marketTimestamps: marketTimestampsSchema,
  positionDecimalPlaces: intString,
  lpPriceRange: decimalString,
  linearSlippageFactor: decimalString,
  quadraticSlippageFactor: decimalString,
});
export type Market = z.infer<typeof marketSchema>;

/** `GET /api/v2/markets` */
export const marketsResponseSchema = z.object({ markets: connectionSchema(marketSchema) });
/** `GET /api/v2/market/{marketId}` */
export const marketResponseSchema = z.object({ market: marketSchema });
