import type { MarketData } from '#contract/market-data.ts';
import type { Market } from '#contract/market.ts';

/** Decimal places of prices and of sizes, as numbers (the API sends them as strings). */
export function marketDecimals(market: Market): { price: number; size: number } {
  return {
    price: Number(market.decimalPlaces),
    size: Number(market.positionDecimalPlaces),
  };
}

export function settlementAssetId(market: Market): string | undefined {
  return market.tradableInstrument.instrument.future?.settlementAsset;
}

const AUCTION_MODES = new Set([
  'TRADING_MODE_OPENING_AUCTION',
  'TRADING_MODE_MONITORING_AUCTION',
  'TRADING_MODE_BATCH_AUCTION',
]);

export function isAuction(tradingMode: string): boolean {
  return AUCTION_MODES.has(tradingMode);
}

/**
 * States after which the market never trades again: a terminated, settled or closed market (and
 * one that never opened). Its schedule fields (next mark-to-market, auction end, the price
 * monitoring bounds a trade must stay within) describe nothing any more.
 */
const NO_MORE_TRADING = new Set([
  'STATE_TRADING_TERMINATED',
  'STATE_SETTLED',
  'STATE_CLOSED',
  'STATE_CANCELLED',
  'STATE_REJECTED',
]);

export function tradingHasEnded(state: string): boolean {
  return NO_MORE_TRADING.has(state);
}

/**
 * The mark price, or undefined while there is none: the node sends "0" until the market's first
 * trade (a market still in its opening auction), which is no price of 0.
 */
export function markPriceOf(data: MarketData | null | undefined): string | undefined {
  return data && data.markPrice !== '0' ? data.markPrice : undefined;
}

/** State and trading mode as they are now: the live market data's, else the record's. */
export function currentStatus(
  market: Market,
  data: MarketData | null | undefined,
): { state: string; tradingMode: string } {
  return {
    state: data && data.marketState !== 'STATE_UNSPECIFIED' ? data.marketState : market.state,
    tradingMode:
      data && data.marketTradingMode !== 'TRADING_MODE_UNSPECIFIED'
        ? data.marketTradingMode
        : market.tradingMode,
  };
}
