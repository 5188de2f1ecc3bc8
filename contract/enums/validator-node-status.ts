import { defineEnum } from '../define-enum.ts';

/** vega/vega.proto */
export const ValidatorNodeStatus = /* @__PURE__ */ defineEnum({
  VALIDATOR_NODE_STATUS_UNSPECIFIED: 0,
  VALIDATOR_NODE_STATUS_TENDERMINT: 1,
  VALIDATOR_NODE_STATUS_ERSATZ: 2,
  VALIDATOR_NODE_STATUS_PENDING: 3,
});
