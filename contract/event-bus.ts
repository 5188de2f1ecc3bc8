import { z } from 'zod/mini';
import { accountBalanceSchema } from './account.ts';
import { depositSchema } from './deposit.ts';
import { BusEventType } from './enums.ts';
import { proposalSchema } from './governance.ts';
import { ledgerMovementSchema } from './ledger.ts';
import { liquidityProvisionSchema } from './liquidity.ts';
import { marginLevelsSchema } from './margin.ts';
import { marketDataSchema } from './market-data.ts';
import { orderSchema } from './order.ts';
import { timestampNs } from './primitives.ts';
import { tradeSchema } from './trade.ts';
import { transferSchema } from './transfer.ts';
import { voteSchema } from './vote.ts';
import { withdrawalSchema } from './withdrawal.ts';

export { BusEventType };

/**
 * One event of `/api/v2/stream/event/bus` (the reference's BusEvent): `id` is
 * `<block>-<index>`, `block` the height; exactly one payload is set, the one of its type. The
 * payloads are those our block output carries.
 */
export const busEventSchema = z.object({
  id: z.string(),
  block: z.string(),
  type: BusEventType.schema,
  timeUpdate: z.optional(z.object({ timestamp: timestampNs })),
  ledgerMovements: z.optional(z.object({ ledgerMovements: z.array(ledgerMovementSchema) })),
  order: z.optional(orderSchema),
  account: z.optional(accountBalanceSchema),
  trade: z.optional(tradeSchema),
  marginLevels: z.optional(marginLevelsSchema),
  proposal: z.optional(proposalSchema),
  vote: z.optional(voteSchema),
  marketData: z.optional(marketDataSchema),
  liquidityProvision: z.optional(liquidityProvisionSchema),
  deposit: z.optional(depositSchema),
  withdrawal: z.optional(withdrawalSchema),
  transfer: z.optional(transferSchema),
});
export type BusEvent = z.infer<typeof busEventSchema>;

/** A message's result: the reference's ObserveEventBusResponse. */
export const observeEventBusResultSchema = z.object({ events: z.array(busEventSchema) });
