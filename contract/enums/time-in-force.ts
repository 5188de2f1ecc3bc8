import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const TimeInForce = /* @__PURE__ */ defineEnum({
  TIME_IN_FORCE_UNSPECIFIED: 0,
  TIME_IN_FORCE_GTC: 1,
  TIME_IN_FORCE_GTT: 2,
  TIME_IN_FORCE_IOC: 3,
  TIME_IN_FORCE_FOK: 4,
  TIME_IN_FORCE_GFA: 5,
  TIME_IN_FORCE_GFN: 6,
});
