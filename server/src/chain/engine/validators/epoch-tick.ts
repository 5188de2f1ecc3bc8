import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';
import { applyDueRotations, openStateVarRound, upgradeAndSnapshot } from './block-duties.ts';
import { takeCheckpoint } from './checkpoint.ts';
import { emitChanges, endEpoch, startFirstEpoch } from './epoch-cycle.ts';
import { watchGovernanceResources } from './node-vote-hook.ts';
import { epochLengthNs } from './params.ts';
import { BAN_EPOCH_FRACTION, MIN_BAN_NS } from './spam/spam-state.ts';

/**
 * The validator side's end of every block (called last in endBlock): the first epoch starts,
 * key rotations take effect, state-variable rounds open, spam bans are decided, the epoch
 * ends when this block's time passed its expiry (D8), snapshots are taken (D10), and what
 * changed is handed to the store.
 */
export function epochTick(state: NetworkState, now: bigint, out: BlockOutput): void {
  const v = state.validators;
  // state.time is still the previous block's: at block 1, the genesis time.
  if (!v.epoch.started) startFirstEpoch(state, state.time, out);
  applyDueRotations(state, out.height);
  openStateVarRound(state, out.height);
  watchGovernanceResources(state);
  upgradeAndSnapshot(state, out);
  takeCheckpoint(state, now, out);
  const ban = epochLengthNs(state) / BAN_EPOCH_FRACTION;
  v.spam.endBlock(now, ban > MIN_BAN_NS ? ban : MIN_BAN_NS);
  if (now > v.epoch.expiryTime) {
    // Changes of this block still belong to the ending epoch.
    emitChanges(state, out);
    endEpoch(state, now, out);
  }
  emitChanges(state, out);
  v.multisig.prune(out.height);
}
