import { defineEnum } from '../define-enum.ts';

/** vega/markets.proto */
export const MarketTradingMode = /* @__PURE__ */ defineEnum({
  TRADING_MODE_UNSPECIFIED: 0,
  TRADING_MODE_CONTINUOUS: 1,
  TRADING_MODE_BATCH_AUCTION: 2,
  TRADING_MODE_OPENING_AUCTION: 3,
  TRADING_MODE_MONITORING_AUCTION: 4,
  TRADING_MODE_NO_TRADING: 5,
});
