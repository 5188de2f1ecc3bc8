import type { NetworkState } from '../chain/engine/state/network-state.ts';
import type { Database } from '../store/database.ts';
import { snapshotStateInSlices } from '../chain/engine/state/state-snapshot.ts';
import { packSnapshot, saveStateSnapshot, type PackedSnapshot } from '../store/state-snapshots.ts';
import { timeSlices } from './snapshot-restore.ts';

/**
 * The state after block `height`, encoded between requests (in time slices) and compressed;
 * undefined if that fails (logged): a restart then replays from an older snapshot, slower but
 * never wrong.
 */
export async function takeSnapshot(
  state: NetworkState,
  height: bigint,
  log?: (message: string) => void,
): Promise<PackedSnapshot | undefined> {
  try {
    if (state.height !== height) throw new Error(`the state is at ${state.height}`);
    return await packSnapshot(await snapshotStateInSlices(state, timeSlices()));
  } catch (err) {
    log?.(`no state snapshot at block ${height}: ${String(err)}`);
    return undefined;
  }
}

/**
 * Stores the state of the stored head as a snapshot when the node stops cleanly, so that the
 * restart after it replays no block however far the network's snapshot interval is
 * (restart time must not grow with the chain; a kill -9 still replays from the newest interval
 * snapshot). Called only when no block runs any more, so the state cannot change under the
 * encoding. A failure only costs the replay; true when stored.
 */
export async function storeHeadSnapshot(
  db: Database,
  state: NetworkState,
  kept: number,
  log?: (message: string) => void,
): Promise<boolean> {
  const snapshot = await takeSnapshot(state, state.height, log);
  if (!snapshot) return false;
  try {
    await db.transaction((tx) => saveStateSnapshot(tx, snapshot, kept));
    return true;
  } catch (err) {
    log?.(`no state snapshot at stop (block ${state.height}): ${String(err)}`);
    return false;
  }
}
