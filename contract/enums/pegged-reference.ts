import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const PeggedReference = /* @__PURE__ */ defineEnum({
  PEGGED_REFERENCE_UNSPECIFIED: 0,
  PEGGED_REFERENCE_MID: 1,
  PEGGED_REFERENCE_BEST_BID: 2,
  PEGGED_REFERENCE_BEST_ASK: 3,
});
