// Liquidity provisions on the book (v0.71's shape model): each active provision deploys its
// buy and sell shapes as pegged GTC orders carrying its id. Each side's volume is the
// commitment × `market.liquidity.stakeToCcyVolume` in notional, split by the shape's
// proportions and turned into a size at the order's price. The pegs move with their references
// like any pegged order and park in auctions; an entry whose order traded (filled or partly) is
// replaced at full size, and a new version of the provision (amendment) redeploys its shape.
import type { LiquidityOrder, LiquidityProvision } from '#contract/liquidity.ts';
import type { BlockOutput } from '../block/block-output.ts';
import { parseDecimal } from '../collateral/decimal.ts';
import type { IdGenerator } from '../ids.ts';
import { pegPrice } from '../matching/pegged.ts';
import type { OrderRecord, PeggedOrderSpec, TradingSide } from '../matching/types.ts';
import { toOrderRecord } from '../records/order-record.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import { riskPrice } from '../trading/margins.ts';
import { ratio } from './equity-shares.ts';

function record(market: MarketRuntime, orders: readonly OrderRecord[], out: BlockOutput) {
  for (const o of orders) {
    out.recordOrder(toOrderRecord(o, market.id));
    market.marginDirty.add(o.partyId);
  }
}

/** Size of one shape entry: its part of the side's notional at the price it would sit at. */
function entrySize(
  market: MarketRuntime,
  notional: bigint,
  entry: LiquidityOrder,
  total: number,
  side: TradingSide,
): bigint {
  const peg: PeggedOrderSpec = { reference: entry.reference, offset: BigInt(entry.offset) };
  const refs = market.book;
  const price =
    pegPrice(side, peg, {
      bestBid: refs.bestStaticBid(),
      bestAsk: refs.bestStaticAsk(),
      midBuy: refs.staticMidPrice(),
      midSell: refs.staticMidPrice(),
    }) ?? riskPrice(market);
  const perUnit = price * (market.scale.priceFactor ?? 1n);
  const part = (notional * BigInt(entry.proportion)) / BigInt(total);
  const size = (part * 10n ** BigInt(market.positionDecimalPlaces)) / perUnit;
  return size > 0n ? size : 1n;
}

/**
 * Keeps every active provision of the market deployed; cancels the orders of provisions that
 * left. Returns each provider's share of the deployed liquidity-order notional (its score).
 */
export function deployLiquidityOrders(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
): Map<string, string> {
  const book = state.governance.liquidity;
  const provisions = book.forMarket(market.id).filter((lp) => lp.status === 'STATUS_ACTIVE');
  const live = new Map<string, OrderRecord>();
  for (const o of market.book.liquidityOrders()) live.set(o.id, o);
  const active = new Set(provisions.map((lp) => lp.id));
  for (const o of live.values()) {
    if (active.has(o.liquidityProvisionId)) continue;
    book.deployedVersion.delete(o.liquidityProvisionId);
    const result = market.book.cancel(o.id, { now });
    if (result.ok) record(market, [result.order, ...result.updated], out);
    live.delete(o.id);
  }
  // Nothing is (re)deployed in an auction: deployed pegs are parked, new ones wait for trading.
  if (market.tradingMode === 'TRADING_MODE_CONTINUOUS') {
    for (const lp of provisions) deployOne(state, market, lp, live, now, out, ids);
  }
  return scores(market, live);
}

function deployOne(
  state: NetworkState,
  market: MarketRuntime,
  lp: LiquidityProvision,
  live: Map<string, OrderRecord>,
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
) {
  const factor = parseDecimal(state.params.get('market.liquidity.stakeToCcyVolume') ?? '1');
  const notional = (BigInt(lp.commitmentAmount) * factor.num) / factor.den;
  let changed = false;
  const book = state.governance.liquidity;
  const redeploy = book.deployedVersion.get(lp.id) !== lp.version;
  if (redeploy) {
    // A new version (or a first deployment): whatever the provision had on the book goes.
    for (const o of [...live.values()]) {
      if (o.liquidityProvisionId !== lp.id) continue;
      const result = market.book.cancel(o.id, { now });
      if (result.ok) record(market, [result.order, ...result.updated], out);
      live.delete(o.id);
    }
    book.deployedVersion.set(lp.id, lp.version);
  }
  const deploy = (refs: LiquidityProvision['buys'], side: TradingSide) => {
    const total = refs.reduce((s, r) => s + r.liquidityOrder.proportion, 0);
    return refs.map((ref) => {
      const current = live.get(ref.orderId);
      // Untouched since deployed (same provision version, nothing traded): it stays.
      if (current && current.remaining === current.size) return ref;
      if (current) {
        const result = market.book.cancel(current.id, { now });
        if (result.ok) record(market, [result.order, ...result.updated], out);
        live.delete(current.id);
      }
      const entry = ref.liquidityOrder;
      const change = market.book.submit(
        {
          id: ids.next(),
          partyId: lp.partyId,
          side,
          type: 'TYPE_LIMIT',
          price: 0n,
          size: entrySize(market, notional, entry, total, side),
          timeInForce: 'TIME_IN_FORCE_GTC',
          expiresAt: 0n,
          postOnly: false,
          reduceOnly: false,
          peggedOrder: { reference: entry.reference, offset: BigInt(entry.offset) },
          reference: '',
          createdAt: now,
          liquidityProvisionId: lp.id,
        },
        { now, nextTradeId: () => ids.next() },
      );
      record(market, [change.order, ...change.updated], out);
      changed = true;
      const deployed =
        change.order.status === 'STATUS_ACTIVE' || change.order.status === 'STATUS_PARKED';
      if (deployed) live.set(change.order.id, change.order);
      return { orderId: deployed ? change.order.id : '', liquidityOrder: entry };
    });
  };
  const buys = deploy(lp.buys, 'SIDE_BUY');
  const sells = deploy(lp.sells, 'SIDE_SELL');
  if (!changed) return;
  // The provision's record names the orders that now carry its shape.
  const next = { ...lp, buys, sells, updatedAt: now.toString() };
  book.set(next);
  out.governance.liquidityProvisions.set(next.id, next);
}

/** Each provider's share of the liquidity orders' notional on the book (market data's score). */
function scores(market: MarketRuntime, live: ReadonlyMap<string, OrderRecord>) {
  const byParty = new Map<string, bigint>();
  let total = 0n;
  for (const o of live.values()) {
    const notional = o.remaining * (o.price > 0n ? o.price : riskPrice(market));
    byParty.set(o.partyId, (byParty.get(o.partyId) ?? 0n) + notional);
    total += notional;
  }
  return new Map([...byParty].map(([party, n]) => [party, ratio(n, total)]));
}
