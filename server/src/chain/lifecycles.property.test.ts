import { beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../node/genesis-file.ts';
import { NetworkState } from './engine/state/network-state.ts';
import { runBlock } from './run-block.ts';
import type { BlockOutput } from './engine/block/block-output.ts';

const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
const BLOCKS = 400;
/** Several seeds, the same every run, so a failure reproduces. */
const SEEDS = ['trading-network', 'lifecycles-1', 'lifecycles-2'];

let genesis: Genesis;
beforeAll(async () => {
  genesis = await loadGenesis();
});

/** What one whole chain did, gathered block by block for the assertions below. */
interface Run {
  seed: string;
  /** Markets marked to market, counted over the run (one per market per mark). */
  marks: number;
  /** Positions checked against size × (mark − average entry). */
  checkedPositions: number;
}

/**
 * Every open position of a market marked in this block must be published with its unrealised
 * PnL at the new mark: openVolume × (mark − averageEntry) in asset units, i.e. × 10^(asset
 * decimals − market decimals) / 10^position decimals, truncated towards zero. Open volumes come
 * from the trades themselves (summed per party since genesis), not from the position book.
 */
function checkMarks(
  state: NetworkState,
  out: BlockOutput,
  volumes: Map<string, bigint>,
  run: Run,
  at: string,
) {
  const assetDecimals = new Map(genesis.assets.map((a) => [a.id, Number(a.details.decimals)]));
  for (const market of state.markets) {
    if (market.lastMarkAt !== out.timeNs) continue;
    run.marks++;
    const factor = 10n ** BigInt(assetDecimals.get(market.settlementAsset)! - market.decimalPlaces);
    const divisor = 10n ** BigInt(market.positionDecimalPlaces);
    const published = new Map(
      out.positions.filter((p) => p.marketId === market.id).map((p) => [p.partyId, p]),
    );
    for (const [key, volume] of volumes) {
      const [marketId, party] = key.split(':') as [string, string];
      if (marketId !== market.id || volume === 0n) continue;
      const record = published.get(party);
      expect(record, `${at}: open position of ${party} on ${marketId} not published`).toBeDefined();
      expect(BigInt(record!.openVolume), `${at}: volume of ${party}`).toBe(volume);
      const expected =
        (volume * (market.markPrice - BigInt(record!.averageEntryPrice)) * factor) / divisor;
      expect(BigInt(record!.unrealisedPnl), `${at}: unrealised PnL of ${party}`).toBe(expected);
      run.checkedPositions++;
    }
  }
}

function runChain(seed: string): Run {
  const state = new NetworkState(genesis, START);
  const run: Run = { seed, marks: 0, checkedPositions: 0 };
  const volumes = new Map<string, bigint>();
  for (let h = 1n; h <= BigInt(BLOCKS); h++) {
    const out = runBlock(state, seed, h, START + h * 1_000_000_000n, 1000);
    const at = `seed ${seed}, block ${h}`;
    for (const { trade } of out.trades) {
      const buy = `${trade.marketId}:${trade.buyer}`;
      const sell = `${trade.marketId}:${trade.seller}`;
      volumes.set(buy, (volumes.get(buy) ?? 0n) + BigInt(trade.size));
      volumes.set(sell, (volumes.get(sell) ?? 0n) - BigInt(trade.size));
    }
    checkMarks(state, out, volumes, run, at);
  }
  return run;
}

describe('lifecycles of the simulated network, over several seeds', () => {
  const runs: Run[] = [];
  beforeAll(() => {
    for (const seed of SEEDS) runs.push(runChain(seed));
  }, 300_000);

  it('marks every open position at each mark-to-market: unrealised = size × (mark − entry)', () => {
    for (const run of runs) {
      // Markets trade continuously for most of the run and mark every 5 s: many marks each.
      expect(run.marks, run.seed).toBeGreaterThan(100);
      expect(run.checkedPositions, run.seed).toBeGreaterThan(1000);
    }
  });
});
