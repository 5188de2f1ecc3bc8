import { defineEnum } from '../define-enum.ts';

/** vega/data/v1/spec.proto */
export const DataPropertyKeyType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_EMPTY: 1,
  TYPE_INTEGER: 2,
  TYPE_STRING: 3,
  TYPE_BOOLEAN: 4,
  TYPE_DECIMAL: 5,
  TYPE_TIMESTAMP: 6,
});
