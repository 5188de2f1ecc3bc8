// Equity-like shares of a market's liquidity providers (spec 0042, as the v0.71 network keeps
// them): each provision has a virtual stake (its commitment; the market-growth term that lets
// early providers' virtual stake outgrow their commitment is not simulated) and an average
// entry valuation — the market's total virtual stake when the provider came in, averaged over
// its commitments:
//   on an increase by Δ:  AEV' = (AEV × S + Δ × T') / (S + Δ),  T' = total virtual stake after
//   on a decrease:        the stake falls, the valuation stays.
// Equity-like share = virtual stake / total virtual stake of the market's live provisions.
import type { LiquidityProviderFeeShare } from '#contract/market-data.ts';
import type { LiquidityBook } from './liquidity-book.ts';

function totalVirtualStake(book: LiquidityBook, marketId: string): bigint {
  let total = 0n;
  for (const lp of book.forMarket(marketId)) total += book.equity.get(lp.id)?.virtualStake ?? 0n;
  return total;
}

/**
 * Each provider's virtual stake in a market (its live provision's) and the market's total: the
 * weights of liquidity providers' votes on updates of the market (governance/lp-tally.ts).
 */
export function stakesByParty(book: LiquidityBook, marketId: string) {
  const byParty = new Map<string, bigint>();
  for (const lp of book.forMarket(marketId))
    byParty.set(lp.partyId, book.equity.get(lp.id)?.virtualStake ?? 0n);
  return { byParty, total: totalVirtualStake(book, marketId) };
}

/** Records a provision's new commitment (0 removes it). Call before the book changes. */
export function setStake(book: LiquidityBook, marketId: string, lpId: string, stake: bigint) {
  const current = book.equity.get(lpId);
  if (stake <= 0n) {
    book.equity.delete(lpId);
    return;
  }
  const before = current?.virtualStake ?? 0n;
  if (stake <= before) {
    book.equity.set(lpId, {
      virtualStake: stake,
      averageEntryValuation: current!.averageEntryValuation,
    });
    return;
  }
  const delta = stake - before;
  // The provision's own old stake is in the total already when it is live.
  const live = book.forMarket(marketId).some((lp) => lp.id === lpId);
  const totalAfter = totalVirtualStake(book, marketId) + (live ? 0n : before) + delta;
  const previous = current?.averageEntryValuation ?? 0n;
  book.equity.set(lpId, {
    virtualStake: stake,
    averageEntryValuation: (previous * before + delta * totalAfter) / stake,
  });
}

/** Decimal text of num/den with up to 16 places (trailing zeros trimmed), as the API prints. */
export function ratio(num: bigint, den: bigint): string {
  if (den === 0n) return '0';
  const places = 16n;
  const scaled = (num * 10n ** places) / den;
  const whole = scaled / 10n ** places;
  const frac = (scaled % 10n ** places).toString().padStart(Number(places), '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

/**
 * Market data's `liquidityProviderFeeShare`: one entry per active provision, in the book's
 * order. `scores` are each party's share of the market's deployed liquidity-order volume.
 */
export function feeShares(
  book: LiquidityBook,
  marketId: string,
  scores: ReadonlyMap<string, string>,
): LiquidityProviderFeeShare[] {
  const total = totalVirtualStake(book, marketId);
  return book
    .forMarket(marketId)
    .filter((lp) => lp.status === 'STATUS_ACTIVE')
    .map((lp) => {
      const e = book.equity.get(lp.id);
      return {
        party: lp.partyId,
        equityLikeShare: ratio(e?.virtualStake ?? 0n, total),
        averageEntryValuation: (e?.averageEntryValuation ?? 0n).toString(),
        averageScore: scores.get(lp.partyId) ?? '0',
      };
    });
}
