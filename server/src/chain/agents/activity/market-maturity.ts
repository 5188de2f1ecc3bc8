import { sha3Hex } from '../../engine/ids.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';

const NS = 1_000_000_000n;
/** The first genesis future to expire does so this long after genesis… */
const FIRST_EXPIRY_S = 240n;
/** …and the next ones one after another at this interval. */
const GENESIS_EXPIRY_STEP_S = 600n;
/** A market added by governance runs this long after its enactment, plus up to as much again. */
const LISTED_LIFETIME_S = 1800n;

/**
 * When the simulated world says a future expires (Unix ns), so its oracle sends the
 * trading-termination data: genesis futures one after another from a few minutes after genesis
 * (the last one listed first, so the flagship BTC market runs longest), futures listed by
 * governance 30–60 minutes after they were enacted. Futures whose termination is an internal
 * time trigger (XAUUSD.DEC30) are terminated by the chain's clock, not by an oracle: undefined.
 */
export function maturityOf(state: NetworkState, market: MarketRuntime): bigint | undefined {
  if (!market.config.instrument.future.dataSourceSpecForTradingTermination.external)
    return undefined;
  const genesis = state.genesis.markets.filter(
    (m) => m.instrument.future.dataSourceSpecForTradingTermination.external,
  );
  const index = genesis.findIndex((m) => m.id === market.id);
  if (index >= 0) {
    const k = BigInt(genesis.length - 1 - index);
    return market.timestamps.pending + (FIRST_EXPIRY_S + k * GENESIS_EXPIRY_STEP_S) * NS;
  }
  const spread = BigInt(`0x${sha3Hex('maturity', market.id).slice(0, 8)}`) % LISTED_LIFETIME_S;
  return market.timestamps.pending + (LISTED_LIFETIME_S + spread) * NS;
}
