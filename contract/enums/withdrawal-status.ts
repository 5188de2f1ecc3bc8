import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const WithdrawalStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_OPEN: 1,
  STATUS_REJECTED: 2,
  STATUS_FINALIZED: 3,
});
