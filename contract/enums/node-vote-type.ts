import { defineEnum } from '../define-enum.ts';

/** vega/commands/v1/validator_commands.proto (NodeVote.Type) */
export const NodeVoteType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_STAKE_DEPOSITED: 1,
  TYPE_STAKE_REMOVED: 2,
  TYPE_FUNDS_DEPOSITED: 3,
  TYPE_SIGNER_ADDED: 4,
  TYPE_SIGNER_REMOVED: 5,
  TYPE_BRIDGE_STOPPED: 6,
  TYPE_BRIDGE_RESUMED: 7,
  TYPE_ASSET_LISTED: 8,
  TYPE_LIMITS_UPDATED: 9,
  TYPE_STAKE_TOTAL_SUPPLY: 10,
  TYPE_SIGNER_THRESHOLD_SET: 11,
  TYPE_GOVERNANCE_VALIDATE_ASSET: 12,
});
