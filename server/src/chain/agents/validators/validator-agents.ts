import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { announceTxs } from './announce-agent.ts';
import { ONE_VOTE } from './agent-support.ts';
import { rotationTxs, stateVarTxs, upgradeTxs } from './consensus-duties.ts';
import { delegationTxs } from './delegator-agent.ts';
import { heartbeatTxs, signAndVoteTxs, signerChangeTxs } from './node-duties.ts';

/** The block the staking reward pool is funded in (once the genesis deposits are credited). */
export const REWARD_FUNDING_BLOCK = 12n;
export const REWARD_FUNDING = 30_000n * ONE_VOTE;

/**
 * Staking rewards are paid from the global reward account of `reward.asset`, which nothing
 * funds at genesis: the first whale (the foundation's treasury key) sends it a one-off
 * transfer early on, as the real network's treasury funds it by transfers.
 */
function rewardFundingTxs(state: NetworkState, height: bigint): PendingTx[] {
  const asset = state.params.get('reward.asset');
  const funder = state.role('whale')[0];
  if (height !== REWARD_FUNDING_BLOCK || !asset || !funder) return [];
  return [
    tx(funder, 'transfer', {
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      to: '0'.repeat(64),
      toAccountType: 'ACCOUNT_TYPE_GLOBAL_REWARD',
      asset,
      amount: REWARD_FUNDING.toString(),
      reference: 'staking rewards',
      oneOff: { deliverOn: '0' },
    }),
  ];
}

/**
 * Everything the validator side sends in a block: heartbeats, signatures and node votes,
 * multisig signer requests, state-variable proposals, protocol-upgrade proposals, key
 * rotations, new nodes, delegations and the reward pool's funding.
 *
 * It draws from its own stream, seeded by the parent block's hash (a function
 * of the seed and the chain so far, so replays reproduce it), not from the block's stream:
 * a draw from that would shift the nonces, hence the ids, of every transaction in the block.
 */
export function validatorTxs(state: NetworkState, height: bigint): PendingTx[] {
  const rng = new Rng('validators', state.lastBlockHash);
  return [
    ...heartbeatTxs(state, height, rng),
    ...signAndVoteTxs(state, height, rng),
    ...signerChangeTxs(state, height, rng),
    ...stateVarTxs(state, height, rng),
    ...upgradeTxs(state, height, rng),
    ...rotationTxs(state, height, rng),
    ...announceTxs(state, height, rng),
    ...delegationTxs(state, rng),
    ...rewardFundingTxs(state, height),
  ];
}
