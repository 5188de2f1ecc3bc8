import { produceTransactions } from './agents/agents.ts';
import { Rng } from './engine/rng.ts';
import type { NetworkState } from './engine/state/network-state.ts';
import type { BlockOutput } from './engine/block/block-output.ts';
import { executeBlock } from './engine/block/execute-block.ts';

/**
 * One block of the simulation: the agents' transactions for it, executed. Everything random
 * comes from (seed, height), so re-running a stored block at its stored time reproduces it.
 * `records` false: a replay of a stored block, which derives no API records (BlockOutput).
 */
export function runBlock(
  state: NetworkState,
  seed: string,
  height: bigint,
  timeNs: bigint,
  blockIntervalMs: number,
  records = true,
): BlockOutput {
  const rng = new Rng(seed, 'block', height);
  const txs = produceTransactions(state, height, timeNs, rng, blockIntervalMs / 1000);
  return executeBlock(state, height, timeNs, txs, rng, records);
}
