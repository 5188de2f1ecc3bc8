/** One value a market's data source accepted. */
export interface OracleValue {
  property: string;
  value: string;
  /** Block time (Unix ns) it arrived. */
  at: bigint;
}

/**
 * Oracle data the markets' settlement data sources accepted: the latest value per market.
 * A future settles from the first value that arrives after its trading terminated.
 */
export class OracleBook {
  readonly latestSettlement = new Map<string, OracleValue>();
}
