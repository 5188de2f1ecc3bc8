import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const LiquidityProvisionStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_ACTIVE: 1,
  STATUS_STOPPED: 2,
  STATUS_CANCELLED: 3,
  STATUS_REJECTED: 4,
  STATUS_UNDEPLOYED: 5,
  STATUS_PENDING: 6,
});
