import { z } from 'zod';
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
  numberDecimalPlaces: uintString.optional(),
});

/** `vega.data.v1.Filter` */
export const dataFilterSchema = z.object({
  key: dataPropertyKeySchema,
  conditions: z.array(dataConditionSchema),
});
export type DataFilter = z.infer<typeof dataFilterSchema>;

/** `vega.data.v1.Signer`: oneof pubKey | ethAddress. */
export const dataSignerSchema = z.object({
  pubKey: z.object({ key: z.string() }).optional(),
  ethAddress: z.object({ address: z.string() }).optional(),
});
export type DataSigner = z.infer<typeof dataSignerSchema>;

/** `vega.DataSourceSpecConfiguration`: an external oracle. */
export const oracleConfigurationSchema = z.object({
  signers: z.array(dataSignerSchema),
  filters: z.array(dataFilterSchema),
});

/** `vega.DataSourceDefinition`: oneof external (oracle) | internal (time trigger). */
export const dataSourceDefinitionSchema = z.object({
  external: z.object({ oracle: oracleConfigurationSchema.optional() }).optional(),
  internal: z
    .object({ time: z.object({ conditions: z.array(dataConditionSchema) }).optional() })
    .optional(),
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
