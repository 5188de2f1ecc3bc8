// Close-outs (network doc D7 "Closeout", spec 0012): a party whose margin stays below the
// maintenance level after the top-up first loses its orders; if that is not enough, the network
// takes its position over at the mark price (a TYPE_NETWORK_CLOSE_OUT_BAD trade), the margin
// left goes to the market's insurance pool (MARGIN_CONFISCATED), and the network trades the
// position out against the book with a FOK network order (TYPE_NETWORK_CLOSE_OUT_GOOD trades).
// The network's gains and losses on that position settle at mark-to-market through the
// insurance pool, and what the pool cannot cover is socialised over the winners (collateral/mtm).
import type { BlockOutput } from '../block/block-output.ts';
import { NETWORK_PARTY } from '../collateral/mtm.ts';
import type { IdGenerator } from '../ids.ts';
import type { BookEvents, Trade } from '../matching/types.ts';
import { toOrderRecord } from '../records/order-record.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import { partyMarginLevels } from '../trading/margins.ts';
import { settleTrades } from '../trading/settle-trades.ts';

function record(market: MarketRuntime, events: BookEvents, out: BlockOutput) {
  for (const o of events.orders) {
    out.recordOrder(toOrderRecord(o, market.id));
    if (o.partyId !== NETWORK_PARTY) market.marginDirty.add(o.partyId);
  }
}

/** Still below maintenance with what it holds now (after a top-up from general)? */
function stillDistressed(state: NetworkState, market: MarketRuntime, party: string): boolean {
  const levels = partyMarginLevels(market, party);
  return state.collateral.updateMargin(party, market.id, market.settlementAsset, levels).distressed;
}

/**
 * The network trades its position out with one FOK network order: all of it against the book,
 * or nothing (then it tries again at the next block, as the real network does).
 */
function tradeOut(
  state: NetworkState,
  market: MarketRuntime,
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
) {
  const held = market.positions.openVolume(NETWORK_PARTY);
  if (held === 0n) return;
  const change = market.book.submit(
    {
      id: ids.next(),
      partyId: NETWORK_PARTY,
      side: held > 0n ? 'SIDE_SELL' : 'SIDE_BUY',
      type: 'TYPE_NETWORK',
      price: 0n,
      size: held > 0n ? held : -held,
      timeInForce: 'TIME_IN_FORCE_FOK',
      expiresAt: 0n,
      postOnly: false,
      reduceOnly: false,
      reference: '',
      createdAt: now,
    },
    { now, nextTradeId: () => ids.next() },
  );
  // A FOK that could not fill is not worth a record: the network tries again next block.
  if (change.trades.length === 0) return;
  record(market, { trades: [], orders: [change.order, ...change.updated] }, out);
  const good = change.trades.map((t): Trade => ({ ...t, type: 'TYPE_NETWORK_CLOSE_OUT_GOOD' }));
  settleTrades(state, market, good, 'continuous', out);
}

/** The network takes the party's whole position at the mark price. */
function takeOver(
  state: NetworkState,
  market: MarketRuntime,
  party: string,
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
) {
  const volume = market.positions.openVolume(party);
  const partySells = volume > 0n;
  const trade: Trade = {
    id: ids.next(),
    marketId: market.id,
    price: market.markPrice,
    size: partySells ? volume : -volume,
    buyer: partySells ? NETWORK_PARTY : party,
    seller: partySells ? party : NETWORK_PARTY,
    aggressor: 'SIDE_UNSPECIFIED',
    buyOrder: '',
    sellOrder: '',
    timestamp: now,
    type: 'TYPE_NETWORK_CLOSE_OUT_BAD',
    buyerAuctionBatch: 0n,
    sellerAuctionBatch: 0n,
  };
  settleTrades(state, market, [trade], 'continuous', out);
  state.collateral.confiscateMargin(party, market.id, market.settlementAsset);
  market.positions.setStatus(party, 'POSITION_STATUS_CLOSED_OUT', now);
}

/**
 * Resolves the parties that ended the block's margin run below maintenance: orders first
 * (ORDERS_CLOSED when that suffices), then the position. Only in continuous trading, at a mark
 * price: in an auction nothing can trade, so distress waits for the auction's end.
 */
export function closeOutDistressed(
  state: NetworkState,
  market: MarketRuntime,
  distressed: readonly string[],
  now: bigint,
  out: BlockOutput,
  ids: IdGenerator,
): void {
  if (market.tradingMode !== 'TRADING_MODE_CONTINUOUS' || market.markPrice === 0n) return;
  for (const party of distressed) {
    const orders = market.book.partyOrderVolume(party);
    if (orders.buy > 0n || orders.sell > 0n) {
      record(market, market.book.cancelAllForParty(party, { now }), out);
      if (!stillDistressed(state, market, party)) {
        market.positions.setStatus(party, 'POSITION_STATUS_ORDERS_CLOSED', now);
        continue;
      }
    }
    if (market.positions.openVolume(party) !== 0n) takeOver(state, market, party, now, out, ids);
  }
  tradeOut(state, market, now, out, ids);
}
