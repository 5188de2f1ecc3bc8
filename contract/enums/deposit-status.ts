import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const DepositStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_OPEN: 1,
  STATUS_CANCELLED: 2,
  STATUS_FINALIZED: 3,
});
