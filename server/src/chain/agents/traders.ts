import type { OrderRecord, TimeInForceName, TradingSide } from '../engine/matching/types.ts';
import type { Rng } from '../engine/rng.ts';
import type { MarketRuntime } from '../engine/state/market-runtime.ts';
import type { OrderSubmission } from '#contract/commands/order-commands.ts';
import { amendment, cancellation, limitOrder } from './order-commands.ts';
import { general } from '../engine/collateral/accounts.ts';
import type { NetworkState } from '../engine/state/network-state.ts';
import { sizeForBalance, toBookPrice } from './order-sizing.ts';
import { tx, type PendingTx } from '../engine/block/pending-tx.ts';

/** Mean trader actions per market per block (Poisson). */
const ACTIONS_PER_BLOCK = 2.2;
const NS_PER_SECOND = 1_000_000_000n;

type Action = (ctx: TraderContext) => PendingTx | undefined;

interface TraderContext {
  market: MarketRuntime;
  /** The party's general balance in the settlement asset. */
  balance: bigint;
  party: string;
  live: OrderRecord[];
  rng: Rng;
  now: bigint;
  inAuction: boolean;
}

const side = (rng: Rng): TradingSide => (rng.chance(0.5) ? 'SIDE_BUY' : 'SIDE_SELL');

/** A price `ticksAway` fractions of a percent from the fair price, on the passive side. */
function nearPrice(ctx: TraderContext, s: TradingSide, aggressive: boolean): bigint {
  const distance =
    (aggressive ? -0.002 : 0.0005 + ctx.rng.next() * 0.006) * (s === 'SIDE_BUY' ? -1 : 1);
  return toBookPrice(ctx.market.fairPrice * (1 + distance));
}

function order(
  ctx: TraderContext,
  tif: TimeInForceName,
  extra: Partial<OrderSubmission> = {},
  aggressive = false,
) {
  const s = side(ctx.rng);
  const size = sizeForBalance(ctx.market, ctx.balance, ctx.rng, 0.02, 25);
  return tx(
    ctx.party,
    'orderSubmission',
    limitOrder(ctx.market.id, s, nearPrice(ctx, s, aggressive), size, tif, extra),
  );
}

/** What traders do, with weights: a mix that exercises every order rule of spec §3. */
const ACTIONS: [number, Action][] = [
  [22, (c) => order(c, 'TIME_IN_FORCE_GTC')],
  [
    8,
    (c) =>
      order(c, 'TIME_IN_FORCE_GTT', {
        expiresAt: (c.now + BigInt(c.rng.int(15, 180)) * NS_PER_SECOND).toString(),
      }),
  ],
  [10, (c) => order(c, 'TIME_IN_FORCE_IOC', {}, true)],
  [5, (c) => order(c, 'TIME_IN_FORCE_FOK', {}, c.rng.chance(0.7))],
  [4, (c) => order(c, 'TIME_IN_FORCE_GFN')],
  [3, (c) => order(c, 'TIME_IN_FORCE_GFA')],
  [4, (c) => order(c, 'TIME_IN_FORCE_GTC', { postOnly: true }, c.rng.chance(0.3))],
  [3, (c) => order(c, 'TIME_IN_FORCE_IOC', { reduceOnly: true }, true)],
  [
    8,
    (c) =>
      order(c, c.rng.chance(0.5) ? 'TIME_IN_FORCE_IOC' : 'TIME_IN_FORCE_FOK', {
        type: 'TYPE_MARKET',
        price: '0',
      }),
  ],
  [
    4,
    (c) => {
      const reference = c.rng.pick([
        'PEGGED_REFERENCE_MID',
        'PEGGED_REFERENCE_BEST_BID',
        'PEGGED_REFERENCE_BEST_ASK',
      ] as const);
      const s: TradingSide =
        reference === 'PEGGED_REFERENCE_BEST_BID'
          ? 'SIDE_BUY'
          : reference === 'PEGGED_REFERENCE_BEST_ASK'
            ? 'SIDE_SELL'
            : side(c.rng);
      const offset = toBookPrice(c.market.fairPrice * 0.001 * (1 + c.rng.next()));
      const size = sizeForBalance(c.market, c.balance, c.rng, 0.02, 0.5);
      // Some pegs are good for a few minutes only (GTT), the rest until cancelled.
      const gtt = c.rng.chance(0.3);
      return tx(
        c.party,
        'orderSubmission',
        limitOrder(c.market.id, s, 0n, size, gtt ? 'TIME_IN_FORCE_GTT' : 'TIME_IN_FORCE_GTC', {
          peggedOrder: { reference, offset: offset.toString() },
          ...(gtt
            ? { expiresAt: (c.now + BigInt(c.rng.int(60, 300)) * NS_PER_SECOND).toString() }
            : {}),
        }),
      );
    },
  ],
  [
    12,
    (c) =>
      c.live.length
        ? tx(c.party, 'orderCancellation', cancellation(c.rng.pick(c.live), c.market.id))
        : undefined,
  ],
  [
    7,
    (c) => {
      const target = c.live.filter((o) => o.peggedOrder === null);
      if (!target.length) return undefined;
      const o = c.rng.pick(target);
      return c.rng.chance(0.5)
        ? tx(
            c.party,
            'orderAmendment',
            amendment(o, c.market.id, {
              sizeDelta: -((o.remaining + 1n) / 2n) + (c.rng.chance(0.3) ? o.remaining : 0n),
            }),
          )
        : tx(
            c.party,
            'orderAmendment',
            amendment(o, c.market.id, { price: nearPrice(c, o.side, false) }),
          );
    },
  ],
  [
    3,
    (c) => {
      const cancellations = c.live.slice(0, 2).map((o) => cancellation(o, c.market.id));
      const submissions = [0, 1, 2].map(() => {
        const s = side(c.rng);
        return limitOrder(
          c.market.id,
          s,
          nearPrice(c, s, false),
          sizeForBalance(c.market, c.balance, c.rng, 0.02, 0.5),
          'TIME_IN_FORCE_GTC',
        );
      });
      return tx(c.party, 'batchMarketInstructions', { cancellations, amendments: [], submissions });
    },
  ],
];
/** Actions that an auction refuses (IOC, FOK, GFN, market orders). */
const NOT_IN_AUCTION = new Set([2, 3, 4, 7, 8].map((i) => ACTIONS[i]![1]));
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [w]) => sum + w, 0);

