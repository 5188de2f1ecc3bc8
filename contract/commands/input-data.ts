import { z } from 'zod/mini';
import { uintString } from '../primitives.ts';
import { chainEventSchema } from './chain-event.ts';
import { delegateSubmissionSchema, undelegateSubmissionSchema } from './delegation-commands.ts';
import { proposalSubmissionSchema, voteSubmissionSchema } from './governance-commands.ts';
import {
  liquidityProvisionAmendmentSchema,
  liquidityProvisionCancellationSchema,
  liquidityProvisionSubmissionSchema,
} from './liquidity-commands.ts';
import { oracleDataSubmissionSchema } from './oracle-data.ts';
import {
  batchMarketInstructionsSchema,
  orderAmendmentSchema,
  orderCancellationSchema,
  orderSubmissionSchema,
} from './order-commands.ts';
import {
  cancelTransferSchema,
  transferCommandSchema,
  withdrawSubmissionSchema,
} from './transfer-commands.ts';
import {
  announceNodeSchema,
  ethereumKeyRotateSubmissionSchema,
  issueSignaturesSchema,
  keyRotateSubmissionSchema,
  nodeSignatureSchema,
  nodeVoteSchema,
  protocolUpgradeProposalSchema,
  stateVariableProposalSchema,
  validatorHeartbeatSchema,
} from './validator-commands.ts';

/** The command members of `InputData` (the `command` oneof): exactly one is set. */
export const commandMemberSchemas = {
  orderSubmission: orderSubmissionSchema,
  orderCancellation: orderCancellationSchema,
  orderAmendment: orderAmendmentSchema,
  withdrawSubmission: withdrawSubmissionSchema,
  proposalSubmission: proposalSubmissionSchema,
  voteSubmission: voteSubmissionSchema,
  liquidityProvisionSubmission: liquidityProvisionSubmissionSchema,
  delegateSubmission: delegateSubmissionSchema,
  undelegateSubmission: undelegateSubmissionSchema,
  liquidityProvisionCancellation: liquidityProvisionCancellationSchema,
  liquidityProvisionAmendment: liquidityProvisionAmendmentSchema,
  transfer: transferCommandSchema,
  cancelTransfer: cancelTransferSchema,
  announceNode: announceNodeSchema,
  batchMarketInstructions: batchMarketInstructionsSchema,
  nodeVote: nodeVoteSchema,
  nodeSignature: nodeSignatureSchema,
  chainEvent: chainEventSchema,
  keyRotateSubmission: keyRotateSubmissionSchema,
  stateVariableProposal: stateVariableProposalSchema,
  validatorHeartbeat: validatorHeartbeatSchema,
  ethereumKeyRotateSubmission: ethereumKeyRotateSubmissionSchema,
  protocolUpgradeProposal: protocolUpgradeProposalSchema,
  issueSignatures: issueSignaturesSchema,
  oracleDataSubmission: oracleDataSubmissionSchema,
} as const;
export type CommandKey = keyof typeof commandMemberSchemas;
export const COMMAND_KEYS = Object.keys(commandMemberSchemas) as CommandKey[];

/** `vega.commands.v1.InputData`: the transaction's `command` (spec §2.9). */
export const inputDataSchema = z.object({
  nonce: uintString,
  blockHeight: uintString,
  ...Object.fromEntries(COMMAND_KEYS.map((key) => [key, z.optional(commandMemberSchemas[key])])),
} as {
  nonce: typeof uintString;
  blockHeight: typeof uintString;
} & { [K in CommandKey]: z.ZodMiniOptional<(typeof commandMemberSchemas)[K]> });
export type InputData = z.infer<typeof inputDataSchema>;
