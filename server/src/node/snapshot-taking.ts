import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { snapshotStateInSlices } from '../chain/engine/state/state-snapshot.ts';
import { packSnapshot, type PackedSnapshot } from '../store/state-snapshots.ts';
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
