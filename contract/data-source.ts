import { z } from 'zod/mini';
import { DataConditionOperator, DataPropertyKeyType, DataSourceSpecStatus } from './enums.ts';
import { timestampNs, uintString } from './primitives.ts';

/** `vega.data.v1.Condition` */
export const dataConditionSchema = z.object({
  operator: DataConditionOperator.schema,
  value: z.string(),
});
export type DataCondition = z.infer<typeof dataConditionSchema>;

/** `vega.data.v1.PropertyKey`; `numberDecimalPlaces` is proto3 `optional`. */
export const dataPropertyKeySchema = z.object({
  name: z.string(),
  type: DataPropertyKeyType.schema,
  numberDecimalPlaces: z.optional(uintString),
});

/** `vega.data.v1.Filter` */
export const dataFilterSchema = z.object({
  key: dataPropertyKeySchema,
  conditions: z.array(dataConditionSchema),
});
export type DataFilter = z.infer<typeof dataFilterSchema>;

/** `vega.data.v1.Signer`: oneof pubKey | ethAddress. */
export const dataSignerSchema = z.object({
  pubKey: z.optional(z.object({ key: z.string() })),
  ethAddress: z.optional(z.object({ address: z.string() })),
});
export type DataSigner = z.infer<typeof dataSignerSchema>;

/** `vega.DataSourceSpecConfiguration`: an external oracle. */
export const oracleConfigurationSchema = z.object({
  signers: z.array(dataSignerSchema),
  filters: z.array(dataFilterSchema),
});

/** `vega.DataSourceDefinition`: oneof external (oracle) | internal (time trigger). */
export const dataSourceDefinitionSchema = z.object({
  external: z.optional(z.object({ oracle: z.optional(oracleConfigurationSchema) })),
  internal: z.optional(
    z.object({ time: z.optional(z.object({ conditions: z.array(dataConditionSchema) })) }),
  ),
});
export type DataSourceDefinition = z.infer<typeof dataSourceDefinitionSchema>;

/** `vega.DataSourceSpecToFutureBinding`: which property settles / terminates a future. */
export const dataSourceSpecBindingSchema = z.object({
  settlementDataProperty: z.string(),
  tradingTerminationProperty: z.string(),
});
export type DataSourceSpecBinding = z.infer<typeof dataSourceSpecBindingSchema>;

/** `vega.DataSourceSpec` (reference §3.2): a definition as the network holds it. */
export const dataSourceSpecSchema = z.object({
  id: z.string(),
  createdAt: timestampNs,
  updatedAt: timestampNs,
  data: dataSourceDefinitionSchema,
  status: DataSourceSpecStatus.schema,
});
export type DataSourceSpec = z.infer<typeof dataSourceSpecSchema>;
