import { isTrading, parentOf } from '../../engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime, MarketStateName } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { worldTime } from '../world-clock.ts';
import { expiresBeforeOpening, maturityOf } from './market-maturity.ts';

/**
 * How the network keeps its population of markets: lines of markets — a market and the markets
 * that succeed it (`parent:<id>`) — that governance keeps trading whatever the seed, block time
 * or length of the chain. It keeps the genesis markets' lines and EXTRA_LINES more.
 *
 * - An expiring market gets a successor proposed SUCCESSOR_LEAD_NS before its expiry, so the
 *   successor's vote, enactment and opening auction are over before its parent terminates.
 *   Token holders pass successors (voting-agent.ts) and they never expire unopened. Times are
 *   the simulated world's (world-clock.ts), so a chain that stood still resumes on schedule.
 * - A market lost before it opened (a listing or successor declined, a listing cancelled in its
 *   opening auction) is replaced at once by a market naming it as parent, unless the network
 *   already runs more lines than it keeps.
 * - Community listings are tentative until they pass (and one that will expire before it opens
 *   stays so): each may add a line while the lines and the listings proposed before it leave
 *   room for one more than the lines kept; beyond that token holders vote it down (REJECTED).
 *   A market whose successor falls due while the network runs more lines than it keeps is
 *   delisted (no successor), which makes room for the next listing. So listings, rejections
 *   and cancellations keep coming, a few at a time, and the lines stay at the count kept or one
 *   more.
 *
 * Per block this reads the markets a few times (no proposal history), so its cost grows with
 * the markets listed, not with the chain's blocks.
 */

const NS = 1_000_000_000n;
/** Lines governance keeps beyond the genesis markets'. */
const EXTRA_LINES = 3;
/**
 * How long before a market expires its successor is proposed: the vote (2–3 min), then the
 * enactment (3 min after the proposal at the least), the opening auction ending with it.
 */
const SUCCESSOR_LEAD_NS = 330n * NS;
/** The successor of an expiring market is proposed within this long of its lead's start. */
const DECISION_WINDOW_NS = 60n * NS;
/** A market lost before it opened is replaced if it ended this recently. */
const REPLACE_WINDOW_NS = 60n * NS;

const UNTERMINATED: ReadonlySet<MarketStateName> = new Set([
  'STATE_PROPOSED',
  'STATE_PENDING',
  'STATE_ACTIVE',
  'STATE_SUSPENDED',
]);
/** A market that ended without ever opening: declined, or cancelled in its opening auction. */
const NEVER_OPENED: ReadonlySet<MarketStateName> = new Set(['STATE_REJECTED', 'STATE_CANCELLED']);

const linesKept = (state: NetworkState) => state.genesis.markets.length + EXTRA_LINES;

/**
 * A community listing that is no line yet: proposed (a successor always passes: it is one), or
 * passed but bound to expire before it opens.
 */
function tentative(state: NetworkState, m: MarketRuntime): boolean {
  if (parentOf(m.config) !== undefined) return false;
  return (
    m.state === 'STATE_PROPOSED' || (m.state === 'STATE_PENDING' && expiresBeforeOpening(state, m))
  );
}

/**
 * Markets some other market succeeds, or is on its way to: a successor proposed, in its
 * opening auction, trading or ended after trading. A successor declined or cancelled before it
 * opened does not count (its parent's line is open again).
 */
function succeeded(state: NetworkState): Set<string> {
  const parents = new Set<string>();
  for (const m of state.markets) {
    const parent = parentOf(m.config);
    if (parent !== undefined && !NEVER_OPENED.has(m.state)) parents.add(parent);
  }
  return parents;
}

/**
 * The lines running now: markets proposed as successors, in their opening auction or trading,
 * a trading market and the successor waiting to take over from it counting as one; tentative
 * listings not counted.
 */
function linesRunning(state: NetworkState, parents: Set<string>): number {
  let lines = 0;
  for (const m of state.markets) {
    if (!UNTERMINATED.has(m.state) || tentative(state, m)) continue;
    if (isTrading(m) && parents.has(m.id)) continue;
    lines++;
  }
  return lines;
}

/**
 * Whether a new listing finds no room: the lines running and the tentative listings proposed
 * before it (all of them, for one not yet proposed) already make one more than the lines kept.
 * Token holders vote such a listing down.
 */
export function marketsAtCap(state: NetworkState, listing?: string): boolean {
  let taken = linesRunning(state, succeeded(state));
  for (const m of state.markets) {
    if (m.id === listing) break;
    if (UNTERMINATED.has(m.state) && tentative(state, m)) taken++;
  }
  return taken > linesKept(state);
}

/** The market that ended last among `candidates`, if any. */
function lastEnded(candidates: MarketRuntime[]): MarketRuntime | undefined {
  let last: MarketRuntime | undefined;
  for (const m of candidates) if (!last || m.timestamps.close > last.timestamps.close) last = m;
  return last;
}

/**
 * The market whose line needs a new market now, if any: a trading market whose successor's
 * lead has just begun (unless the network runs more lines than it keeps: then it is
 * delisted), else a market lost before it opened, else — below the lines kept — the market
 * that ended last without a successor. One a block.
 */
export function successorDue(state: NetworkState, now: bigint): MarketRuntime | undefined {
  const parents = succeeded(state);
  const lines = linesRunning(state, parents);
  const kept = linesKept(state);
  const today = worldTime(state, now);
  const ended: MarketRuntime[] = [];
  for (const m of state.markets) {
    if (parents.has(m.id)) continue;
    if (!isTrading(m)) {
      if (!UNTERMINATED.has(m.state)) ended.push(m);
      continue;
    }
    const maturity = maturityOf(state, m);
    if (maturity === undefined || expiresBeforeOpening(state, m)) continue;
    // Decided once, when the lead begins (or the market opens, if later): a market the network
    // delists then does not get a successor later, too late to open before it expires.
    const lead = maturity - SUCCESSOR_LEAD_NS;
    const listed = worldTime(state, m.timestamps.pending);
    const decideAt = lead > listed ? lead : listed;
    if (today >= decideAt && today - decideAt <= DECISION_WINDOW_NS && lines <= kept) return m;
  }
  if (lines > kept) return undefined;
  const lost = ended.filter(
    (m) => NEVER_OPENED.has(m.state) && now - m.timestamps.close <= REPLACE_WINDOW_NS,
  );
  return lastEnded(lost) ?? (lines < kept ? lastEnded(ended) : undefined);
}
