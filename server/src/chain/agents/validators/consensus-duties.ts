import type { PendingTx } from '../../engine/block/pending-tx.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { paramBigint } from '../../engine/validators/params.ts';
import type { KeyValueBundle, StateVarRound } from '../../engine/validators/state-vars.ts';
import { addressOf, fakeSignature, nodeTx, nodesOf } from './agent-support.ts';

/** Agreement tolerance of every proposed value. */
const TOLERANCE = 1e-6;

/** A deterministic number in [min, max) for a label (the "true" value validators compute). */
function base(label: string, min: number, max: number): number {
  return min + (parseInt(sha3Hex(label).slice(0, 8), 16) / 2 ** 32) * (max - min);
}

/** What a validator computes for a round: the true values, with its own rounding noise. */
function computeValues(round: StateVarRound, rng: Rng, outlier: boolean): KeyValueBundle {
  const noise = () => (rng.next() - 0.5) * (TOLERANCE / 2) + (outlier ? 10 * TOLERANCE : 0);
  const num = (label: string, min: number, max: number) =>
    (base(`${round.stateVarId}:${label}`, min, max) + noise()).toFixed(10);
  const tolerance = String(TOLERANCE);
  switch (round.variable) {
    case 'risk-factors':
      return [
        { key: 'short', tolerance, value: { scalarVal: { value: num('short', 0.01, 0.05) } } },
        { key: 'long', tolerance, value: { scalarVal: { value: num('long', 0.01, 0.05) } } },
      ];
    case 'price-ranges':
      return [
        { key: 'up', tolerance, value: { vectorVal: { value: [num('up', 1.01, 1.08)] } } },
        { key: 'down', tolerance, value: { vectorVal: { value: [num('down', 0.92, 0.99)] } } },
      ];
    case 'probability-of-trading':
      return [
        {
          key: 'pot',
          tolerance,
          value: {
            matrixVal: {
              value: [
                {
                  value: ['0', '0.5', '1', '2'].map((o) =>
                    num(`offset:${o}`, Number(o), Number(o)),
                  ),
                },
                {
                  value: ['0', '0.5', '1', '2'].map((o) =>
                    num(`p:${o}`, 0.9 / (1 + Number(o)), 0.95 / (1 + Number(o))),
                  ),
                },
              ],
            },
          },
        },
      ];
  }
}

/** Consensus validators propose values for open rounds; a slow one now and then after it settled. */
export function stateVarTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const consensus = nodesOf(state, 'tendermint');
  for (const round of state.validators.stateVars.rounds.values()) {
    const open = round.settledAt === undefined && round.startedAt < height;
    const late = round.settledAt !== undefined && height - round.settledAt <= 1n;
    if (!open && !late) continue;
    for (const node of consensus)
      if (!round.proposals.has(node.id) && rng.chance(open ? 0.7 : 0.1))
        out.push(
          nodeTx(node, 'stateVariableProposal', {
            proposal: {
              stateVarId: round.stateVarId,
              eventId: round.eventId,
              kvb: computeValues(round, rng, rng.chance(0.03)),
            },
          }),
        );
  }
  return out;
}

/**
 * Protocol upgrades at snapshot blocks interval × (1 + 10k), release v0.71.(5 + k): consensus
 * validators propose in the 260 blocks before. Early in each window a standby validator
 * proposes too (refused: not in consensus) and one validator picks a block that is not a
 * snapshot block (refused).
 */
export function upgradeTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const interval = paramBigint(state, 'snapshot.interval.length', 1000n);
  if (interval <= 0n) return [];
  const k = height < interval ? 0n : (height - interval + 10n * interval - 1n) / (10n * interval);
  const target = interval * (1n + 10n * k);
  const start = target > 260n ? target - 260n : 1n;
  if (height < start || height > target - 20n) return [];
  const tag = `v0.71.${5n + k}`;
  const body = (at: bigint) => ({ upgradeBlockHeight: at.toString(), netReleaseTag: tag });
  const out: PendingTx[] = [];
  const upgrades = state.validators.upgrades;
  // About ten chances per validator over the window: nearly all of them propose in time.
  const chance = Math.min(0.5, 10 / Number(target - 20n - start + 1n));
  for (const node of nodesOf(state, 'tendermint'))
    if (upgrades.proposals.get(node.id)?.height !== target && rng.chance(chance))
      out.push(nodeTx(node, 'protocolUpgradeProposal', body(target)));
  const standby = nodesOf(state, 'ersatz');
  if (height === start + 5n && standby.length > 0)
    out.push(nodeTx(rng.pick(standby), 'protocolUpgradeProposal', body(target)));
  const consensus = nodesOf(state, 'tendermint');
  if (height === start + 12n && consensus.length > 0)
    out.push(nodeTx(rng.pick(consensus), 'protocolUpgradeProposal', body(target - interval / 2n)));
  return out;
}

/**
 * Key rotations every 200 blocks: a validator rotates its key (effective 10 blocks later), then
 * another resubmits its current key index (refused); later one rotates its Ethereum key, and
 * another names a wrong current address (refused).
 */
export function rotationTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const nodes = nodesOf(state).filter((n) => n.status !== 'pending');
  if (nodes.length === 0) return [];
  const node = rng.pick(nodes);
  const target = (height + 10n).toString();
  switch (height % 200n) {
    case 70n:
    case 75n: {
      const index = height % 200n === 70n ? node.pubKeyIndex + 1 : node.pubKeyIndex;
      return [
        nodeTx(node, 'keyRotateSubmission', {
          newPubKeyIndex: index,
          targetBlock: target,
          newPubKey: sha3Hex('node-key', node.id, String(index)),
          currentPubKeyHash: sha3Hex(node.pubKey),
        }),
      ];
    }
    case 110n:
    case 115n: {
      const wrong = height % 200n === 115n;
      const newAddress = addressOf(node.id, height.toString());
      return [
        nodeTx(node, 'ethereumKeyRotateSubmission', {
          targetBlock: target,
          newAddress,
          currentAddress: wrong ? addressOf('not-mine', node.id) : node.ethereumAddress,
          submitterAddress: node.ethereumAddress,
          ethereumSignature: fakeSignature('eth/secp256k1', node.ethereumAddress, newAddress),
        }),
      ];
    }
    default:
      return [];
  }
}
