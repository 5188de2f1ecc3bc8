import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { VoteValue } from './enums.ts';
import { timestampNs, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** Vote record (reference §3.2 `vega.Vote`). */
export const voteSchema = z.object({
  partyId: z.string(),
  value: VoteValue.schema,
  proposalId: z.string(),
  timestamp: timestampNs,
  totalGovernanceTokenBalance: uintString,
  totalGovernanceTokenWeight: decimalString,
  totalEquityLikeShareWeight: decimalString,
});
export type Vote = z.infer<typeof voteSchema>;

/** `GET /api/v2/votes` */
export const votesResponseSchema = z.object({ votes: connectionSchema(voteSchema) });
