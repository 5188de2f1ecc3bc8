/**
 * Where each market is in its life after trading (D5 market states): termination data that
 * arrived in this block (acted on at its end), and when settled markets settled (they close
 * CLOSE_DELAY_NS later). Plain data: one field of GovernanceState (`governance.lifecycle`).
 */
export class MarketLifecycleBook {
  /** Markets whose trading-termination data was accepted in this block. */
  readonly terminationDue = new Set<string>();
  /** Block time (Unix ns) each market settled at. */
  readonly settledAt = new Map<string, bigint>();
}
