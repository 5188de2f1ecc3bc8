import { defineEnum } from '../define-enum.ts';

/** data-node/api/v2/trading_data.proto */
export const GovernanceProposalType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_ALL: 1,
  TYPE_NEW_MARKET: 2,
  TYPE_UPDATE_MARKET: 3,
  TYPE_NETWORK_PARAMETERS: 4,
  TYPE_NEW_ASSET: 5,
  TYPE_NEW_FREE_FORM: 6,
  TYPE_UPDATE_ASSET: 7,
});
