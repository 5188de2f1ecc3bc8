import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { dataSignerSchema, dataSourceSpecSchema } from './data-source.ts';
import { timestampNs } from './primitives.ts';

/** `vega.OracleSpec`: a data source spec a market listens to. */
export const oracleSpecSchema = z.object({
  externalDataSourceSpec: z.object({ spec: dataSourceSpecSchema }),
});
export type OracleSpec = z.infer<typeof oracleSpecSchema>;

/** `GET /api/v2/oracle/specs` */
export const oracleSpecsResponseSchema = z.object({
  oracleSpecs: connectionSchema(oracleSpecSchema),
});
/** `GET /api/v2/oracle/spec/{oracleSpecId}` */
export const oracleSpecResponseSchema = z.object({ oracleSpec: oracleSpecSchema });

/** `vega.OracleData`: one accepted submission, its properties and the specs it matched. */
export const oracleDataSchema = z.object({
  externalData: z.object({
    data: z.object({
      signers: z.array(dataSignerSchema),
      data: z.array(z.object({ name: z.string(), value: z.string() })),
      matchedSpecIds: z.array(z.string()),
      broadcastAt: timestampNs,
    }),
  }),
});
export type OracleData = z.infer<typeof oracleDataSchema>;

/** `GET /api/v2/oracle/data` */
export const oracleDataResponseSchema = z.object({
  oracleData: connectionSchema(oracleDataSchema),
});
