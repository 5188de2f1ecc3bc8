import { sha3Hex } from '../../engine/ids.ts';
import { parentOf } from '../../engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { worldTime } from '../world-clock.ts';

const NS = 1_000_000_000n;
/** The first genesis future to expire does so this long after genesis… */
const FIRST_EXPIRY_S = 240n;
/** …and the next ones one after another at this interval. */
const GENESIS_EXPIRY_STEP_S = 600n;
/** A market added by governance runs this long after its enactment, plus up to as much again. */
const LISTED_LIFETIME_S = 1800n;
/** One new listing in this many expires before it opens (the first, then every this many). */
const STILLBORN_EVERY = 3;

/**
 * Whether a future listed by governance expires before it ever opens: on real networks a
 * listing's underlying sometimes expires, or its listing is abandoned, while its opening
 * auction still runs, and the market is CANCELLED. The rule is deterministic and not tuned to
 * ids: the listing's ordinal among the new listings (markets neither in genesis nor succeeding
 * another), the first and then one in STILLBORN_EVERY. Successors are spared: they carry the
 * network's trading on once the genesis futures have expired (the e2e chain relies on them).
 */
export function expiresBeforeOpening(state: NetworkState, market: MarketRuntime): boolean {
  if (parentOf(market.config)) return false;
  const genesis = new Set(state.genesis.markets.map((m) => m.id));
  const listings = state.markets.filter((m) => !genesis.has(m.id) && !parentOf(m.config));
  const ordinal = listings.indexOf(market);
  return ordinal >= 0 && ordinal % STILLBORN_EVERY === 0;
}

/**
 * When the simulated world says a future expires (Unix ns of the world's clock, world-clock.ts),
 * so its oracle sends the
 * trading-termination data: genesis futures one after another from a few minutes after genesis
 * (the last one listed first, so the flagship BTC market runs longest), futures listed by
 * governance 30–60 minutes after they were enacted, except the listings that expire before
 * they open (`expiresBeforeOpening`): halfway through their opening auction, so the chain
 * cancels them. Futures whose termination is an internal time trigger (XAUUSD.DEC30) are
 * terminated by the chain's clock, not by an oracle: undefined.
 */
export function maturityOf(state: NetworkState, market: MarketRuntime): bigint | undefined {
  if (!market.config.instrument.future.dataSourceSpecForTradingTermination.external)
    return undefined;
  const genesis = state.genesis.markets.filter(
    (m) => m.instrument.future.dataSourceSpecForTradingTermination.external,
  );
  const { pending } = market.timestamps;
  const listed = worldTime(state, pending);
  const index = genesis.findIndex((m) => m.id === market.id);
  if (index >= 0) {
    const k = BigInt(genesis.length - 1 - index);
    return listed + (FIRST_EXPIRY_S + k * GENESIS_EXPIRY_STEP_S) * NS;
  }
  if (market.state === 'STATE_PENDING' && expiresBeforeOpening(state, market))
    return listed + (market.auctionEnd - pending) / 2n;
  const spread = BigInt(`0x${sha3Hex('maturity', market.id).slice(0, 8)}`) % LISTED_LIFETIME_S;
  return listed + (LISTED_LIFETIME_S + spread) * NS;
}
