import { AccountType } from '#contract/enums.ts';
import { BusEventType } from '#contract/event-bus.ts';
import { STREAMS, type StreamName } from '#contract/stream-messages.ts';
import type { ParamDoc } from '../../http/route-params.ts';
import type { StreamDoc } from '../stream-route.ts';

/*
 * What /api/openapi.json says of each stream: the filter parameters its parseFilter reads
 * (the fuzz suite's stream table lists the same) and the schema of its messages' result.
 */

const party: ParamDoc = { kind: { id: 'party' } };
const market: ParamDoc = { kind: { id: 'market' } };
const marketIds: ParamDoc = { kind: { id: 'market' }, repeated: true };
const marketList = { marketIds, marketId: market };

const doc = (name: StreamName, summary: string, query: Record<string, ParamDoc>): StreamDoc => ({
  summary,
  query,
  result: STREAMS[name].result,
});

export const STREAM_DOCS = {
  accounts: doc('accounts', 'Accounts: a snapshot, then every balance change', {
    partyId: party,
    marketId: market,
    asset: { kind: { id: 'asset' } },
    type: { kind: { enum: AccountType.names } },
  }),
  candles: doc('candles', "One candle id's candles as they form", {
    candleId: { kind: 'candleId', required: true },
  }),
  liquidityProvisions: doc('liquidityProvisions', 'Liquidity provision changes', {
    partyId: party,
    marketId: market,
  }),
  marginLevels: doc('marginLevels', 'Margin levels as they change', {
    partyId: party,
    marketId: market,
  }),
  marketsDepth: doc('marketsDepth', "Markets' order book depth, whole", marketList),
  marketsDepthUpdates: doc(
    'marketsDepthUpdates',
    "Markets' order book depth, changed levels with sequence numbers",
    marketList,
  ),
  marketsData: doc('marketsData', 'Market data of the named markets, each block', marketList),
  orders: doc('orders', 'Orders: a snapshot of the live ones, then every change', {
    ...marketList,
    partyIds: { kind: { id: 'party' }, repeated: true },
    partyId: party,
    excludeLiquidity: { kind: 'bool' },
  }),
  positions: doc('positions', 'Positions: a snapshot, then every change', {
    partyId: party,
    marketId: market,
  }),
  trades: doc('trades', 'Trades as blocks make them', {
    ...marketList,
    partyIds: { kind: { id: 'party' }, repeated: true },
    partyId: party,
  }),
  governance: doc('governance', 'Proposals as they change', { partyId: party }),
  votes: doc('votes', 'Votes as they are cast (partyId or proposalId required)', {
    partyId: party,
    proposalId: { kind: { id: 'proposal' } },
  }),
  ledgerMovements: doc('ledgerMovements', 'Every ledger movement', {}),
  eventBus: doc(
    'eventBus',
    'Bus events of every committed block (the reference ObserveEventBus); the subscription ' +
      'in the query or, with no query, as the first message (JSON, same names)',
    {
      type: { kind: { enum: BusEventType.names }, repeated: true, required: true },
      marketId: market,
      partyId: party,
      batchSize: { kind: 'uint64', description: 'events per message (default 50, at most 1000)' },
    },
  ),
} satisfies Record<StreamName, StreamDoc>;
