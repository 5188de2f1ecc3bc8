import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';
import { dispatchThrough } from '../transfers/transfer-tick.ts';
import { payMarketRewards } from './metric-rewards.ts';
import { nodeRecords, toEpochRecord } from './node-record.ts';
import { epochLengthNs } from './params.ts';
import { rankAndMoveTiers } from './ranking.ts';
import { computeRewardScores } from './reward-scores.ts';
import { payInfrastructureFees, payStakingRewards } from './rewards.ts';
import { powParams } from './spam/spam-policies.ts';
import { toSpamStatistics } from './spam/spam-record.ts';
import { enforceAssociatedStake } from './stake-source.ts';

/** Writes what changed in the epoch in progress: nodes, delegations, spam statistics. */
export function emitChanges(state: NetworkState, out: BlockOutput): void {
  const v = state.validators;
  const seq = v.epoch.seq;
  if (v.dirtyNodes.size > 0) {
    if (out.records)
      for (const node of nodeRecords(state, [...v.dirtyNodes].sort()))
        out.validators.nodes.push({ epochSeq: seq, node });
    v.dirtyNodes.clear();
  }
  for (const e of v.delegations.drainChanged()) {
    if (!out.records) continue;
    out.validators.delegations.push({
      epochSeq: seq,
      party: e.party,
      node: e.node,
      amount: e.active,
    });
    out.validators.delegations.push({
      epochSeq: seq + 1n,
      party: e.party,
      node: e.node,
      amount: e.next,
    });
  }
  if (out.records)
    for (const party of [...v.spam.changed].sort())
      out.validators.spam.push({
        party,
        epochSeq: seq,
        statistics: toSpamStatistics(state, party),
      });
  v.spam.changed.clear();
}

/** The records of an epoch that starts: the epoch, every node and delegation, zero spam stats. */
function emitNewEpoch(state: NetworkState, out: BlockOutput): void {
  const v = state.validators;
  if (out.records) out.validators.epochs.push(toEpochRecord(state));
  v.dirtyNodes.clear();
  if (out.records)
    for (const node of nodeRecords(state))
      out.validators.nodes.push({ epochSeq: v.epoch.seq, node });
  v.delegations.touchAll();
  if (!out.records) return;
  out.validators.spamDefaults = {
    epochSeq: v.epoch.seq,
    statistics: toSpamStatistics(state),
    pow: powParams(state),
  };
}

function begin(state: NetworkState, now: bigint, firstBlock: bigint): void {
  const e = state.validators.epoch;
  e.started = true;
  e.startTime = now;
  e.expiryTime = now + epochLengthNs(state);
  e.firstBlock = firstBlock;
}

/**
 * Epoch 1 starts at genesis (block 0's time; its first block is block 1), like the governance
 * module's epoch count; its ranking is the genesis one (full performance).
 */
export function startFirstEpoch(state: NetworkState, genesisTime: bigint, out: BlockOutput): void {
  begin(state, genesisTime, out.height);
  rankAndMoveTiers(state, new Map([...state.validators.nodes.keys()].map((id) => [id, 1])), false);
  emitNewEpoch(state, out);
}

/**
 * The epoch ends with this block (its time passed the expiry): reward scores, the epoch's
 * final records, infrastructure fees and staking rewards paid, then the ranking that sets the
 * tiers of the next epoch, whose delegations come into effect as it starts.
 */
export function endEpoch(state: NetworkState, now: bigint, out: BlockOutput): void {
  const v = state.validators;
  const lastBlock = out.height;
  const scores = computeRewardScores(state, lastBlock);
  for (const s of scores) {
    s.node.epochsTotal += 1;
    if (s.performance > 0) s.node.epochsOnline += 1;
    else s.node.epochsOffline += 1;
  }
  if (out.records) {
    const ended = toEpochRecord(state, { time: now, block: lastBlock });
    out.validators.epochs.push(ended);
    for (const node of ended.validators) out.validators.nodes.push({ epochSeq: v.epoch.seq, node });
  }

  payInfrastructureFees(state, scores);
  payStakingRewards(state, scores);
  // The ending epoch's recurring transfers fund the market reward pools, which pay out now.
  dispatchThrough(state, v.epoch.seq, out);
  payMarketRewards(state);
  enforceAssociatedStake(state);
  rankAndMoveTiers(state, new Map(scores.map((s) => [s.node.id, s.performance])));

  v.delegations.rollOver();
  for (const node of v.nodes.values()) node.heartbeats = 0;
  v.spam.reset();
  v.epoch.seq += 1n;
  begin(state, now, lastBlock + 1n);
  emitNewEpoch(state, out);
}
