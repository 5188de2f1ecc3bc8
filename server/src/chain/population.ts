import { MarketState, OrderStatus, ProposalState, TradeType } from '#contract/enums.ts';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { NetworkState } from './engine/state/network-state.ts';
import { runBlock } from './run-block.ts';

/**
 * What a long run of the simulation does to its population of markets, block by block: how
 * many trade continuously, whether trades keep coming, and which lifecycle states it reaches.
 * Read by the population property test and `npm run bench:population`.
 */

const NS_PER_MS = 1_000_000n;
/** Blocks in the first minutes (genesis deposits, opening auctions) are not judged. */
export const WARM_UP_S = 600;

/** The bar a run is held to, block by block: a network that never runs dry. */
export const BAR = {
  /** Markets in continuous trading a block should have… */
  fullMarkets: 6,
  /** …in at least this share of blocks… */
  fullShare: 0.99,
  /** …and never fewer than this many. */
  minContinuous: 3,
  /** Share of blocks with at least one trade… */
  tradeShare: 0.95,
  /** …and no longer than this without one (seconds of chain time). */
  longestQuietS: 30,
  /** Markets not yet terminated (proposed, in their opening auction, trading), at the least. */
  minUnterminated: 8,
};

export interface PopulationRun {
  seed: string;
  blockIntervalMs: number;
  /** Blocks judged (after WARM_UP_S of chain time). */
  judged: number;
  /** Judged blocks with at least BAR.fullMarkets markets in TRADING_MODE_CONTINUOUS. */
  fullBlocks: number;
  /** Fewest markets in continuous trading, and fewest not yet terminated, in a judged block. */
  minContinuous: number;
  minUnterminated: number;
  /** Judged blocks with at least one trade, and the longest run without one (chain seconds). */
  tradeBlocks: number;
  longestQuietS: number;
  /** States reached over the whole run: markets, proposals, orders, trades. */
  marketStates: Set<string>;
  proposalStates: Set<string>;
  orderStatuses: Set<string>;
  tradeTypes: Set<string>;
  /** Position records published with a loss socialisation amount. */
  socialised: number;
  /** Transactions in the judged blocks (the load the population makes). */
  transactions: number;
}

/** States of a market neither ended nor terminated: proposed, in its opening auction, trading. */
const UNTERMINATED = new Set([
  'STATE_PROPOSED',
  'STATE_PENDING',
  'STATE_ACTIVE',
  'STATE_SUSPENDED',
]);

/**
 * Runs the chain from genesis for `seconds` of chain time at one block every
 * `blockIntervalMs`, the engine alone (no store), and gathers the figures of PopulationRun.
 */
export function runPopulation(
  genesis: Genesis,
  seed: string,
  blockIntervalMs: number,
  seconds: number,
  start: bigint,
): PopulationRun {
  const interval = BigInt(blockIntervalMs) * NS_PER_MS;
  const state = new NetworkState(genesis, start - interval);
  const run: PopulationRun = {
    seed,
    blockIntervalMs,
    judged: 0,
    fullBlocks: 0,
    minContinuous: Infinity,
    minUnterminated: Infinity,
    tradeBlocks: 0,
    longestQuietS: 0,
    marketStates: new Set(),
    proposalStates: new Set(),
    orderStatuses: new Set(),
    tradeTypes: new Set(),
    socialised: 0,
    transactions: 0,
  };
  const blocks = Math.round((seconds * 1000) / blockIntervalMs);
  const warmUp = Math.round((WARM_UP_S * 1000) / blockIntervalMs);
  let quiet = 0;
  for (let h = 1; h <= blocks; h++) {
    const time = start + BigInt(h - 1) * interval;
    // No API records (as a replay): what is judged here is in the state and the block's trades.
    const out = runBlock(state, seed, BigInt(h), time, blockIntervalMs, false);
    for (const { trade } of out.trades) run.tradeTypes.add(trade.type);
    for (const o of out.orderVersions.values()) run.orderStatuses.add(o.status);
    for (const p of out.positions) if (p.lossSocialisationAmount !== '0') run.socialised++;
    for (const p of out.governance.proposals.values())
      run.proposalStates.add(p.data.proposal.state);
    let continuous = 0;
    let open = 0;
    for (const m of state.markets) {
      run.marketStates.add(m.state);
      if (m.tradingMode === 'TRADING_MODE_CONTINUOUS') continuous++;
      if (UNTERMINATED.has(m.state)) open++;
    }
    if (h <= warmUp) continue;
    run.judged++;
    run.transactions += out.transactions.length;
    if (continuous >= BAR.fullMarkets) run.fullBlocks++;
    run.minContinuous = Math.min(run.minContinuous, continuous);
    run.minUnterminated = Math.min(run.minUnterminated, open);
    if (out.trades.length > 0) {
      run.tradeBlocks++;
      quiet = 0;
    } else {
      quiet++;
      run.longestQuietS = Math.max(run.longestQuietS, (quiet * blockIntervalMs) / 1000);
    }
  }
  return run;
}

const named = (e: { names: readonly string[] }) =>
  e.names.filter((n) => !n.endsWith('UNSPECIFIED'));
/** Every market state, proposal state, order status and trade type (the coverage test's). */
const WANTED = {
  marketStates: named(MarketState),
  proposalStates: named(ProposalState),
  orderStatuses: named(OrderStatus),
  tradeTypes: named(TradeType),
} as const;
export const LIFECYCLE_STATES =
  'every market state, proposal state, order status and trade type, and a loss socialisation';

/**
 * How a run measures up to BAR: the figures it misses, and (when `states`) the lifecycle
 * states it never reached.
 */
export function judgeRun(
  run: PopulationRun,
  states = true,
): { failures: string[]; missing: string[] } {
  const failures: string[] = [];
  const share = (n: number) => n / Math.max(1, run.judged);
  if (share(run.fullBlocks) < BAR.fullShare) failures.push('≥ 6 continuous too rarely');
  if (run.minContinuous < BAR.minContinuous) failures.push('too few continuous');
  if (share(run.tradeBlocks) < BAR.tradeShare) failures.push('trades too rarely');
  if (run.longestQuietS > BAR.longestQuietS) failures.push('too long without a trade');
  if (run.minUnterminated < BAR.minUnterminated) failures.push('too few markets running');
  const missing = states
    ? [
        ...(Object.keys(WANTED) as (keyof typeof WANTED)[]).flatMap((kind) =>
          WANTED[kind].filter((name) => !run[kind].has(name)),
        ),
        ...(run.socialised > 0 ? [] : ['loss socialisation']),
      ]
    : [];
  if (missing.length) failures.push('lifecycle states not reached');
  return { failures, missing };
}

/** One line of figures of a run, for the test's and the benchmark's output. */
export function describeRun(run: PopulationRun): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, run.judged)).toFixed(2)} %`;
  return [
    `seed ${run.seed.padEnd(16)}`,
    `${String(run.blockIntervalMs).padStart(4)} ms`,
    `≥${BAR.fullMarkets} continuous ${pct(run.fullBlocks).padStart(8)}`,
    `min ${run.minContinuous}`,
    `unterminated min ${run.minUnterminated}`,
    `trade blocks ${pct(run.tradeBlocks).padStart(8)}`,
    `longest quiet ${run.longestQuietS} s`,
    `${(run.transactions / Math.max(1, run.judged)).toFixed(1)} tx/block`,
  ].join(' | ');
}
