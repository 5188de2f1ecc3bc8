import { z } from 'zod';
import { DataConditionOperator, DataPropertyKeyType } from '#contract/enums.ts';
import { idSchema, intString, uintString } from '#contract/primitives.ts';

/**
 * The new-market proposal shapes of the spec (§2.9 "Shared proposal sub-shapes", proto
 * `vega.NewMarketConfiguration` at v0.71) in REST JSON encoding: 64-bit integers as strings,
 * doubles as numbers, enums as names. The genesis markets reuse them so that the very same
 * schemas can validate `proposalSubmission.terms.newMarket.changes` later.
 * (Lives here for now; meant to move to contract/.)
 */

/** Decimal number as a string ("0.0002", "1e-6"). */
export const decimalString = z
  .string()
  .regex(/^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/, 'expected a decimal string');

/** Property published with every internal time event (brand word replaced by "net"). */
export const BUILTIN_TIMESTAMP_PROPERTY = 'netprotocol.builtin.timestamp';

export const conditionSchema = z.object({
  operator: DataConditionOperator.schema,
  value: z.string(),
});

export const propertyKeySchema = z.object({
  name: z.string().min(1),
  type: DataPropertyKeyType.schema,
  numberDecimalPlaces: z.optional(uintString),
});

export const filterSchema = z.object({
  key: propertyKeySchema,
  conditions: z.array(conditionSchema),
});

export const signerSchema = z
  .object({
    pubKey: z.object({ key: idSchema }).nullish(),
    ethAddress: z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/) }).nullish(),
  })
  .refine((s) => (s.pubKey ? 1 : 0) + (s.ethAddress ? 1 : 0) === 1, {
    message: 'a signer has exactly one of pubKey or ethAddress',
  });

/** `vega.DataSourceDefinition`: an external oracle or an internal time trigger, exactly one. */
export const dataSourceDefinitionSchema = z
  .object({
    external: z
      .object({
        oracle: z.object({
          signers: z.array(signerSchema).min(1),
          filters: z.array(filterSchema).min(1),
        }),
      })
      .nullish(),
    internal: z
      .object({ time: z.object({ conditions: z.array(conditionSchema).min(1) }) })
      .nullish(),
  })
  .refine((d) => (d.external ? 1 : 0) + (d.internal ? 1 : 0) === 1, {
    message: 'a data source has exactly one of external or internal',
  });

export const dataSourceSpecBindingSchema = z.object({
  settlementDataProperty: z.string().min(1),
  tradingTerminationProperty: z.string().min(1),
});

/** Names a data source can deliver: its filter keys, or the builtin timestamp for time sources. */
export function dataSourcePropertyNames(def: DataSourceDefinition): string[] {
  if (def.internal) return [BUILTIN_TIMESTAMP_PROPERTY];
  return def.external?.oracle.filters.map((f) => f.key.name) ?? [];
}

/** `vega.FutureProduct` */
export const futureProductSchema = z
  .object({
    settlementAsset: idSchema,
    quoteName: z.string().min(1),
    dataSourceSpecForSettlementData: dataSourceDefinitionSchema,
    dataSourceSpecForTradingTermination: dataSourceDefinitionSchema,
    dataSourceSpecBinding: dataSourceSpecBindingSchema,
  })
  .superRefine((f, ctx) => {
    const settlement = dataSourcePropertyNames(f.dataSourceSpecForSettlementData);
    if (!settlement.includes(f.dataSourceSpecBinding.settlementDataProperty)) {
      ctx.addIssue({
        code: 'custom',
        message: `settlementDataProperty must be one of the settlement data filter keys (${settlement.join(', ')})`,
        path: ['dataSourceSpecBinding', 'settlementDataProperty'],
      });
    }
    const termination = dataSourcePropertyNames(f.dataSourceSpecForTradingTermination);
    if (!termination.includes(f.dataSourceSpecBinding.tradingTerminationProperty)) {
      ctx.addIssue({
        code: 'custom',
        message: `tradingTerminationProperty must be one of ${termination.join(', ')}`,
        path: ['dataSourceSpecBinding', 'tradingTerminationProperty'],
      });
    }
  });

