import { beforeAll, describe, expect, it } from 'vitest';
import { loadGenesis } from '../node/genesis-file.ts';
import type { BlockOutput } from './engine/block/block-output.ts';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import type { NetworkState } from './engine/state/network-state.ts';
import { describeRun, judgeRun, runPopulation } from './population.ts';

/** 2026-01-01T00:00:00Z, the first block of the population runs. */
const POPULATION_START = 1_767_225_600_000_000_000n;

/** Test support of the chain's property tests: checks made after every block of a run. */

/** Each position's latest published record, by `market:party`. */
export type Latest = Map<string, BlockOutput['positions'][number]>;

const sign = (n: bigint) => (n > 0n ? 1n : n < 0n ? -1n : 0n);

/**
 * Realised PnL moves with reductions (the reference's rule): a fill that reduces a position
 * realises (price − average entry) × −size in asset units; one that grows it, nothing. Checked
 * where a position's fills in a block all grew it or all reduced it without turning it round,
 * from its published records before and after (each truncated when published: ±2).
 */
export function checkRealised(
  state: NetworkState,
  out: BlockOutput,
  latest: Latest,
  run: { grown: number; reduced: number },
  at: string,
) {
  const fills = new Map<string, { size: bigint; price: bigint }[]>();
  for (const { trade } of out.trades)
    for (const [key, size] of [
      [`${trade.marketId}:${trade.buyer}`, BigInt(trade.size)],
      [`${trade.marketId}:${trade.seller}`, -BigInt(trade.size)],
    ] as const)
      fills.set(key, [...(fills.get(key) ?? []), { size, price: BigInt(trade.price) }]);
  for (const record of out.positions) {
    const key = `${record.marketId}:${record.partyId}`;
    const [mine, before] = [fills.get(key), latest.get(key)];
    if (!mine) continue;
    const v0 = BigInt(before?.openVolume ?? '0');
    const v1 = v0 + mine.reduce((n, f) => n + f.size, 0n);
    expect(BigInt(record.openVolume), `${at}: volume of ${key}`).toBe(v1);
    const delta = BigInt(record.realisedPnl) - BigInt(before?.realisedPnl ?? '0');
    const way = v0 === 0n ? sign(mine[0]!.size) : sign(v0);
    if (mine.every((f) => sign(f.size) === way)) {
      expect(delta, `${at}: realised PnL of ${key} moved as it grew`).toBe(0n);
      run.grown++;
    } else if (mine.every((f) => sign(f.size) === -way) && sign(v1) !== -way) {
      const market = state.marketsById.get(record.marketId)!;
      const asset = state.genesis.assets.find((a) => a.id === market.settlementAsset)!;
      const factor = 10n ** BigInt(Number(asset.details.decimals) - market.decimalPlaces);
      const entry = BigInt(before!.averageEntryPrice);
      const closed = mine.reduce((n, f) => n + (f.price - entry) * -f.size, 0n);
      const expected = (closed * factor) / 10n ** BigInt(market.positionDecimalPlaces);
      const off = delta > expected ? delta - expected : expected - delta;
      expect(off <= 2n, `${at}: ${key} realised ${delta}, expected ${expected}`).toBe(true);
      run.reduced++;
    }
  }
}

/**
 * The population property for one seed (population.ts): an hour of chain time at 500 ms and at
 * 1 s blocks, each judged block by block against BAR, the figures printed. One file per seed,
 * so the runs share the cores.
 */
export function describePopulation(seed: string): void {
  describe(`the population of markets, seed ${seed}, over an hour of chain time`, () => {
    let genesis: Genesis;
    beforeAll(async () => {
      genesis = await loadGenesis();
    });
    for (const blockIntervalMs of [500, 1000]) {
      it(`keeps markets trading and trades coming at ${blockIntervalMs} ms blocks`, () => {
        const run = runPopulation(genesis, seed, blockIntervalMs, 3600, POPULATION_START);
        console.info(describeRun(run));
        const { failures } = judgeRun(run, false);
        expect(failures, describeRun(run)).toEqual([]);
      }, 1_800_000);
    }
  });
}
