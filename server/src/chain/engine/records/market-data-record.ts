import type { MarketData } from '#contract/market-data.ts';
import type { PriceMonitoringBounds } from '#contract/market-data.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import { openInterest, type LiquidityFigures } from '../trading/liquidity-monitoring.ts';

const str = (v: bigint | undefined) => (v ?? 0n).toString();

/** Volume at the best price of one side of the book. */
function volumeAt(levels: readonly { price: bigint; volume: bigint }[], price: bigint | undefined) {
  return price === undefined ? 0n : (levels.find((l) => l.price === price)?.volume ?? 0n);
}

/** The market's data at the end of a block (reference §3.2 MarketData). */
export function toMarketData(
  market: MarketRuntime,
  now: bigint,
  nextMarkToMarket: bigint,
  liquidity: LiquidityFigures,
  priceMonitoringBounds: PriceMonitoringBounds[],
): MarketData {
  const book = market.book;
  const depth = book.depth(1);
  const bestBid = book.bestBid();
  const bestAsk = book.bestAsk();
  const staticBid = book.bestStaticBid();
  const staticAsk = book.bestStaticAsk();
  const inAuction = market.tradingMode !== 'TRADING_MODE_CONTINUOUS';
  const indicative = inAuction ? book.indicativeUncrossing() : { price: 0n, volume: 0n };
  return {
    markPrice: str(market.markPrice),
    bestBidPrice: str(bestBid),
    bestBidVolume: str(volumeAt(depth.buy, bestBid)),
    bestOfferPrice: str(bestAsk),
    bestOfferVolume: str(volumeAt(depth.sell, bestAsk)),
    bestStaticBidPrice: str(staticBid),
    bestStaticBidVolume: str(volumeAt(book.depth().buy, staticBid)),
    bestStaticOfferPrice: str(staticAsk),
    bestStaticOfferVolume: str(volumeAt(book.depth().sell, staticAsk)),
    midPrice: str(book.midPrice()),
    staticMidPrice: str(book.staticMidPrice()),
    market: market.id,
    timestamp: now.toString(),
    openInterest: openInterest(market).toString(),
    auctionEnd: inAuction ? market.auctionEnd.toString() : '0',
    auctionStart: inAuction ? market.auctionStart.toString() : '0',
    indicativePrice: indicative.price.toString(),
    indicativeVolume: indicative.volume.toString(),
    marketTradingMode: market.tradingMode,
    trigger: inAuction ? book.auctionTrigger() : 'AUCTION_TRIGGER_UNSPECIFIED',
    extensionTrigger: 'AUCTION_TRIGGER_UNSPECIFIED',
    targetStake: liquidity.targetStake.toString(),
    suppliedStake: liquidity.suppliedStake.toString(),
    priceMonitoringBounds,
    marketValueProxy: liquidity.marketValueProxy.toString(),
    liquidityProviderFeeShare: [],
    marketState: market.state,
    nextMarkToMarket: nextMarkToMarket.toString(),
    lastTradedPrice: str(market.lastTradePrice),
  };
}
