import { beforeAll, describe, expect, it } from 'vitest';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { readConfig } from '../../src/config.ts';
import { runBlock } from '../../src/chain/run-block.ts';
import { parentOf } from '../../src/chain/engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../../src/chain/engine/state/market-runtime.ts';
import { NetworkState } from '../../src/chain/engine/state/network-state.ts';

const START = 1_767_225_600_000_000_000n;
const NS = 1_000_000_000n;

interface Life {
  states: { height: bigint; state: string }[];
  pending: bigint;
  auctionEnd: bigint;
  trades: number;
}

let state: NetworkState;
/** Each governance-added market's states over the run, its opening auction, and its trades. */
const lives = new Map<string, Life>();

/**
 * The default chain for 460 blocks: the first new listing is enacted (PENDING) around block
 * 190 and cancelled halfway through its opening auction; the market proposed in its place opens
 * 3–4 minutes later. The first successor (of LDOETH, expiring at 240 s) opens around block 200.
 */
beforeAll(async () => {
  const { SEED, BLOCK_INTERVAL_MS } = readConfig({});
  state = new NetworkState(await loadGenesis(), START);
  const genesis = new Set(state.genesis.markets.map((m) => m.id));
  for (let h = 1n; h <= 460n; h++) {
    const out = runBlock(state, SEED, h, START + h * NS, BLOCK_INTERVAL_MS);
    for (const m of state.markets.filter((m) => !genesis.has(m.id))) {
      const life = lives.get(m.id) ?? { states: [], pending: 0n, auctionEnd: 0n, trades: 0 };
      lives.set(m.id, life);
      if (life.states.at(-1)?.state !== m.state) life.states.push({ height: h, state: m.state });
      if (m.state === 'STATE_PENDING')
        [life.pending, life.auctionEnd] = [m.timestamps.pending, m.auctionEnd];
      life.trades += out.trades.filter((t) => t.trade.marketId === m.id).length;
    }
  }
}, 300_000);

const byId = (id: string): MarketRuntime => state.marketsById.get(id)!;

describe('listed futures that expire before they open', () => {
  it('cancels the first new listing halfway through its opening auction, before any trade', () => {
    const listings = [...lives.keys()].filter((id) => !parentOf(byId(id).config));
    const first = lives.get(listings[0]!)!;
    expect(first.states.map((s) => s.state)).toEqual([
      'STATE_PROPOSED',
      'STATE_PENDING',
      'STATE_CANCELLED',
    ]);
    // Its oracle sends the termination data in the first block at or after the midpoint (1 s
    // blocks), and the chain accepts it in that block.
    const midpoint = first.pending + (first.auctionEnd - first.pending) / 2n;
    const cancelled = first.states[2]!.height;
    expect(cancelled).toBe((midpoint - START + NS - 1n) / NS);
    expect(START + cancelled * NS).toBeLessThan(first.auctionEnd);
    expect(first.trades).toBe(0);
  });

  it('takes up its line at once: a market proposed in its place, naming it, opens', () => {
    const ids = [...lives.keys()];
    const first = ids.find((id) => !parentOf(byId(id).config))!;
    const cancelled = lives.get(first)!.states.find((s) => s.state === 'STATE_CANCELLED')!;
    const replacements = ids.filter((id) => parentOf(byId(id).config) === first);
    expect(replacements).toHaveLength(1);
    const replacement = lives.get(replacements[0]!)!;
    // Proposed in the next blocks (one proposal a block: another line's may come first).
    expect(replacement.states[0]!.height).toBeGreaterThan(cancelled.height);
    expect(replacement.states[0]!.height).toBeLessThanOrEqual(cancelled.height + 3n);
    expect(replacement.states.map((s) => s.state).slice(0, 3)).toEqual([
      'STATE_PROPOSED',
      'STATE_PENDING',
      'STATE_ACTIVE',
    ]);
    expect(replacement.trades).toBeGreaterThan(0);
  });

  it('spares successors: the first one opens and trades', () => {
    const ids = [...lives.keys()];
    const successor = lives.get(ids.find((id) => parentOf(byId(id).config))!)!;
    expect(successor.states.map((s) => s.state).slice(0, 3)).toEqual([
      'STATE_PROPOSED',
      'STATE_PENDING',
      'STATE_ACTIVE',
    ]);
    expect(successor.trades).toBeGreaterThan(0);
  });
});
