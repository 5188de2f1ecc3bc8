import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const NodeStatus = /* @__PURE__ */ defineEnum({
  NODE_STATUS_UNSPECIFIED: 0,
  NODE_STATUS_VALIDATOR: 1,
  NODE_STATUS_NON_VALIDATOR: 2,
});
