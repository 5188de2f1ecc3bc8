import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { restoreStateFromBytes } from '../chain/engine/state/state-snapshot.ts';
import type { Queryable } from '../store/database.ts';
import { listStateSnapshots, readStateSnapshotBytes } from '../store/state-snapshots.ts';
import { startupStep } from './startup-steps.ts';

/** Lets the event loop in once ~8 ms of work have passed (the thread also answers /health). */
export function timeSlices(ms = 8): () => Promise<void> {
  let slice = performance.now();
  return async () => {
    if (performance.now() - slice < ms) return;
    await yieldToEventLoop();
    slice = performance.now();
  };
}

/**
 * The state of the newest stored snapshot that verifies: its block is the stored chain's block
 * at that height, its bytes hash to the state hash it claims, and it decodes to that block.
 * A snapshot failing any of these is skipped for the one before it, then genesis (undefined),
 * each step with a log line saying so.
 */
export async function restoreNewestSnapshot(
  db: Queryable,
  log: (message: string) => void,
): Promise<NetworkState | undefined> {
  await startupStep('snapshot list');
  const snapshots = await listStateSnapshots(db);
  for (const [i, info] of snapshots.entries()) {
    const next = snapshots[i + 1];
    const fallback = next ? `the snapshot at block ${next.height}` : 'genesis';
    try {
      if (info.committedHash !== info.blockHash)
        throw new Error(
          info.committedHash
            ? `block ${info.height} is ${info.committedHash.slice(0, 12)}…, not ${info.blockHash.slice(0, 12)}…`
            : `block ${info.height} is not stored`,
        );
      await startupStep(`snapshot ${info.height} read`);
      // Every step in slices: the thread answers /health between them.
      const pause = timeSlices();
      const encoded = await readStateSnapshotBytes(db, info, pause);
      if (!encoded) throw new Error('it is gone');
      await startupStep(`snapshot ${info.height} checked and decoded`);
      const state = await restoreStateFromBytes(info, encoded, pause);
      log(`restored the state of block ${info.height} from its snapshot`);
      return state;
    } catch (err) {
      log(
        `snapshot at block ${info.height} unusable (${err instanceof Error ? err.message : String(err)}): falling back to ${fallback}`,
      );
    }
  }
  return undefined;
}
