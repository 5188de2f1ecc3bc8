import { z } from 'zod/mini';
import { accountBalanceSchema } from './account.ts';
import { candleSchema } from './candle.ts';
import { errorBodySchema } from './errors.ts';
import { observeEventBusResultSchema } from './event-bus.ts';
import { governanceDataSchema } from './governance.ts';
import { ledgerMovementSchema } from './ledger.ts';
import { liquidityProvisionSchema } from './liquidity.ts';
import { marginLevelsSchema } from './margin.ts';
import { marketDataSchema } from './market-data.ts';
import { marketDepthSchema, marketDepthUpdateSchema } from './market-depth.ts';
import { orderSchema } from './order.ts';
import { positionSchema } from './position.ts';
import { fromStreamForm } from './stream-decode.ts';
import { tradeSchema } from './trade.ts';
import { voteSchema } from './vote.ts';

/**
 * WebSocket streams (spec §6, reference §5). Each message is `{"result": …}` or
 * `{"error": {code, message, details}}`. The schemas below describe `result` in REST form;
 * on the wire enums are integers and defaults are omitted, so read every message with
 * `parseStreamMessage`, which decodes it with stream-decode.ts first.
 */

/** Orders, positions and accounts: snapshot pages (the last has lastPage), then updates. */
export const ordersStreamResultSchema = z.object({
  snapshot: z.optional(z.object({ orders: z.array(orderSchema), lastPage: z.boolean() })),
  updates: z.optional(z.object({ orders: z.array(orderSchema) })),
});
export const positionsStreamResultSchema = z.object({
  snapshot: z.optional(z.object({ positions: z.array(positionSchema), lastPage: z.boolean() })),
  updates: z.optional(z.object({ positions: z.array(positionSchema) })),
});
export const accountsStreamResultSchema = z.object({
  snapshot: z.optional(
    z.object({ accounts: z.array(accountBalanceSchema), lastPage: z.boolean() }),
  ),
  updates: z.optional(z.object({ accounts: z.array(accountBalanceSchema) })),
});

export const tradesStreamResultSchema = z.object({ trades: z.array(tradeSchema) });
export const marketsDataStreamResultSchema = z.object({ marketData: z.array(marketDataSchema) });
export const marketsDepthStreamResultSchema = z.object({
  marketDepth: z.array(marketDepthSchema),
});
/** The key is singular: `update`. */
export const marketsDepthUpdatesStreamResultSchema = z.object({
  update: z.array(marketDepthUpdateSchema),
});
export const candleStreamResultSchema = z.object({ candle: candleSchema });
export const marginLevelsStreamResultSchema = z.object({ marginLevels: marginLevelsSchema });
export const liquidityProvisionsStreamResultSchema = z.object({
  liquidityProvisions: z.array(liquidityProvisionSchema),
});
export const governanceStreamResultSchema = z.object({ data: governanceDataSchema });
export const votesStreamResultSchema = z.object({ vote: voteSchema });
export const ledgerMovementsStreamResultSchema = z.object({
  ledgerMovement: ledgerMovementSchema,
});

/**
 * Every stream: its path (spec §6) and the schema of its `result`. The reference's data node
 * serves candles at `/api/v2/stream/candle/data`; the spec says `candles/data` (`altPath`).
 */
export const STREAMS = {
  accounts: { path: '/api/v2/stream/accounts', result: accountsStreamResultSchema },
  candles: {
    path: '/api/v2/stream/candles/data',
    altPath: '/api/v2/stream/candle/data',
    result: candleStreamResultSchema,
  },
  liquidityProvisions: {
    path: '/api/v2/stream/liquidity-provisions',
    result: liquidityProvisionsStreamResultSchema,
  },
  marginLevels: { path: '/api/v2/stream/margin/levels', result: marginLevelsStreamResultSchema },
  marketsDepth: { path: '/api/v2/stream/markets/depth', result: marketsDepthStreamResultSchema },
  marketsDepthUpdates: {
    path: '/api/v2/stream/markets/depth/updates',
    result: marketsDepthUpdatesStreamResultSchema,
  },
  marketsData: { path: '/api/v2/stream/markets/data', result: marketsDataStreamResultSchema },
  orders: { path: '/api/v2/stream/orders', result: ordersStreamResultSchema },
  positions: { path: '/api/v2/stream/positions', result: positionsStreamResultSchema },
  trades: { path: '/api/v2/stream/trades', result: tradesStreamResultSchema },
  governance: { path: '/api/v2/stream/governance', result: governanceStreamResultSchema },
  votes: { path: '/api/v2/stream/votes', result: votesStreamResultSchema },
  ledgerMovements: {
    path: '/api/v2/stream/ledger/movements',
    result: ledgerMovementsStreamResultSchema,
  },
  eventBus: { path: '/api/v2/stream/event/bus', result: observeEventBusResultSchema },
} as const;
export type StreamName = keyof typeof STREAMS;
export type StreamResult<N extends StreamName> = z.output<(typeof STREAMS)[N]['result']>;

/** The envelope in REST form: `{result}` or `{error}`. */
export function streamMessageSchema<T extends z.core.$ZodType>(result: T) {
  return z.union([z.object({ result }), z.object({ error: errorBodySchema })]);
}
/**
 * Ours, not the reference's: an update message also names its block (`height`, what a client
 * resumes from), and a stream opened with `fromHeight` sends `{"resumed": …}` after the replay:
 * `whole` false = the blocks after fromHeight are no longer stored and nothing was replayed.
 */
export const streamResumedSchema = z.object({
  fromHeight: z.string(),
  toHeight: z.string(),
  whole: z.boolean(),
});
export type StreamResumed = z.output<typeof streamResumedSchema>;

export type StreamMessage<T> =
  | { result: T; height?: string }
  | { error: z.output<typeof errorBodySchema> }
  | { resumed: StreamResumed };

/**
 * Reads one stream message as sent on the wire (enums as integers, defaults omitted) into the
 * REST-form types. Throws a ZodError when the message does not match.
 */
export function parseStreamMessage<T extends z.core.$ZodType>(
  result: T,
  raw: unknown,
): StreamMessage<z.output<T>> {
  const message = wireEnvelopeSchema.parse(raw);
  if ('error' in message) {
    return { error: errorBodySchema.parse(fromStreamForm(errorBodySchema, message.error)) };
  }
  if ('resumed' in message) return { resumed: message.resumed };
  const parsed = z.parse(result, fromStreamForm(result, message.result));
  return message.height === undefined
    ? { result: parsed }
    : { result: parsed, height: message.height };
}

const wireObject = z.record(z.string(), z.unknown());
const wireEnvelopeSchema = z.union([
  z.object({ error: wireObject }),
  z.object({ result: wireObject, height: z.optional(z.string()) }),
  z.object({ resumed: streamResumedSchema }),
]);
