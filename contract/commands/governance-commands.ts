import { z } from 'zod/mini';
import { VoteValue } from '../enums.ts';
import { proposalRationaleSchema, proposalTermsSchema } from '../proposal-terms.ts';

/** `proposalSubmission`: the same terms as the Proposal record. */
export const proposalSubmissionSchema = z.object({
  reference: z.string(),
  terms: proposalTermsSchema,
  rationale: proposalRationaleSchema,
});
export type ProposalSubmission = z.infer<typeof proposalSubmissionSchema>;

/** `voteSubmission` */
export const voteSubmissionSchema = z.object({
  proposalId: z.string(),
  value: VoteValue.schema,
});
export type VoteSubmission = z.infer<typeof voteSubmissionSchema>;
