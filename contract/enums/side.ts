import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const Side = /* @__PURE__ */ defineEnum({
  SIDE_UNSPECIFIED: 0,
  SIDE_BUY: 1,
  SIDE_SELL: 2,
});
