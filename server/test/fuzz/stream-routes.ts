import { AccountType } from '#contract/enums.ts';
import { BusEventType } from '#contract/event-bus.ts';
import { STREAMS, type StreamName } from '#contract/stream-messages.ts';
import type { ParamKind } from './rest-routes.ts';

export interface StreamRoute {
  name: StreamName;
  /** Filter parameters the stream reads (reference §5; streams/routes/*.ts). */
  query: Record<string, ParamKind>;
}

const party: ParamKind = { id: 'party' };
const market: ParamKind = { id: 'market' };
const marketList = { marketIds: market, marketId: market };

/** Every stream path (spec §6) with its filters; the fuzz suite fails for one not listed. */
export const STREAM_ROUTES: Record<string, StreamRoute> = {
  [STREAMS.accounts.path]: {
    name: 'accounts',
    query: {
      partyId: party,
      marketId: market,
      asset: { id: 'asset' },
      type: { enum: AccountType.names },
    },
  },
  [STREAMS.candles.path]: { name: 'candles', query: { candleId: 'candleId' } },
  [STREAMS.candles.altPath]: { name: 'candles', query: { candleId: 'candleId' } },
  [STREAMS.liquidityProvisions.path]: {
    name: 'liquidityProvisions',
    query: { partyId: party, marketId: market },
  },
  [STREAMS.marginLevels.path]: {
    name: 'marginLevels',
    query: { partyId: party, marketId: market },
  },
  [STREAMS.marketsDepth.path]: { name: 'marketsDepth', query: marketList },
  [STREAMS.marketsDepthUpdates.path]: { name: 'marketsDepthUpdates', query: marketList },
  [STREAMS.marketsData.path]: { name: 'marketsData', query: marketList },
  [STREAMS.orders.path]: {
    name: 'orders',
    query: { ...marketList, partyIds: party, partyId: party, excludeLiquidity: 'bool' },
  },
  [STREAMS.positions.path]: { name: 'positions', query: { partyId: party, marketId: market } },
  [STREAMS.trades.path]: {
    name: 'trades',
    query: { ...marketList, partyIds: party, partyId: party },
  },
  [STREAMS.governance.path]: { name: 'governance', query: { partyId: party } },
  [STREAMS.votes.path]: {
    name: 'votes',
    query: { partyId: party, proposalId: { id: 'proposal' } },
  },
  [STREAMS.ledgerMovements.path]: { name: 'ledgerMovements', query: {} },
  [STREAMS.eventBus.path]: {
    name: 'eventBus',
    query: {
      type: { enum: BusEventType.names },
      marketId: market,
      partyId: party,
      batchSize: 'uint64',
    },
  },
};

// Every stream takes fromHeight (our resumable-stream extension, docs/data-api.md).
for (const route of Object.values(STREAM_ROUTES))
  route.query = { ...route.query, fromHeight: 'uint64' };

/** Streams that open with a snapshot (spec §6 rule 3): a lastPage message always comes. */
export const SNAPSHOT_STREAMS: ReadonlySet<StreamName> = new Set([
  'orders',
  'positions',
  'accounts',
]);
