import { defineEnum } from '../define-enum.ts';

/** vega/events/v1/events.proto */
export const ProtocolUpgradeProposalStatus = /* @__PURE__ */ defineEnum({
  PROTOCOL_UPGRADE_PROPOSAL_STATUS_UNSPECIFIED: 0,
  PROTOCOL_UPGRADE_PROPOSAL_STATUS_PENDING: 1,
  PROTOCOL_UPGRADE_PROPOSAL_STATUS_APPROVED: 2,
  PROTOCOL_UPGRADE_PROPOSAL_STATUS_REJECTED: 3,
});
