import type { CommandKey } from '#contract/commands/input-data.ts';
import type { TxContext } from '../block/execution-context.ts';
import { chainEvent } from './chain-event-handlers.ts';
import { amendOrder, batchMarketInstructions, cancelOrder, submitOrder } from './order-handlers.ts';
import { submitProposal, submitVote } from '../governance/proposal-handlers.ts';
import {
  amendLiquidityProvision,
  cancelLiquidityProvision,
  submitLiquidityProvision,
} from '../liquidity/liquidity-handlers.ts';
import { submitOracleData } from '../oracles/oracle-handlers.ts';
import { cancelTransfer, submitTransfer } from '../transfers/transfer-handlers.ts';
import { submitWithdrawal } from '../withdrawals/withdrawal-handlers.ts';
import { VALIDATOR_HANDLERS } from '../validators/commands/validator-handlers.ts';

// Handlers take the command body as the agents produced it (already in the contract's shape).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler types its own body
type Handler = (ctx: TxContext, body: any) => void;

/** Which handler executes which command member of spec §2.9. */
export const HANDLERS: Partial<Record<CommandKey, Handler>> = {
  orderSubmission: submitOrder,
  orderCancellation: cancelOrder,
  orderAmendment: amendOrder,
  batchMarketInstructions,
  chainEvent,
  proposalSubmission: submitProposal,
  voteSubmission: submitVote,
  transfer: submitTransfer,
  cancelTransfer,
  withdrawSubmission: submitWithdrawal,
  liquidityProvisionSubmission: submitLiquidityProvision,
  liquidityProvisionAmendment: amendLiquidityProvision,
  liquidityProvisionCancellation: cancelLiquidityProvision,
  oracleDataSubmission: submitOracleData,
  ...VALIDATOR_HANDLERS,
};
