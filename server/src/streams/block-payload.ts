import type { z } from 'zod/mini';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { accountBalanceSchema } from '#contract/account.ts';
import { candleSchema } from '#contract/candle.ts';
import { depositSchema } from '#contract/deposit.ts';
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
import { transferSchema } from '#contract/transfer.ts';
import { voteSchema } from '#contract/vote.ts';
import { withdrawalSchema } from '#contract/withdrawal.ts';
import { busEventsOf } from './bus-events.ts';
import { CandleUpdate } from './candle-update.ts';
import type { BlockMeta, LiveHub } from './live-hub.ts';

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
  /** Funds movements: only the event bus carries them (no stream of their own). */
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  transfers: 'transfers',
  /** The event bus (bus-events.ts): derived from the other topics at publish, never stored. */
  events: 'events',
} as const;

/** A candle as the outbox stores it: its id beside the stream-encoded candle. */
interface StoredCandle {
  candleId: string;
  candle: unknown;
}

/**
 * Everything one committed block publishes, already in stream encoding (enums as integers,
 * defaults omitted), topic by topic in publishing order; topics without items are left out.
 * Plain JSON, so the writer can store it in the outbox (store/outbox.ts) and any API process
 * publish exactly the same updates from it (`publishPayload`).
 */
export interface BlockPayload {
  meta: BlockMeta;
  topics: [topic: string, items: unknown[]][];
}

/** The block's stream updates, each item converted once. */
export function blockPayload(out: BlockOutput): BlockPayload {
  const topics: [string, unknown[]][] = [];
  const add = <S extends z.core.$ZodType>(
    topic: string,
    schema: S,
    items: readonly z.infer<S>[],
  ) => {
    if (items.length) topics.push([topic, items.map((item) => toStreamForm(schema, item))]);
  };
  add(Topic.orders, orderSchema, [...out.orders.values()]);
  add(
    Topic.trades,
    tradeSchema,
    out.trades.map((t) => t.trade),
  );
  add(Topic.marketData, marketDataSchema, out.marketData);
  add(Topic.marketDepth, marketDepthSchema, out.depths);
  add(Topic.marketDepthUpdates, marketDepthUpdateSchema, out.depthUpdates);
  add(Topic.positions, positionSchema, out.positions);
  add(Topic.accounts, accountBalanceSchema, out.accounts);
  add(Topic.marginLevels, marginLevelsSchema, out.marginLevels);
  add(Topic.ledgerMovements, ledgerMovementSchema, out.ledgerMovements);
  add(Topic.governance, governanceDataSchema, out.governance.governanceEvents());
  add(
    Topic.votes,
    voteSchema,
    [...out.governance.votes.values()].map((v) => v.vote),
  );
  add(Topic.liquidityProvisions, liquidityProvisionSchema, [
    ...out.governance.liquidityProvisions.values(),
  ]);
  add(
    Topic.deposits,
    depositSchema,
    out.deposits.map((d) => d.deposit),
  );
  add(
    Topic.withdrawals,
    withdrawalSchema,
    [...out.governance.withdrawals.values()].map((w) => w.withdrawal),
  );
  add(
    Topic.transfers,
    transferSchema,
    [...out.governance.transfers.values()].map((t) => t.transfer),
  );
  if (out.candles.length)
    topics.push([
      Topic.candles,
      out.candles.map(({ candleId, candle }): StoredCandle => ({
        candleId,
        candle: toStreamForm(candleSchema, candle),
      })),
    ]);
  return { meta: { height: out.height.toString(), time: out.timeNs.toString() }, topics };
}

/** Publishes a block's payload to the hub, topic by topic (a payload read back from the outbox too). */
export function publishPayload(hub: LiveHub, payload: BlockPayload): void {
  for (const [topic, items] of payload.topics) {
    if (hub.subscriberCount(topic) === 0) continue;
    // Subscribers filter candles by id, which the bare candle does not hold (candle-update.ts).
    const hubItems =
      topic === Topic.candles
        ? (items as StoredCandle[]).map((c) => new CandleUpdate(c.candleId, c.candle))
        : items;
    hub.publish(topic, hubItems, payload.meta);
  }
  if (hub.subscriberCount(Topic.events) > 0)
    hub.publish(Topic.events, busEventsOf(payload.meta, payload.topics), payload.meta);
}
