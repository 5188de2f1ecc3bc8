import { beforeAll, describe, expect, it } from 'vitest';
import { loadGenesis } from '../node/genesis-file.ts';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { isTrading } from './engine/lifecycle/market-lifecycle.ts';
import { NetworkState } from './engine/state/network-state.ts';
import { runBlock } from './run-block.ts';

/**
 * `SEED=11 START_TIME=2026-01-01T00:00:00Z HISTORY_BLOCKS=1000 BLOCK_INTERVAL_MS=500 npm start`,
 * the engine alone: 1,000 blocks of history half a second apart from START_TIME, then live
 * blocks at the wall clock — here 2026-12-07T06:00:00Z, 340 days later, as when this was
 * first tried. The chain's clock jumps; the markets must keep trading.
 */
const SEED = '11';
const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
const LIVE = 1_796_623_200_000_000_000n; // 2026-12-07T06:00:00Z
const INTERVAL = 500_000_000n;
const HISTORY = 1000;
/** Live blocks watched: three minutes. */
const LIVE_BLOCKS = 360;

const continuous = (state: NetworkState) =>
  state.markets.filter((m) => m.tradingMode === 'TRADING_MODE_CONTINUOUS').length;

let genesis: Genesis;
const seen = {
  atHistoryEnd: 0,
  tradingBeforeJump: [] as string[],
  tradingAfterJump: [] as string[],
  continuous: [] as number[],
  /** Longest run of live blocks without a trade. */
  longestQuiet: 0,
};

beforeAll(async () => {
  genesis = await loadGenesis();
  const state = new NetworkState(genesis, START - INTERVAL);
  for (let h = 1; h <= HISTORY; h++)
    runBlock(state, SEED, BigInt(h), START + BigInt(h - 1) * INTERVAL, 500, false);
  seen.atHistoryEnd = continuous(state);
  seen.tradingBeforeJump = state.markets.filter(isTrading).map((m) => m.id);
  let quiet = 0;
  for (let i = 0; i < LIVE_BLOCKS; i++) {
    const h = BigInt(HISTORY + 1 + i);
    const out = runBlock(state, SEED, h, LIVE + BigInt(i) * INTERVAL, 500, false);
    if (i === 0) seen.tradingAfterJump = state.markets.filter(isTrading).map((m) => m.id);
    seen.continuous.push(continuous(state));
    quiet = out.trades.length ? 0 : quiet + 1;
    seen.longestQuiet = Math.max(seen.longestQuiet, quiet);
  }
}, 600_000);

describe('live blocks long after a history pinned by START_TIME (seed 11, 500 ms)', () => {
  it('has at least 6 markets in continuous trading at block 1,000', () => {
    expect(seen.atHistoryEnd).toBeGreaterThanOrEqual(6);
  });

  it('expires no market because the clock jumped', () => {
    // Every market that took orders before the jump still does after it.
    expect(seen.tradingAfterJump).toEqual(expect.arrayContaining(seen.tradingBeforeJump));
  });

  it('keeps markets trading and trades arriving every few seconds afterwards', () => {
    const full = seen.continuous.filter((n) => n >= 6).length;
    expect(full / LIVE_BLOCKS).toBeGreaterThanOrEqual(0.99);
    expect(Math.min(...seen.continuous)).toBeGreaterThanOrEqual(3);
    // A block is half a second: no 5 s without a trade.
    expect(seen.longestQuiet * 0.5).toBeLessThanOrEqual(5);
  });
});
