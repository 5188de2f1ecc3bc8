import { defineEnum } from '../define-enum.ts';

/** vega/assets.proto */
export const AssetStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_PROPOSED: 1,
  STATUS_REJECTED: 2,
  STATUS_PENDING_LISTING: 3,
  STATUS_ENABLED: 4,
});
