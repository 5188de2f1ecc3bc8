import type { CommandKey } from '#contract/commands/input-data.ts';
import type { NetworkState } from '../../state/network-state.ts';
import { paramBigint, paramNumber } from '../params.ts';
import type { Policy } from './policy-names.ts';

export { SIMPLE_POLICIES, type Policy, type SimplePolicy } from './policy-names.ts';

/** Which commands each counter polices (reference core/spam/engine.go). */
export const POLICY_OF: Partial<Record<CommandKey, Policy>> = {
  proposalSubmission: 'proposals',
  voteSubmission: 'votes',
  delegateSubmission: 'delegations',
  undelegateSubmission: 'delegations',
  transfer: 'transfers',
  cancelTransfer: 'transfers',
  announceNode: 'nodeAnnouncements',
  issueSignatures: 'issueSignatures',
};

/**
 * Commands validators send as part of running the network: they carry no proof of work
 * (as in the reference, where validator commands skip the PoW check).
 */
export const POW_EXEMPT: ReadonlySet<CommandKey> = new Set<CommandKey>([
  'chainEvent',
  'nodeVote',
  'nodeSignature',
  'stateVariableProposal',
  'validatorHeartbeat',
  'keyRotateSubmission',
  'ethereumKeyRotateSubmission',
  'protocolUpgradeProposal',
]);

export interface PolicyLimit {
  maxForEpoch: bigint;
  minTokensRequired: bigint;
}

/**
 * Limits from the network parameters. Node announcements and signature requests have no
 * count parameter: the reference's default of one per epoch applies; joining as a validator
 * requires the minimum validator stake, a signature request `spam.protection.minMultisigUpdates`.
 */
export function policyLimit(state: NetworkState, policy: Policy): PolicyLimit {
  const p = (key: string, fallback: bigint) => paramBigint(state, key, fallback);
  switch (policy) {
    case 'proposals':
      return {
        maxForEpoch: p('spam.protection.max.proposals', 3n),
        minTokensRequired: p('spam.protection.proposal.min.tokens', 0n),
      };
    case 'delegations':
      return {
        maxForEpoch: p('spam.protection.max.delegations', 390n),
        minTokensRequired: p('spam.protection.delegation.min.tokens', 0n),
      };
    case 'transfers':
      return {
        maxForEpoch: p('spam.protection.maxUserTransfersPerEpoch', 20n),
        minTokensRequired: 0n,
      };
    case 'nodeAnnouncements':
      return {
        maxForEpoch: 1n,
        minTokensRequired: p('reward.staking.delegation.minimumValidatorStake', 0n),
      };
    case 'issueSignatures':
      return {
        maxForEpoch: 1n,
        minTokensRequired: p('spam.protection.minMultisigUpdates', 0n),
      };
    case 'votes':
      return {
        maxForEpoch: p('spam.protection.max.votes', 3n),
        minTokensRequired: p('spam.protection.voting.min.tokens', 0n),
      };
  }
}

export interface PowParams {
  difficulty: bigint;
  hashFunction: string;
  increasingDifficulty: boolean;
  numberOfPastBlocks: bigint;
  txPerBlock: bigint;
}

export function powParams(state: NetworkState): PowParams {
  return {
    difficulty: paramBigint(state, 'spam.pow.difficulty', 15n),
    hashFunction: state.params.get('spam.pow.hashFunction') ?? 'sha3_24_rounds',
    increasingDifficulty: paramNumber(state, 'spam.pow.increaseDifficulty', 0) !== 0,
    numberOfPastBlocks: paramBigint(state, 'spam.pow.numberOfPastBlocks', 100n),
    txPerBlock: paramBigint(state, 'spam.pow.numberOfTxPerBlock', 2n),
  };
}
