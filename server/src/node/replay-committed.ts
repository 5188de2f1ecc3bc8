import { runBlockSteps } from '../chain/run-block.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { committedBlocksAfter } from '../store/chain-log.ts';
import type { Queryable } from '../store/database.ts';
import { timeSlices } from './snapshot-restore.ts';

/** The invariant every block is checked against before it runs: block time only moves forwards. */
export function assertTimeForwards(state: NetworkState, height: bigint, timeNs: bigint): void {
  if (timeNs <= state.time)
    throw new Error(
      `block ${height} would be stamped ${timeNs} ns, not after block ${state.height} at ${state.time} ns: block time never goes backwards`,
    );
}

/**
 * Rebuilds the in-memory state of a chain already in the database by re-executing its blocks
 * after the state's height (the restored snapshot's, or genesis) at their stored times (the
 * simulation is deterministic), checking each block hash: state only, nothing written,
 * published or derived. Each block runs in its steps (engine/block/block-steps.ts) with the
 * event loop let in every ~8 ms, so the thread answers /health during a replay however heavy a
 * block is (a whole block takes up to ~180 ms under load). Returns the last height.
 * `pause` is called between steps and blocks (tests count the calls). Once `stopped()` says
 * so, returns the height replayed to before the next block.
 */
export async function replayCommitted(
  db: Queryable,
  state: NetworkState,
  seed: string,
  blockIntervalMs: number,
  pause: () => Promise<void> = timeSlices(),
  stopped: () => boolean = () => false,
): Promise<bigint> {
  let height = state.height;
  for (;;) {
    const blocks = await committedBlocksAfter(db, height);
    if (blocks.length === 0) return height;
    for (const block of blocks) {
      if (stopped()) return height;
      assertTimeForwards(state, block.height, block.timeNs);
      const steps = runBlockSteps(state, seed, block.height, block.timeNs, blockIntervalMs, false);
      let step = steps.next();
      while (!step.done) {
        await pause();
        step = steps.next();
      }
      if (step.value.header?.hash !== block.hash) {
        throw new Error(
          `replay diverged at block ${block.height}: the genesis, SEED or code differ from the stored chain`,
        );
      }
      height = block.height;
      await pause();
    }
  }
}
