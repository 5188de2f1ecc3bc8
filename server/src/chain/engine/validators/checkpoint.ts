import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import { sha3Hex } from '../ids.ts';
import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';

const NS = 1_000_000_000n;

/**
 * A checkpoint (D10, what a network restarts from) is taken in the first block whose time is
 * `network.checkpoint.timeElapsedBetweenCheckpoints` after the previous one (genesis the first
 * time). Its digest covers what a checkpoint holds: balances per asset, governance, epoch,
 * delegations, network parameters; the writer hashes it with the block's hash.
 */
export function takeCheckpoint(state: NetworkState, now: bigint, out: BlockOutput): void {
  const v = state.validators;
  if (v.lastCheckpoint === 0n) v.lastCheckpoint = v.epoch.startTime;
  const seconds =
    parseGoDuration(state.params.get('network.checkpoint.timeElapsedBetweenCheckpoints') ?? '') ??
    300;
  if (seconds <= 0 || now - v.lastCheckpoint < BigInt(Math.round(seconds)) * NS) return;
  v.lastCheckpoint = now;
  const balances = [...state.collateral.totalsByAsset()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([asset, total]) => `${asset}=${total}`);
  const params = [...state.params].sort(([a], [b]) => (a < b ? -1 : 1)).map((p) => p.join('='));
  out.validators.checkpointDigest = sha3Hex(
    'checkpoint',
    ...balances,
    `proposals=${state.governance.proposals.size}`,
    `epoch=${v.epoch.seq}`,
    ...params,
  );
}
