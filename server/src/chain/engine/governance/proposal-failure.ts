import type { EnumName } from '#contract/define-enum.ts';
import type { ProposalError } from '#contract/enums.ts';

export type ProposalErrorName = EnumName<typeof ProposalError>;

/** Why a proposal is rejected: the record's `reason` and `errorDetails`. */
export interface ProposalFailure {
  reason: ProposalErrorName;
  details: string;
}
