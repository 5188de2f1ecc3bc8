import { defineEnum } from '../define-enum.ts';

/** vega/commands/v1/commands.proto */
export const UndelegateMethod = /* @__PURE__ */ defineEnum({
  METHOD_UNSPECIFIED: 0,
  METHOD_NOW: 1,
  METHOD_AT_END_OF_EPOCH: 2,
});
