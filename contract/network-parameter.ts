import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';

/** `vega.NetworkParameter` (spec §2.6): every value travels as a string. */
export const networkParameterSchema = z.object({ key: z.string(), value: z.string() });
export type NetworkParameter = z.infer<typeof networkParameterSchema>;

/** Data node `GET /api/v2/network/parameters` (paginated). */
export const networkParametersResponseSchema = z.object({
  networkParameters: connectionSchema(networkParameterSchema),
});
/** Data node `GET /api/v2/network/parameters/{key}` */
export const networkParameterResponseSchema = z.object({
  networkParameter: networkParameterSchema,
});
/** Core `GET /network/parameters` (spec §4.7): a flat array, no pagination. */
export const coreNetworkParametersResponseSchema = z.object({
  networkParameters: z.array(networkParameterSchema),
});
