import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';

/** Provisions submitted during a market's opening auction become ACTIVE once it trades. */
export function activatePendingProvisions(
  state: NetworkState,
  now: bigint,
  out: BlockOutput,
): void {
  const book = state.governance.liquidity;
  for (const lp of book.all()) {
    if (lp.status !== 'STATUS_PENDING') continue;
    const market = state.marketsById.get(lp.marketId);
    if (market?.tradingMode !== 'TRADING_MODE_CONTINUOUS') continue;
    const active = { ...lp, status: 'STATUS_ACTIVE' as const, updatedAt: now.toString() };
    book.set(active);
    out.governance.liquidityProvisions.set(active.id, active);
  }
}
