import { defineEnum } from '../define-enum.ts';

/** vega/data/v1/spec.proto */
export const DataConditionOperator = /* @__PURE__ */ defineEnum({
  OPERATOR_UNSPECIFIED: 0,
  OPERATOR_EQUALS: 1,
  OPERATOR_GREATER_THAN: 2,
  OPERATOR_GREATER_THAN_OR_EQUAL: 3,
  OPERATOR_LESS_THAN: 4,
  OPERATOR_LESS_THAN_OR_EQUAL: 5,
});
