import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { idSchema } from './primitives.ts';

/**
 * The network's own party: owner of the network's accounts (insurance, reward pools, treasury)
 * and buyer or seller of close-out trades. The reference writes it `network` where a party id
 * goes, and its data node accepts it wherever a party id is asked for.
 */
export const NETWORK_PARTY = 'network';

/** Party record: only its key in v0.71 (reference §3.2); the network party's key is its name. */
export const partySchema = z.object({
  id: z.union([idSchema, z.literal(NETWORK_PARTY)]),
});
export type Party = z.infer<typeof partySchema>;

/** `GET /api/v2/parties` */
export const partiesResponseSchema = z.object({ parties: connectionSchema(partySchema) });
/** `GET /api/v2/party/{partyId}` */
export const partyResponseSchema = z.object({ party: partySchema });
