import { defineEnum } from '../define-enum.ts';

/** vega/data_source.proto */
export const DataSourceSpecStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_ACTIVE: 1,
  STATUS_DEACTIVATED: 2,
});
