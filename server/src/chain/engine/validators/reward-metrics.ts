import type { FeeRecord } from '../collateral/fees.ts';

/** One party's reward metrics in one market over the epoch in progress. */
export interface PartyMetrics {
  makerFeesPaid: bigint;
  makerFeesReceived: bigint;
}

/**
 * What the epoch's market reward pools are paid on (the reference's dispatch metrics): maker
 * fees paid and received per party per market, liquidity fees paid per market, and each
 * market's traded value since it opened (for the market-creation reward). Plain maps, reset
 * when an epoch ends (except the traded value, which is cumulative).
 */
export class RewardMetrics {
  /** Market id → party → metrics of the epoch in progress. */
  readonly byMarket = new Map<string, Map<string, PartyMetrics>>();
  /** Market id → liquidity fees paid in the epoch in progress. */
  readonly liquidityFees = new Map<string, bigint>();
  /** Market id → traded notional (asset units) since the market opened. */
  readonly tradedValue = new Map<string, bigint>();
  /** Markets whose proposer already got the market-creation reward. */
  readonly creationRewarded = new Set<string>();
  /**
   * Ended markets whose reward pools had their last payout (at the end of the epoch the market
   * ended in): recurring transfers fund them no more, their metric being zero for ever.
   */
  readonly rewardsClosed = new Set<string>();

  private party(market: string, party: string): PartyMetrics {
    let parties = this.byMarket.get(market);
    if (!parties) this.byMarket.set(market, (parties = new Map()));
    let m = parties.get(party);
    if (!m) parties.set(party, (m = { makerFeesPaid: 0n, makerFeesReceived: 0n }));
    return m;
  }

  /** A trade's fees: the side that paid a maker fee paid it to the other side. */
  recordTrade(
    market: string,
    buyer: string,
    seller: string,
    fees: { buyerFee: FeeRecord; sellerFee: FeeRecord },
    notional: bigint,
  ): void {
    const bought = BigInt(fees.buyerFee.makerFee);
    const sold = BigInt(fees.sellerFee.makerFee);
    if (bought > 0n) {
      this.party(market, buyer).makerFeesPaid += bought;
      this.party(market, seller).makerFeesReceived += bought;
    }
    if (sold > 0n) {
      this.party(market, seller).makerFeesPaid += sold;
      this.party(market, buyer).makerFeesReceived += sold;
    }
    const liquidity = BigInt(fees.buyerFee.liquidityFee) + BigInt(fees.sellerFee.liquidityFee);
    if (liquidity > 0n)
      this.liquidityFees.set(market, (this.liquidityFees.get(market) ?? 0n) + liquidity);
    this.tradedValue.set(market, (this.tradedValue.get(market) ?? 0n) + notional);
  }

  /** A new epoch starts: the per-epoch metrics start from zero. */
  reset(): void {
    this.byMarket.clear();
    this.liquidityFees.clear();
  }
}
