import type { CommandKey } from '../../contract/commands/input-data.ts';
import type { TxContext } from '../block/execution-context.ts';
import { chainEvent } from './chain-event-handlers.ts';
import { amendOrder, batchMarketInstructions, cancelOrder, submitOrder } from './order-handlers.ts';

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
};
