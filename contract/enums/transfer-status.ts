import { defineEnum } from '../define-enum.ts';

/** vega/events/v1/events.proto (Transfer.Status, the `/api/v2/transfers` record) */
export const TransferStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_PENDING: 1,
  STATUS_DONE: 2,
  STATUS_REJECTED: 3,
  STATUS_STOPPED: 4,
  STATUS_CANCELLED: 5,
});
