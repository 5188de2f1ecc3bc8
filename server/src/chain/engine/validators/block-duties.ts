import type { BlockOutput } from '../block/block-output.ts';
import { sha3Hex } from '../ids.ts';
import type { NetworkState } from '../state/network-state.ts';
import { quorum } from './multisig.ts';
import { paramBigint } from './params.ts';
import { ROUND_INTERVAL_BLOCKS, STATE_VARIABLES } from './state-vars.ts';

/** Key rotations whose target block is reached take effect. */
export function applyDueRotations(state: NetworkState, height: bigint): void {
  const v = state.validators;
  for (const node of v.nodes.values()) {
    if (node.keyRotation && node.keyRotation.targetBlock <= height) {
      node.pubKey = node.keyRotation.value;
      node.pubKeyIndex = node.keyRotation.index;
      node.keyRotation = undefined;
      v.markDirty(node.id);
    }
    if (node.ethereumRotation && node.ethereumRotation.targetBlock <= height) {
      node.ethereumAddress = node.ethereumRotation.value;
      node.ethereumRotation = undefined;
      v.markDirty(node.id);
    }
  }
}

/**
 * Floating-point consensus: every ROUND_INTERVAL_BLOCKS blocks the network starts a round for
 * the next (market, state variable) in turn; the consensus validators then propose values.
 */
export function openStateVarRound(state: NetworkState, height: bigint): void {
  const rounds = state.validators.stateVars;
  rounds.prune(height);
  if (height % ROUND_INTERVAL_BLOCKS !== 0n || state.markets.length === 0) return;
  const pairs = state.markets.flatMap((m) => STATE_VARIABLES.map((variable) => ({ m, variable })));
  const { m, variable } = pairs[rounds.roundsStarted % pairs.length]!;
  rounds.roundsStarted += 1;
  const stateVarId = `${m.id}_${variable}`;
  const eventId = sha3Hex(stateVarId, height.toString());
  rounds.rounds.set(eventId, {
    stateVarId,
    eventId,
    marketId: m.id,
    variable,
    startedAt: height,
    proposals: new Map(),
  });
}

/**
 * Snapshots every `snapshot.interval.length` blocks (D10). A block a quorum of validators
 * chose for a protocol upgrade is a snapshot block flagged as such; the network runs the new
 * release from the next block.
 */
export function upgradeAndSnapshot(state: NetworkState, out: BlockOutput): void {
  const upgrades = state.validators.upgrades;
  const interval = paramBigint(state, 'snapshot.interval.length', 1000n);
  const tag = upgrades.agreedTag(
    state.validators.inTier('tendermint').map((n) => n.id),
    quorum(state),
    out.height,
  );
  if (tag !== undefined || (interval > 0n && out.height % interval === 0n))
    out.validators.snapshot = {
      coreVersion: upgrades.coreVersion,
      protocolUpgradeBlock: tag !== undefined,
    };
  if (tag !== undefined) upgrades.coreVersion = tag;
  upgrades.dropUpTo(out.height);
}
