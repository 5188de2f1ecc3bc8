import { defineEnum } from '../define-enum.ts';

/** data-node/api/v2/trading_data.proto */
export const TransferDirection = /* @__PURE__ */ defineEnum({
  TRANSFER_DIRECTION_UNSPECIFIED: 0,
  TRANSFER_DIRECTION_TRANSFER_FROM: 1,
  TRANSFER_DIRECTION_TRANSFER_TO: 2,
  TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM: 3,
});
