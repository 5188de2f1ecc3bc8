import { defineEnum } from '../define-enum.ts';

/** vega/governance.proto */
export const VoteValue = /* @__PURE__ */ defineEnum({
  VALUE_UNSPECIFIED: 0,
  VALUE_NO: 1,
  VALUE_YES: 2,
});
