import { defineEnum } from '../define-enum.ts';

/** vega/governance.proto */
export const ProposalState = /* @__PURE__ */ defineEnum({
  STATE_UNSPECIFIED: 0,
  STATE_FAILED: 1,
  STATE_OPEN: 2,
  STATE_PASSED: 3,
  STATE_REJECTED: 4,
  STATE_DECLINED: 5,
  STATE_ENACTED: 6,
  STATE_WAITING_FOR_NODE_VOTE: 7,
});
