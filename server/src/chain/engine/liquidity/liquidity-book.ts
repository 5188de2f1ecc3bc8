import type { LiquidityProvision } from '#contract/liquidity.ts';

/** Live liquidity provisions: at most one per (market, party); cancelled ones leave. */
export class LiquidityBook {
  private readonly live = new Map<string, LiquidityProvision>();
  /** Provisions that left (cancelled) since genesis. */
  removed = 0;
  /**
   * Equity-like share bookkeeping per live provision id (liquidity/equity-shares.ts): its
   * virtual stake and average entry valuation, in settlement-asset units.
   */
  readonly equity = new Map<string, { virtualStake: bigint; averageEntryValuation: bigint }>();
  /** The provision version whose shape is on the book, per provision id (liquidity/lp-orders). */
  readonly deployedVersion = new Map<string, string>();
  /** Time of each market's last liquidity-fee distribution (Unix ns). */
  readonly lastFeeDistribution = new Map<string, bigint>();

  private static key(marketId: string, partyId: string): string {
    return `${marketId}:${partyId}`;
  }

  get(marketId: string, partyId: string): LiquidityProvision | undefined {
    return this.live.get(LiquidityBook.key(marketId, partyId));
  }

  set(lp: LiquidityProvision): void {
    this.live.set(LiquidityBook.key(lp.marketId, lp.partyId), lp);
  }

  remove(lp: LiquidityProvision): void {
    this.live.delete(LiquidityBook.key(lp.marketId, lp.partyId));
    this.removed++;
  }

  all(): LiquidityProvision[] {
    return [...this.live.values()];
  }

  forMarket(marketId: string): LiquidityProvision[] {
    return this.all().filter((lp) => lp.marketId === marketId);
  }

  /** Σ commitments of a market's live provisions (market data's `suppliedStake`). */
  suppliedStake(marketId: string): bigint {
    return this.forMarket(marketId).reduce((s, lp) => s + BigInt(lp.commitmentAmount), 0n);
  }
}
