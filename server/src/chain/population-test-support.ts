import { beforeAll, describe, expect, it } from 'vitest';
import { loadGenesis } from '../node/genesis-file.ts';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { describeRun, judgeRun, runPopulation } from './population.ts';

/** 2026-01-01T00:00:00Z, the first block of the population runs. */
const POPULATION_START = 1_767_225_600_000_000_000n;

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
