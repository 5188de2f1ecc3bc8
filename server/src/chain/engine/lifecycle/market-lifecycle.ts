import type { BlockOutput } from '../block/block-output.ts';
import { clearMarketAccounts, releaseInsurancePool } from '../collateral/market-closing.ts';
import { toOrderRecord } from '../records/order-record.ts';
import type { MarketRuntime, MarketStateName } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import { settleMargins } from '../trading/margins.ts';

const NS = 1_000_000_000n;
/**
 * A settled market stays SETTLED this long (its final records are read), then closes: its
 * insurance pool goes to its successor (or the global pool). The reference has no fixed delay
 * for futures; a minute shows both states in a short history.
 */
export const CLOSE_DELAY_NS = 60n * NS;

/** States in which a market takes orders (also commands/markets.ts). */
const TRADING: ReadonlySet<MarketStateName> = new Set([
  'STATE_ACTIVE',
  'STATE_PENDING',
  'STATE_SUSPENDED',
]);
/** States after which nothing happens in a market any more. */
const ENDED: ReadonlySet<MarketStateName> = new Set([
  'STATE_REJECTED',
  'STATE_SETTLED',
  'STATE_CLOSED',
  'STATE_CANCELLED',
]);

export const isTrading = (m: MarketRuntime) => TRADING.has(m.state);
/** Trading, or terminated and waiting for its settlement data. */
export const isRunning = (m: MarketRuntime) => !ENDED.has(m.state);

/** The market a successor names in its metadata (`parent:<market id>`; v0.71 has no field). */
export const PARENT_TAG = 'parent:';
export const parentOf = (m: { metadata: readonly string[] }) =>
  m.metadata.find((t) => t.startsWith(PARENT_TAG))?.slice(PARENT_TAG.length);

/**
 * Trading terminates (its termination data arrived): every order is cancelled, the market
 * takes no more orders and waits in NO_TRADING for its settlement data. A market still in its
 * opening auction never traded: it is CANCELLED instead (D5).
 */
export function terminateTrading(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  out: BlockOutput,
): void {
  const parties = new Set(market.book.liveOrders().map((o) => o.partyId));
  for (const party of [...parties].sort()) {
    for (const o of market.book.cancelAllForParty(party, { now }).orders)
      out.recordOrder(toOrderRecord(o, market.id));
    market.marginDirty.add(party);
  }
  const opening = market.tradingMode === 'TRADING_MODE_OPENING_AUCTION';
  market.state = opening ? 'STATE_CANCELLED' : 'STATE_TRADING_TERMINATED';
  market.tradingMode = 'TRADING_MODE_NO_TRADING';
  market.auctionStart = 0n;
  market.auctionEnd = 0n;
  market.timestamps.close = now;
  if (opening) {
    // Nothing traded, so there is nothing to settle: money goes back at once.
    out.marginLevels.push(...settleMargins(state, market, now));
    endMarket(state, market, now, out);
  }
}

/** Provisions of an ended market are cancelled; their bonds come back with CLEAR_ACCOUNT. */
function endMarket(state: NetworkState, market: MarketRuntime, now: bigint, out: BlockOutput) {
  const liquidity = state.governance.liquidity;
  for (const lp of liquidity.forMarket(market.id)) {
    liquidity.remove(lp);
    out.governance.liquidityProvisions.set(lp.id, {
      ...lp,
      status: 'STATUS_CANCELLED',
      updatedAt: now.toString(),
    });
  }
  clearMarketAccounts(state.collateral, market.id, market.settlementAsset);
  state.governance.lifecycle.settledAt.set(market.id, now);
}

/**
 * Final settlement at the settlement price (LOSS / WIN through the settlement account, from
 * the last mark price, fills since the last mark from their own prices), every position closed
 * at that price (realising its PnL), margins released, the market's accounts cleared: SETTLED.
 */
function settle(
  state: NetworkState,
  market: MarketRuntime,
  price: bigint,
  now: bigint,
  out: BlockOutput,
) {
  const rows = [...market.mtmFills];
  for (const p of market.positions.all()) {
    const sinceMark = market.mtmFills.reduce(
      (v, f) => (f.party === p.partyId ? v + f.openVolume : v),
      0n,
    );
    const held = p.openVolume - sinceMark;
    if (held !== 0n && market.markPrice > 0n)
      rows.push({ party: p.partyId, openVolume: held, lastMarkPrice: market.markPrice });
  }
  state.collateral.markToMarket({
    market: market.id,
    asset: market.settlementAsset,
    positions: rows,
    markPrice: price,
    scale: market.scale,
    final: true,
  });
  market.mtmFills.length = 0;
  for (const p of [...market.positions.all()]) {
    if (p.openVolume !== 0n) market.positions.applyFill(p.partyId, -p.openVolume, price, now);
    market.marginDirty.add(p.partyId);
  }
  market.markPrice = price;
  for (const p of market.positions.drainChanged())
    out.positions.push(market.positions.toRecord(p, price));
  out.marginLevels.push(...settleMargins(state, market, now));
  market.state = 'STATE_SETTLED';
  endMarket(state, market, now, out);
}

/**
 * The markets' lifecycle at the end of a block, before the markets' own end of block:
 * termination data accepted in this block terminates trading; a terminated market settles
 * once settlement data arrived after its termination; a settled market closes CLOSE_DELAY_NS
 * later, handing its insurance pool to the market that succeeds it.
 */
export function lifecycleTick(state: NetworkState, now: bigint, out: BlockOutput): void {
  const book = state.governance.lifecycle;
  for (const market of state.markets) {
    if (book.terminationDue.has(market.id) && isTrading(market))
      terminateTrading(state, market, now, out);
    if (market.state === 'STATE_TRADING_TERMINATED') {
      const data = state.governance.oracles.latestSettlement.get(market.id);
      if (data && data.at > market.timestamps.close)
        settle(state, market, BigInt(data.value), now, out);
    } else if (
      (market.state === 'STATE_SETTLED' || market.state === 'STATE_CANCELLED') &&
      now - (book.settledAt.get(market.id) ?? now) >= CLOSE_DELAY_NS
    ) {
      const successor = state.markets.find((m) => parentOf(m.config) === market.id && isRunning(m));
      releaseInsurancePool(state.collateral, market.id, market.settlementAsset, successor?.id);
      // A cancelled market never traded and stays CANCELLED; a settled one closes.
      if (market.state === 'STATE_SETTLED') market.state = 'STATE_CLOSED';
      book.settledAt.delete(market.id);
    }
  }
  book.terminationDue.clear();
}
