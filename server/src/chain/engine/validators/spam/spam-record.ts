import type { SpamStatistic, SpamStatistics } from '#contract/spam.ts';
import type { NetworkState } from '../../state/network-state.ts';
import { SIMPLE_POLICIES, policyLimit, powParams, type Policy } from './spam-policies.ts';

const banned = (until: bigint | undefined) =>
  until === undefined ? {} : { bannedUntil: until.toString() };

function counter(state: NetworkState, policy: Policy, party: string | undefined): SpamStatistic {
  const s = state.validators.spam;
  const limit = policyLimit(state, policy);
  return {
    countForEpoch: (party === undefined ? 0n : s.count(policy, party)).toString(),
    maxForEpoch: limit.maxForEpoch.toString(),
    ...banned(party === undefined ? undefined : s.bannedUntil(policy, party)),
    minTokensRequired: limit.minTokensRequired.toString(),
  };
}

/**
 * A party's spam statistics of the epoch in progress (spec §2.8); `party` undefined gives the
 * zero record every party without activity has. `pow.blockStates` is left empty: the data
 * node fills it when asked, from the party's transactions in the last blocks.
 */
export function toSpamStatistics(state: NetworkState, party?: string): SpamStatistics {
  const s = state.validators.spam;
  const votes = policyLimit(state, 'votes');
  const byProposal = party === undefined ? undefined : s.votes.get(party);
  const counters = Object.fromEntries(
    SIMPLE_POLICIES.map((policy) => [policy, counter(state, policy, party)]),
  ) as Record<(typeof SIMPLE_POLICIES)[number], SpamStatistic>;
  return {
    ...counters,
    votes: {
      statistics: [...(byProposal ?? new Map<string, bigint>())].map(([proposal, count]) => ({
        proposal,
        countForEpoch: count.toString(),
        minTokensRequired: votes.minTokensRequired.toString(),
      })),
      maxForEpoch: votes.maxForEpoch.toString(),
      ...banned(party === undefined ? undefined : s.bannedUntil('votes', party)),
    },
    pow: {
      blockStates: [],
      numberOfPastBlocks: powParams(state).numberOfPastBlocks.toString(),
    },
    epochSeq: state.validators.epoch.seq.toString(),
  };
}