function pickAction(rng: Rng): Action {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0]![1];
}

/** Resting orders a market keeps before traders start tidying up their oldest ones. */
const TARGET_OPEN_ORDERS = 200;

/**
 * Traders with stale orders cancel some each block once the book holds more than the target,
 * so a long run keeps a realistic book (a couple of hundred orders) rather than an ever
 * growing one.
 */
function tidyUp(
  market: MarketRuntime,
  liveByParty: ReadonlyMap<string, OrderRecord[]>,
  rng: Rng,
): PendingTx[] {
  let open = 0;
  for (const orders of liveByParty.values()) open += orders.length;
  const excess = open - TARGET_OPEN_ORDERS;
  if (excess <= 0) return [];
  const candidates = [...liveByParty.values()].flat().filter((o) => o.liquidityProvisionId === '');
  const out: PendingTx[] = [];
  for (let i = 0; i < Math.ceil(excess / 8) && candidates.length; i++) {
    const o = candidates.splice(rng.int(0, candidates.length - 1), 1)[0]!;
    out.push(tx(o.partyId, 'orderCancellation', cancellation(o, market.id)));
  }
  return out;
}

/** Random traders: a Poisson number of actions per market per block. */
export function traderTxs(
  state: NetworkState,
  market: MarketRuntime,
  traders: readonly string[],
  liveByParty: ReadonlyMap<string, OrderRecord[]>,
  rng: Rng,
  now: bigint,
): PendingTx[] {
  const out: PendingTx[] = tidyUp(market, liveByParty, rng);
  if (!traders.length) return out;
  const inAuction = market.tradingMode !== 'TRADING_MODE_CONTINUOUS';
  let budget = rng.exponential(1 / ACTIONS_PER_BLOCK);
  while (budget < 1) {
    const party = rng.pick(traders);
    let action = pickAction(rng);
    // Most traders know a market is in auction and send orders that can rest through it.
    if (inAuction && NOT_IN_AUCTION.has(action) && rng.chance(0.85)) action = ACTIONS[0]![1];
    const balance = state.collateral.balance(general(party, market.settlementAsset));
    const pending = action({
      market,
      balance,
      party,
      live: liveByParty.get(party) ?? [],
      rng,
      now,
      inAuction,
    });
    if (pending) out.push(pending);
    budget += rng.exponential(1 / ACTIONS_PER_BLOCK);
  }
  return out;
}
