import type { FastifyInstance } from 'fastify';
import { BusEventType } from '#contract/event-bus.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { DetailCode, invalidArgument } from '../../http/api-error.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { STREAM_DOCS } from './stream-docs.ts';
import { optionalParty, readQuery } from './stream-filters.ts';

/** Most events per message a subscriber may ask for. */
export const MAX_EVENT_BATCH = 1000;

/** An event in stream encoding: the type as its integer, payloads with defaults omitted. */
interface EventItem {
  type?: number;
  order?: { marketId?: string; partyId?: string };
  trade?: { marketId?: string; buyer?: string; seller?: string };
  account?: { marketId?: string; owner?: string };
  marginLevels?: { marketId?: string; partyId?: string };
  marketData?: { market?: string };
  proposal?: { partyId?: string };
  vote?: { partyId?: string };
  liquidityProvision?: { marketId?: string; partyId?: string };
  deposit?: { partyId?: string };
  withdrawal?: { partyId?: string };
  transfer?: { from?: string; to?: string };
  ledgerMovements?: {
    ledgerMovements?: {
      entries?: { fromAccount?: Owner; toAccount?: Owner }[];
    }[];
  };
}
interface Owner {
  owner?: string;
  marketId?: string;
}

interface EventFilter {
  /** Event type integers; undefined = every type (BUS_EVENT_TYPE_ALL). */
  types: Set<number> | undefined;
  marketId: string | undefined;
  partyId: string | undefined;
  batchSize: number;
}

/** The markets and parties an event names (none for a time update). */
function subjects(e: EventItem): {
  markets: (string | undefined)[];
  parties: (string | undefined)[];
} {
  if (e.order) return { markets: [e.order.marketId], parties: [e.order.partyId] };
  if (e.trade) return { markets: [e.trade.marketId], parties: [e.trade.buyer, e.trade.seller] };
  if (e.account) return { markets: [e.account.marketId], parties: [e.account.owner] };
  if (e.marginLevels)
    return { markets: [e.marginLevels.marketId], parties: [e.marginLevels.partyId] };
  if (e.marketData) return { markets: [e.marketData.market], parties: [] };
  if (e.proposal) return { markets: [], parties: [e.proposal.partyId] };
  if (e.vote) return { markets: [], parties: [e.vote.partyId] };
  if (e.liquidityProvision)
    return {
      markets: [e.liquidityProvision.marketId],
      parties: [e.liquidityProvision.partyId],
    };
  if (e.deposit) return { markets: [], parties: [e.deposit.partyId] };
  if (e.withdrawal) return { markets: [], parties: [e.withdrawal.partyId] };
  if (e.transfer) return { markets: [], parties: [e.transfer.from, e.transfer.to] };
  if (e.ledgerMovements) {
    const accounts = (e.ledgerMovements.ledgerMovements ?? []).flatMap((m) =>
      (m.entries ?? []).flatMap((entry) => [entry.fromAccount, entry.toAccount]),
    );
    return {
      markets: accounts.map((a) => a?.marketId),
      parties: accounts.map((a) => a?.owner),
    };
  }
  return { markets: [], parties: [] };
}

/** The batch size an acknowledgement asks for (a JSON object's `batchSize`), if a valid one. */
function batchSizeOf(message: unknown): number | undefined {
  let body: unknown;
  try {
    body = JSON.parse(String(message));
  } catch {
    return undefined;
  }
  const size = Number((body as { batchSize?: unknown } | null)?.batchSize);
  return Number.isInteger(size) && size > 0 && size <= MAX_EVENT_BATCH ? size : undefined;
}

/**
 * `/api/v2/stream/event/bus` (reference ObserveEventBus): the bus events of every committed
 * block (streams/bus-events.ts), filtered by `type` (required, repeated; BUS_EVENT_TYPE_ALL =
 * all), `marketId` and `partyId` (an event must name that market / party), `batchSize` events
 * per message. The subscription comes in the query or, without a query, as the first message;
 * with a batch size, every later message acknowledges the batch before (reference ack flow).
 */
export function registerEventBusStream(app: FastifyInstance): void {
  registerStream<EventFilter, EventItem>(app, {
    path: STREAMS.eventBus.path,
    doc: STREAM_DOCS.eventBus,
    topic: Topic.events,
    subscribeByMessage: true,
    parseFilter(query) {
      const q = readQuery(query);
      const names = q.enums('type', BusEventType);
      if (names.length === 0 || names.includes('BUS_EVENT_TYPE_UNSPECIFIED'))
        throw invalidArgument(
          DetailCode.MALFORMED_REQUEST,
          'type is required: one or more event types',
        );
      const batch = q.int('batchSize', { min: 0, max: MAX_EVENT_BATCH }) ?? 0;
      return {
        types: names.includes('BUS_EVENT_TYPE_ALL')
          ? undefined
          : new Set(names.map((name) => BusEventType.toNumber(name))),
        marketId: q.id('marketId'),
        partyId: optionalParty(q, 'partyId'),
        batchSize: batch,
      };
    },
    matches(f, event) {
      if (f.types && !f.types.has(event.type ?? 0)) return false;
      if (f.marketId === undefined && f.partyId === undefined) return true;
      const { markets, parties } = subjects(event);
      return (
        (f.marketId === undefined || markets.includes(f.marketId)) &&
        (f.partyId === undefined || parties.includes(f.partyId))
      );
    },
    // 0 (the reference's "as they come") sends a block's events in messages of the usual 50.
    itemsPerMessageOf: (f) => (f.batchSize > 0 ? f.batchSize : 50),
    // With a batch size the client acknowledges each batch, maybe with a new size (reference
    // observeEventsWithAck); no acknowledgement within 5 s ends the stream.
    acknowledges: (f) => f.batchSize > 0,
    readAcknowledgement: batchSizeOf,
    wrapUpdates: (items) => ({ events: items }),
  });
}
