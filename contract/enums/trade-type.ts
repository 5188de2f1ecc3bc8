import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const TradeType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_DEFAULT: 1,
  TYPE_NETWORK_CLOSE_OUT_GOOD: 2,
  TYPE_NETWORK_CLOSE_OUT_BAD: 3,
});
