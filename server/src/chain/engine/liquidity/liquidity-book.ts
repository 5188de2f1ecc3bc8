import type { LiquidityProvision } from '#contract/liquidity.ts';

/** Live liquidity provisions: at most one per (market, party); cancelled ones leave. */
export class LiquidityBook {
  private readonly live = new Map<string, LiquidityProvision>();
  /** Provisions that left (cancelled) since genesis. */
  removed = 0;

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
