import { defineEnum } from '../define-enum.ts';

/** vega/commands/v1/data.proto */
export const OracleSource = /* @__PURE__ */ defineEnum({
  ORACLE_SOURCE_UNSPECIFIED: 0,
  ORACLE_SOURCE_OPEN_ORACLE: 1,
  ORACLE_SOURCE_JSON: 2,
});
