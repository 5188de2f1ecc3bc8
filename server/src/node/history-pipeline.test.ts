import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { NetworkState } from '../chain/engine/state/network-state.ts';
import { runBlock } from '../chain/run-block.ts';
import { loadGenesis } from './genesis-file.ts';
import { reviveBlockOutput } from './history-pipeline.ts';

const START = 1_767_225_600_000_000_000n;
let outs: BlockOutput[];

beforeAll(async () => {
  const state = new NetworkState(await loadGenesis(), START);
  outs = [];
  for (let h = 1n; h <= 40n; h++)
    outs.push(runBlock(state, 'revive', h, START + h * 1_000_000_000n, 1000));
});

describe('a block output sent to another thread', () => {
  it('is the same output, classes and all, once revived', () => {
    for (const out of outs) {
      const cloned = structuredClone(out);
      // The clone alone has lost its classes (what revival is for)…
      expect(cloned).not.toStrictEqual(out);
      // …and revived it is the output itself: every field, Map, Set, bigint and prototype.
      expect(reviveBlockOutput(cloned)).toStrictEqual(out);
      expect(cloned.governance.governanceEvents()).toEqual(out.governance.governanceEvents());
    }
  });
});
