import type { z } from 'zod/mini';
import { accountsStream } from './stream-results/accounts.ts';
import { candlesStream } from './stream-results/candles.ts';
import { eventBusStream } from './stream-results/event-bus.ts';
import { governanceStream, votesStream } from './stream-results/governance.ts';
import { ledgerMovementsStream } from './stream-results/ledger-movements.ts';
import { liquidityProvisionsStream } from './stream-results/liquidity-provisions.ts';
import { marginLevelsStream } from './stream-results/margin-levels.ts';
import { marketsDataStream } from './stream-results/markets-data.ts';
import { marketsDepthStream, marketsDepthUpdatesStream } from './stream-results/markets-depth.ts';
import { ordersStream } from './stream-results/orders.ts';
import { positionsStream } from './stream-results/positions.ts';
import { tradesStream } from './stream-results/trades.ts';

/**
 * WebSocket streams (spec §6, reference §5). Each message is `{"result": …}` or
 * `{"error": {code, message, details}}`. The result schemas describe `result` in REST form;
 * on the wire enums are integers and defaults are omitted, so read every message with
 * `parseStreamMessage` (stream-envelope.ts), which decodes it with stream-decode.ts first.
 *
 * Each stream's path and result schema live in stream-results/<stream>.ts: the explorer imports
 * only the streams a page opens (a registry of all of them would bring every stream's schemas to
 * every live page: the first-route JavaScript budget, docs/benchmarks.md). This module is the whole
 * registry.
 */
export * from './stream-envelope.ts';
export { accountsStreamResultSchema } from './stream-results/accounts.ts';
export { candleStreamResultSchema } from './stream-results/candles.ts';
export {
  governanceStreamResultSchema,
  votesStreamResultSchema,
} from './stream-results/governance.ts';
export { ledgerMovementsStreamResultSchema } from './stream-results/ledger-movements.ts';
export { liquidityProvisionsStreamResultSchema } from './stream-results/liquidity-provisions.ts';
export { marginLevelsStreamResultSchema } from './stream-results/margin-levels.ts';
export { marketsDataStreamResultSchema } from './stream-results/markets-data.ts';
export {
  marketsDepthStreamResultSchema,
  marketsDepthUpdatesStreamResultSchema,
} from './stream-results/markets-depth.ts';
export { ordersStreamResultSchema } from './stream-results/orders.ts';
export { positionsStreamResultSchema } from './stream-results/positions.ts';
export { tradesStreamResultSchema } from './stream-results/trades.ts';

/** Every stream: its path (spec §6) and the schema of its `result`. */
export const STREAMS = {
  accounts: accountsStream,
  candles: candlesStream,
  liquidityProvisions: liquidityProvisionsStream,
  marginLevels: marginLevelsStream,
  marketsDepth: marketsDepthStream,
  marketsDepthUpdates: marketsDepthUpdatesStream,
  marketsData: marketsDataStream,
  orders: ordersStream,
  positions: positionsStream,
  trades: tradesStream,
  governance: governanceStream,
  votes: votesStream,
  ledgerMovements: ledgerMovementsStream,
  eventBus: eventBusStream,
} as const;
export type StreamName = keyof typeof STREAMS;
export type StreamResult<N extends StreamName> = z.output<(typeof STREAMS)[N]['result']>;
