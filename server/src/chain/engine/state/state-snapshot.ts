import { createHash } from 'node:crypto';
import { SNAPSHOT_CLASSES } from './snapshot-classes.ts';
import { encodeGraph, encodeGraphInSlices, SnapshotCodecError } from './snapshot-codec.ts';
import { decodeGraph, decodeGraphBytesInSlices, decodeGraphInSlices } from './snapshot-decoder.ts';
import { NetworkState } from './network-state.ts';

/** The whole state after a block, encoded, with the SHA-256 of the encoding (hex). */
export interface StateSnapshot {
  height: bigint;
  blockHash: string;
  stateHash: string;
  encoded: string;
}

export const stateHashOf = (encoded: string) => createHash('sha256').update(encoded).digest('hex');

/** Encodes the state as it is now: call between blocks, never during one. */
export function snapshotState(state: NetworkState): StateSnapshot {
  const encoded = encodeGraph(state, SNAPSHOT_CLASSES);
  return {
    height: state.height,
    blockHash: state.lastBlockHash,
    stateHash: stateHashOf(encoded),
    encoded,
  };
}

/**
 * snapshotState's result, the walk cut into slices with `pause()` between them so the thread
 * answers requests meanwhile (~0.3–1 s of work at a few thousand blocks). No block may run until
 * it resolves.
 */
export async function snapshotStateInSlices(
  state: NetworkState,
  pause: () => Promise<void>,
): Promise<StateSnapshot> {
  const { height, lastBlockHash } = state;
  const encoded = await encodeGraphInSlices(state, SNAPSHOT_CLASSES, pause);
  return { height, blockHash: lastBlockHash, stateHash: stateHashOf(encoded), encoded };
}

/**
 * The state a snapshot holds, once its bytes hash to the state hash it claims and it decodes
 * to the block it was taken after; a SnapshotCodecError otherwise.
 */
export function restoreState(snapshot: StateSnapshot): NetworkState {
  verifyHash(snapshot);
  return checkRestored(decodeGraph(snapshot.encoded, SNAPSHOT_CLASSES), snapshot);
}

/** restoreState, the decoding cut into slices with `pause()` between them. */
export async function restoreStateInSlices(
  snapshot: StateSnapshot,
  pause: () => Promise<void>,
): Promise<NetworkState> {
  verifyHash(snapshot);
  const state = await decodeGraphInSlices(snapshot.encoded, SNAPSHOT_CLASSES, pause);
  return checkRestored(state, snapshot);
}

/** What a stored snapshot claims: the block it was taken after, and its state hash. */
export type SnapshotClaim = Pick<StateSnapshot, 'height' | 'blockHash' | 'stateHash'>;

/** Bytes hashed between two pauses. */
const HASH_SLICE_BYTES = 1 << 20;

/**
 * restoreStateInSlices of the encoding's UTF-8 bytes, as the store unpacks them (no string of
 * the whole state is made: at tens of MB, making one holds the thread too). Hashing the bytes
 * is hashing the text (stateHashOf hashes its UTF-8).
 */
export async function restoreStateFromBytes(
  claim: SnapshotClaim,
  encoded: Uint8Array,
  pause: () => Promise<void>,
): Promise<NetworkState> {
  const hash = createHash('sha256');
  for (let at = 0; at < encoded.length; at += HASH_SLICE_BYTES) {
    hash.update(encoded.subarray(at, at + HASH_SLICE_BYTES));
    await pause();
  }
  if (hash.digest('hex') !== claim.stateHash) throw new SnapshotCodecError(`state hash mismatch`);
  return checkRestored(await decodeGraphBytesInSlices(encoded, SNAPSHOT_CLASSES, pause), claim);
}

function verifyHash(snapshot: StateSnapshot): void {
  if (stateHashOf(snapshot.encoded) !== snapshot.stateHash)
    throw new SnapshotCodecError(`state hash mismatch`);
}

function checkRestored(state: unknown, snapshot: SnapshotClaim): NetworkState {
  if (!(state instanceof NetworkState)) throw new SnapshotCodecError('not a network state');
  if (state.height !== snapshot.height || state.lastBlockHash !== snapshot.blockHash)
    throw new SnapshotCodecError(
      `holds block ${state.height} (${state.lastBlockHash.slice(0, 12)}…), not the block it is stored for`,
    );
  // Snapshots from before votes were dropped at closing hold final proposals' votes: drop them,
  // so the restored state is the one an uninterrupted run has (and later snapshots stay small).
  state.governance.dropVotesOfFinalProposals();
  return state;
}
