import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const PositionStatus = /* @__PURE__ */ defineEnum({
  POSITION_STATUS_UNSPECIFIED: 0,
  POSITION_STATUS_ORDERS_CLOSED: 1,
  POSITION_STATUS_CLOSED_OUT: 2,
  POSITION_STATUS_DISTRESSED: 4,
});
