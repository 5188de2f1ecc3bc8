import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const Interval = /* @__PURE__ */ defineEnum({
  INTERVAL_UNSPECIFIED: 0,
  INTERVAL_BLOCK: -1,
  INTERVAL_I1M: 60,
  INTERVAL_I5M: 300,
  INTERVAL_I15M: 900,
  INTERVAL_I1H: 3600,
  INTERVAL_I6H: 21600,
  INTERVAL_I1D: 86400,
});
