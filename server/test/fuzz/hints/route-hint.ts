import type { ParamKind } from '../../../src/http/route-params.ts';
import type { ContractSchema } from '../fuzz-settings.ts';

/**
 * What the fuzz suite needs to know of a route beyond its declaration (declared-routes.ts reads
 * the parameters, their kinds, the required ones and the response schema from `defineRoute`).
 */
export interface RouteHint {
  /** Parameters its success needs although none alone is required ("one of A or B"). */
  required?: readonly string[];
  /** Parameters sent on purpose although the route does not declare them (refusals to test). */
  undeclared?: Readonly<Record<string, ParamKind>>;
  /** 2xx body schema of a route that declares none (a document that is not the contract's). */
  schema?: ContractSchema;
  /** Why the test chain can give this route no 2xx (its success is tested elsewhere). */
  neverOk?: string;
  /** More runs, for a route that needs many parameters right at once to succeed. */
  extraRuns?: number;
}
