import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { ProposalError, ProposalState } from './enums.ts';
import { idSchema, timestampNs } from './primitives.ts';
import { proposalRationaleSchema, proposalTermsSchema } from './proposal-terms.ts';
import { decimalString } from './scalars.ts';
import { voteSchema } from './vote.ts';

/** Proposal record (reference §3.2 `vega.Proposal`). */
export const proposalSchema = z.object({
  id: idSchema,
  reference: z.string(),
  partyId: z.string(),
  state: ProposalState.schema,
  timestamp: timestampNs,
  terms: proposalTermsSchema,
  /** proto3 `optional`: set when the proposal was rejected or failed. */
  reason: z.optional(ProposalError.schema),
  errorDetails: z.optional(z.string()),
  rationale: proposalRationaleSchema,
  requiredParticipation: decimalString,
  requiredMajority: decimalString,
  requiredLiquidityProviderParticipation: z.optional(decimalString),
  requiredLiquidityProviderMajority: z.optional(decimalString),
});
export type Proposal = z.infer<typeof proposalSchema>;

/**
 * `vega.GovernanceData`: a proposal with its votes. The data node leaves the two maps empty
 * (`{}`); they are read when present.
 */
export const governanceDataSchema = z.object({
  proposal: proposalSchema,
  yes: z.array(voteSchema),
  no: z.array(voteSchema),
  yesParty: z.record(z.string(), voteSchema),
  noParty: z.record(z.string(), voteSchema),
});
export type GovernanceData = z.infer<typeof governanceDataSchema>;

/** `GET /api/v2/governances`: the key is literally `connection`. */
export const governanceDataConnectionResponseSchema = z.object({
  connection: connectionSchema(governanceDataSchema),
});
/** `GET /api/v2/governance?proposalId=…|reference=…` */
export const governanceDataResponseSchema = z.object({ data: governanceDataSchema });
