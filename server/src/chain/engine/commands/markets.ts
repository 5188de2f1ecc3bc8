import { invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';

const TRADABLE = new Set(['STATE_ACTIVE', 'STATE_PENDING', 'STATE_SUSPENDED']);

/** The market a command names, which must exist and accept orders. */
export function tradableMarket(ctx: TxContext, marketId: string): MarketRuntime {
  const market = ctx.state.marketsById.get(marketId);
  if (!market) throw invalid('OrderError: Invalid Market ID');
  if (!TRADABLE.has(market.state)) throw invalid('OrderError: Market Closed');
  return market;
}