/** `vega.InstrumentConfiguration` */
export const instrumentConfigurationSchema = z.object({
  name: z.string().min(1),
  code: z.string().min(1),
  future: futureProductSchema,
});

export const priceMonitoringTriggerSchema = z.object({
  horizon: uintString,
  probability: decimalString,
  auctionExtension: uintString,
});

export const priceMonitoringParametersSchema = z.object({
  triggers: z.array(priceMonitoringTriggerSchema),
});

export const liquidityMonitoringParametersSchema = z.object({
  targetStakeParameters: z.object({
    timeWindow: uintString,
    scalingFactor: z.number().positive(),
  }),
  triggeringRatio: decimalString,
  auctionExtension: uintString,
});

/** `vega.LogNormalRiskModel` (proposal member `logNormal`). */
export const logNormalRiskModelSchema = z.object({
  riskAversionParameter: z.number().positive(),
  tau: z.number().positive(),
  params: z.object({ mu: z.number(), r: z.number(), sigma: z.number().positive() }),
});

/** `vega.SimpleModelParams` (proposal member `simple`). */
export const simpleModelParamsSchema = z.object({
  factorLong: z.number().nonnegative(),
  factorShort: z.number().nonnegative(),
  maxMoveUp: z.number().nonnegative(),
  minMoveDown: z.number().nonpositive(),
  probabilityOfTrading: z.number().min(0).max(1),
});

/** `vega.NewMarketConfiguration` members, without the one-risk-model rule (see below). */
export const newMarketConfigurationShape = {
  instrument: instrumentConfigurationSchema,
  decimalPlaces: uintString,
  positionDecimalPlaces: intString,
  metadata: z.array(z.string()),
  priceMonitoringParameters: priceMonitoringParametersSchema,
  liquidityMonitoringParameters: liquidityMonitoringParametersSchema,
  logNormal: logNormalRiskModelSchema.nullish(),
  simple: simpleModelParamsSchema.nullish(),
  lpPriceRange: decimalString,
  linearSlippageFactor: decimalString,
  quadraticSlippageFactor: decimalString,
};

/** Exactly one risk model: `logNormal` or `simple`. */
export function checkOneRiskModel(
  m: { logNormal?: unknown; simple?: unknown },
  ctx: z.RefinementCtx,
): void {
  if ((m.logNormal ? 1 : 0) + (m.simple ? 1 : 0) !== 1) {
    ctx.addIssue({
      code: 'custom',
      message: 'exactly one risk model is required: logNormal or simple',
      path: ['logNormal'],
    });
  }
}

export const newMarketConfigurationSchema = z
  .object(newMarketConfigurationShape)
  .superRefine(checkOneRiskModel);

export type DataSourceDefinition = z.infer<typeof dataSourceDefinitionSchema>;
export type DataSourceCondition = z.infer<typeof conditionSchema>;
export type DataSourceFilter = z.infer<typeof filterSchema>;
export type DataSourceSigner = z.infer<typeof signerSchema>;
export type FutureProduct = z.infer<typeof futureProductSchema>;
export type InstrumentConfiguration = z.infer<typeof instrumentConfigurationSchema>;
export type PriceMonitoringTrigger = z.infer<typeof priceMonitoringTriggerSchema>;
export type LiquidityMonitoringParameters = z.infer<typeof liquidityMonitoringParametersSchema>;
export type LogNormalRiskModel = z.infer<typeof logNormalRiskModelSchema>;
export type SimpleModelParams = z.infer<typeof simpleModelParamsSchema>;
export type NewMarketConfiguration = z.infer<typeof newMarketConfigurationSchema>;
