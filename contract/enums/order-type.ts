import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const OrderType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_LIMIT: 1,
  TYPE_MARKET: 2,
  TYPE_NETWORK: 3,
});
