import { defineEnum } from '../define-enum.ts';

/** vega/markets.proto */
export const MarketState = /* @__PURE__ */ defineEnum({
  STATE_UNSPECIFIED: 0,
  STATE_PROPOSED: 1,
  STATE_REJECTED: 2,
  STATE_PENDING: 3,
  STATE_CANCELLED: 4,
  STATE_ACTIVE: 5,
  STATE_SUSPENDED: 6,
  STATE_CLOSED: 7,
  STATE_TRADING_TERMINATED: 8,
  STATE_SETTLED: 9,
});
