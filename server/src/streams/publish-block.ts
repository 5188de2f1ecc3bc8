import type { z } from 'zod/mini';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { accountBalanceSchema } from '#contract/account.ts';
import { candleSchema } from '#contract/candle.ts';
import { governanceDataSchema } from '#contract/governance.ts';
import { ledgerMovementSchema } from '#contract/ledger.ts';
import { liquidityProvisionSchema } from '#contract/liquidity.ts';
import { marginLevelsSchema } from '#contract/margin.ts';
import { marketDataSchema } from '#contract/market-data.ts';
import { marketDepthSchema, marketDepthUpdateSchema } from '#contract/market-depth.ts';
import { orderSchema } from '#contract/order.ts';
import { positionSchema } from '#contract/position.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { tradeSchema } from '#contract/trade.ts';
import { voteSchema } from '#contract/vote.ts';
import { busEventSchema } from '#contract/event-bus.ts';
import { busEvents } from './bus-events.ts';
import { CandleUpdate } from './candle-update.ts';
import type { LiveHub } from './live-hub.ts';

/** Hub topics the chain publishes, one per stream family. */
export const Topic = {
  orders: 'orders',
  trades: 'trades',
  marketData: 'marketData',
  marketDepth: 'marketDepth',
  marketDepthUpdates: 'marketDepthUpdates',
  positions: 'positions',
  accounts: 'accounts',
  marginLevels: 'marginLevels',
  ledgerMovements: 'ledgerMovements',
  candles: 'candles',
  liquidityProvisions: 'liquidityProvisions',
  governance: 'governance',
  votes: 'votes',
  events: 'events',
} as const;

/**
 * Publishes what a committed block changed. Items go to the hub already in stream encoding
 * (enums as integers, defaults omitted), so each is converted and serialised once per block.
 */
export function publishBlock(hub: LiveHub, out: BlockOutput): void {
  const meta = { height: out.height.toString(), time: out.timeNs.toString() };
  const send = <S extends z.core.$ZodType>(
    topic: string,
    schema: S,
    items: readonly z.infer<S>[],
  ) => {
    // Nobody listening (e.g. during the history fast-forward): skip the conversion.
    if (items.length && hub.subscriberCount(topic) > 0)
      hub.publish(
        topic,
        items.map((item) => toStreamForm(schema, item)),
        meta,
      );
  };
  send(Topic.orders, orderSchema, [...out.orders.values()]);
  send(
    Topic.trades,
    tradeSchema,
    out.trades.map((t) => t.trade),
  );
  send(Topic.marketData, marketDataSchema, out.marketData);
  send(Topic.marketDepth, marketDepthSchema, out.depths);
  send(Topic.marketDepthUpdates, marketDepthUpdateSchema, out.depthUpdates);
  send(Topic.positions, positionSchema, out.positions);
  send(Topic.accounts, accountBalanceSchema, out.accounts);
  send(Topic.marginLevels, marginLevelsSchema, out.marginLevels);
  send(Topic.ledgerMovements, ledgerMovementSchema, out.ledgerMovements);
  send(Topic.governance, governanceDataSchema, out.governance.governanceEvents());
  send(
    Topic.votes,
    voteSchema,
    [...out.governance.votes.values()].map((v) => v.vote),
  );
  send(Topic.liquidityProvisions, liquidityProvisionSchema, [
    ...out.governance.liquidityProvisions.values(),
  ]);
  // Candles carry their id beside them for the subscribers' filters (candle-update.ts).
  if (out.candles.length && hub.subscriberCount(Topic.candles) > 0)
    hub.publish(
      Topic.candles,
      out.candles.map(
        ({ candleId, candle }) => new CandleUpdate(candleId, toStreamForm(candleSchema, candle)),
      ),
      meta,
    );
  // The event bus: built only while someone listens.
  if (hub.subscriberCount(Topic.events) > 0)
    hub.publish(
      Topic.events,
      busEvents(out).map((event) => toStreamForm(busEventSchema, event)),
      meta,
    );
}
