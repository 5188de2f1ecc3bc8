import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import { IdGenerator, sha3Hex } from '../ids.ts';
import type { BookEvents } from '../matching/types.ts';
import { toOrderRecord } from '../records/order-record.ts';
import { toMarketData } from '../records/market-data-record.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import { isRunning, isTrading, lifecycleTick } from '../lifecycle/market-lifecycle.ts';
import { closeOutDistressed } from '../positions/close-out.ts';
import { feeShares } from '../liquidity/equity-shares.ts';
import { distributeLiquidityFees } from '../liquidity/lp-fees.ts';
import { deployLiquidityOrders } from '../liquidity/lp-orders.ts';
import { governanceTick } from '../governance/governance-tick.ts';
import { marketCandles } from '../trading/candle-tracker.ts';
import { settleMargins } from '../trading/margins.ts';
import { liquidityFigures, tradedNotional } from '../trading/liquidity-monitoring.ts';
import { breachedTrigger, priceBounds } from '../trading/price-monitoring.ts';
import { settleTrades } from '../trading/settle-trades.ts';
import { epochTick } from '../validators/epoch-tick.ts';
import type { BlockOutput } from './block-output.ts';

const NS = 1_000_000_000n;

const seconds = (state: NetworkState, key: string, fallback: number) =>
  BigInt(Math.round(parseGoDuration(state.params.get(key) ?? '') ?? fallback));

function recordBookEvents(
  state: NetworkState,
  market: MarketRuntime,
  events: BookEvents,
  out: BlockOutput,
) {
  for (const o of events.orders) {
    out.recordOrder(toOrderRecord(o, market.id));
    market.marginDirty.add(o.partyId);
  }
}

/** Ends an auction when its time is up: uncross if there is volume, else extend it. */
function settleAuction(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
) {
  if (market.tradingMode === 'TRADING_MODE_CONTINUOUS' || now < market.auctionEnd) return;
  const opening = market.tradingMode === 'TRADING_MODE_OPENING_AUCTION';
  if (market.book.indicativeUncrossing().volume === 0n) {
    // Nothing would trade: an auction never ends into an empty book; extend it.
    market.auctionEnd = now + seconds(state, 'market.auction.minimumDuration', 30) * NS;
    return;
  }
  const events = market.book.leaveAuction({
    now,
    nextTradeId: () => ids.next(),
    positionOf: (p) => market.positions.openVolume(p),
  });
  recordBookEvents(state, market, events, out);
  settleTrades(state, market, events.trades, opening ? 'opening-auction' : 'auction', out);
  market.tradingMode = 'TRADING_MODE_CONTINUOUS';
  market.auctionStart = 0n;
  market.auctionEnd = 0n;
  market.state = 'STATE_ACTIVE';
  if (opening) market.timestamps.open = now;
  if (market.lastTradePrice > 0n && market.lastTradePrice !== market.markPrice) {
    market.markPrice = market.lastTradePrice;
    // A new mark revalues every open position: each is published again at it.
    market.positions.markOpenPositions(now);
  }
  if (!opening && market.lastTradePrice > 0n) market.priceHistory.reset(now, market.lastTradePrice);
}

/** A trade outside the price-monitoring bounds puts the market into a monitoring auction. */
function monitorPrice(market: MarketRuntime, now: bigint, out: BlockOutput, state: NetworkState) {
  if (market.tradingMode !== 'TRADING_MODE_CONTINUOUS' || market.lastTradePrice === 0n) return;
  const trigger = breachedTrigger(priceBounds(market, now), market.lastTradePrice);
  if (trigger) {
    const events = market.book.enterAuction({ now }, 'AUCTION_TRIGGER_PRICE');
    recordBookEvents(state, market, events, out);
    market.tradingMode = 'TRADING_MODE_MONITORING_AUCTION';
    market.state = 'STATE_SUSPENDED';
    market.auctionStart = now;
    const minimum = seconds(state, 'market.auction.minimumDuration', 30);
    const extension = BigInt(trigger.auctionExtension);
    market.auctionEnd = now + (extension > minimum ? extension : minimum) * NS;
  }
  market.priceHistory.add(now, market.lastTradePrice);
}

/**
 * The market's data record: liquidity figures over their windows, and price-monitoring bounds
 * while trading is continuous (in an auction no trade is checked against them).
 */
function marketData(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  out: BlockOutput,
  markInterval: bigint,
  valueWindow: bigint,
) {
  const trades = out.trades.filter((t) => t.trade.marketId === market.id).map((t) => t.trade);
  const liquidity = liquidityFigures(
    market,
    now,
    state.governance.liquidity.suppliedStake(market.id),
    tradedNotional(market, trades),
    valueWindow,
  );
  const bounds = market.tradingMode === 'TRADING_MODE_CONTINUOUS' ? priceBounds(market, now) : [];
  // A time (Unix ns), the last mark's plus the interval; "0" (unset, as the reference's) until
  // the market's first mark, which follows its first trade.
  const nextMark = market.lastMarkAt === 0n ? 0n : market.lastMarkAt + markInterval;
  return toMarketData(market, now, nextMark, liquidity, bounds);
}

