import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const DispatchMetric = /* @__PURE__ */ defineEnum({
  DISPATCH_METRIC_UNSPECIFIED: 0,
  DISPATCH_METRIC_MAKER_FEES_PAID: 1,
  DISPATCH_METRIC_MAKER_FEES_RECEIVED: 2,
  DISPATCH_METRIC_LP_FEES_RECEIVED: 3,
  DISPATCH_METRIC_MARKET_VALUE: 4,
});
