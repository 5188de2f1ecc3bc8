/** One value a market's data source accepted. */
export interface OracleValue {
  property: string;
  value: string;
  /** Block time (Unix ns) it arrived. */
  at: bigint;
}

/**
 * Oracle data the markets' settlement data sources accepted: the latest value per market.
 * A future settles from it once trading terminates (not simulated: markets run until expiry).
 */
export class OracleBook {
  readonly latestSettlement = new Map<string, OracleValue>();
}