/** Mark-to-market at most every `network.markPriceUpdateMaximumFrequency`. */
function markToMarket(state: NetworkState, market: MarketRuntime, now: bigint) {
  const interval = seconds(state, 'network.markPriceUpdateMaximumFrequency', 5) * NS;
  if (market.lastTradePrice === 0n || now - market.lastMarkAt < interval) return;
  const mark = market.lastTradePrice;
  const rows = [...market.mtmFills];
  // Volume held since the last mark settles from the last mark price: nothing moves, and no
  // position's unrealised PnL or margin changes, when the mark is the same (only the fills since
  // then settle). Fills per party summed once, not per position.
  const moved = mark !== market.markPrice;
  if (market.markPrice > 0n && moved) {
    const sinceMark = new Map<string, bigint>();
    for (const f of market.mtmFills)
      sinceMark.set(f.party, (sinceMark.get(f.party) ?? 0n) + f.openVolume);
    for (const p of market.positions.all()) {
      const held = p.openVolume - (sinceMark.get(p.partyId) ?? 0n);
      if (held !== 0n)
        rows.push({ party: p.partyId, openVolume: held, lastMarkPrice: market.markPrice });
    }
  }
  const result = state.collateral.markToMarket({
    market: market.id,
    asset: market.settlementAsset,
    positions: rows,
    markPrice: mark,
    scale: market.scale,
  });
  for (const row of rows) market.marginDirty.add(row.party);
  for (const p of result.parties)
    market.positions.addLossSocialisation(p.party, p.lossSocialisation, now);
  // Every open position is revalued (and published) when the mark moved.
  if (moved) market.positions.markOpenPositions(now);
  market.mtmFills.length = 0;
  market.markPrice = mark;
  market.lastMarkAt = now;
}

/**
 * What happens at the end of every block, market by market: GTT expiry, auction ends and
 * price monitoring, mark-to-market, margin top-ups and releases, then the records of the
 * resulting positions, margins and market data. A step ends after each market (block-steps.ts).
 */
export function* endBlockSteps(
  state: NetworkState,
  now: bigint,
  out: BlockOutput,
): Generator<void, void, void> {
  const interval = seconds(state, 'network.markPriceUpdateMaximumFrequency', 5) * NS;
  const valueWindow = seconds(state, 'market.value.windowLength', 3600) * NS;
  lifecycleTick(state, now, out);
  for (const market of state.markets) {
    // Ended markets have nothing left to do.
    if (!isRunning(market)) continue;
    // Proposed markets wait for their vote, but exist in the network and publish their market
    // data every block like every other market (the data node answers for them, reference D5).
    if (market.state === 'STATE_PROPOSED') {
      out.marketData.push({
        ...marketData(state, market, now, out, interval, valueWindow),
        liquidityProviderFeeShare: [],
      });
      yield;
      continue;
    }
    // Ids of what the block itself creates (uncrossing trades) come from the block, per market.
    const ids = new IdGenerator(sha3Hex(state.lastBlockHash, out.height.toString(), market.id));
    // A terminated market waits for its settlement data: no trading, marking or close-outs.
    const trading = isTrading(market);
    if (trading) {
      recordBookEvents(state, market, market.book.expire({ now }), out);
      settleAuction(state, market, now, out, ids);
      monitorPrice(market, now, out, state);
      markToMarket(state, market, now);
    }
    const distressed: string[] = [];
    out.marginLevels.push(...settleMargins(state, market, now, distressed));
    let lpScores = new Map<string, string>();
    if (trading) {
      closeOutDistressed(state, market, distressed, now, out, ids);
      lpScores = deployLiquidityOrders(state, market, now, out, ids);
      distributeLiquidityFees(state, market, now);
    }
    for (const p of market.positions.drainChanged())
      out.positions.push(market.positions.toRecord(p, market.markPrice));
    out.marketData.push({
      ...marketData(state, market, now, out, interval, valueWindow),
      liquidityProviderFeeShare: feeShares(state.governance.liquidity, market.id, lpScores),
    });
    const depth = market.depth.update(market.book.depth());
    if (depth) {
      out.depths.push(depth.depth);
      out.depthUpdates.push(depth.update);
    }
    out.candles.push(...marketCandles(market, out.trades));
    yield;
  }
  governanceTick(state, now, out);
  epochTick(state, now, out);
}
