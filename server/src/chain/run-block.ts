import { produceTransactions } from './agents/agents.ts';
import { Rng } from './engine/rng.ts';
import type { NetworkState } from './engine/state/network-state.ts';
import type { BlockOutput } from './engine/block/block-output.ts';
import { runToEnd, type BlockSteps } from './engine/block/block-steps.ts';
import { executeBlockSteps } from './engine/block/execute-block.ts';

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
  return runToEnd(runBlockSteps(state, seed, height, timeNs, blockIntervalMs, records));
}

/** runBlock in steps (engine/block/block-steps.ts): the agents' part, then the execution's. */
export function* runBlockSteps(
  state: NetworkState,
  seed: string,
  height: bigint,
  timeNs: bigint,
  blockIntervalMs: number,
  records = true,
): BlockSteps {
  const rng = new Rng(seed, 'block', height);
  const txs = produceTransactions(state, height, timeNs, rng, blockIntervalMs / 1000);
  yield;
  return yield* executeBlockSteps(state, height, timeNs, txs, rng, records);
}
