import { z } from 'zod/mini';
import { inputDataSchema } from './commands/input-data.ts';
import type { CommandKey } from './commands/input-data.ts';
import { signatureSchema } from './commands/signature.ts';
import { uintString } from './primitives.ts';
import { uint32Number } from './scalars.ts';

/**
 * Block-explorer transaction (spec §2.9, reference §6). `block` is a 64-bit integer string,
 * `index` and `code` are numbers (`code` 0 = success); `error` is present when `code` is not 0.
 */
export const transactionSchema = z.object({
  block: uintString,
  index: uint32Number,
  /** Upper-case hex. */
  hash: z.string(),
  submitter: z.string(),
  /** One of the keys of TRANSACTION_TYPES. */
  type: z.string(),
  code: uint32Number,
  /** `"<block>.<index>"` */
  cursor: z.string(),
  command: inputDataSchema,
  signature: signatureSchema,
  error: z.optional(z.string()),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Block explorer `GET /rest/transactions/{hash}` (spec §4.3). */
export const transactionResponseSchema = z.object({ transaction: transactionSchema });
/** Block explorer `GET /rest/transactions`: newest first, no pageInfo. */
export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });

/** Transaction type strings (reference §6, `core/txn/command.go`) and their `command` member. */
export const TRANSACTION_TYPES = {
  'Submit Order': 'orderSubmission',
  'Cancel Order': 'orderCancellation',
  'Amend Order': 'orderAmendment',
  Withdraw: 'withdrawSubmission',
  Proposal: 'proposalSubmission',
  'Vote on Proposal': 'voteSubmission',
  'Register new Node': 'announceNode',
  'Node Vote': 'nodeVote',
  'Node Signature': 'nodeSignature',
  'Liquidity Provision Order': 'liquidityProvisionSubmission',
  'Cancel LiquidityProvision Order': 'liquidityProvisionCancellation',
  'Amend LiquidityProvision Order': 'liquidityProvisionAmendment',
  'Chain Event': 'chainEvent',
  'Submit Oracle Data': 'oracleDataSubmission',
  Delegate: 'delegateSubmission',
  Undelegate: 'undelegateSubmission',
  'Key Rotate Submission': 'keyRotateSubmission',
  'State Variable Proposal': 'stateVariableProposal',
  'Transfer Funds': 'transfer',
  'Cancel Transfer Funds': 'cancelTransfer',
  'Validator Heartbeat': 'validatorHeartbeat',
  'Ethereum Key Rotate Submission': 'ethereumKeyRotateSubmission',
  'Protocol Upgrade': 'protocolUpgradeProposal',
  'Issue Signatures': 'issueSignatures',
  'Batch Market Instructions': 'batchMarketInstructions',
} as const satisfies Record<string, CommandKey>;
export type TransactionType = keyof typeof TRANSACTION_TYPES;

/** The type string of a command member (inverse of TRANSACTION_TYPES). */
export const COMMAND_TRANSACTION_TYPES = Object.fromEntries(
  Object.entries(TRANSACTION_TYPES).map(([type, key]) => [key, type]),
) as { [K in CommandKey]: TransactionType };

/** The command member that is set on a transaction, if any. */
export function commandKeyOf(command: Transaction['command']): CommandKey | undefined {
  const keys = Object.values(TRANSACTION_TYPES) as CommandKey[];
  return keys.find((key) => command[key] != null);
}
