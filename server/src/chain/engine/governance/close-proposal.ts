import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { tally } from './tally.ts';

/**
 * Closes the vote: counts it (tally.ts) against the total associated stake, sets PASSED or
 * DECLINED with the reason, and re-sends every counted vote with its final balance and
 * weight, as the network does when a vote closes.
 */
export function closeProposal(state: NetworkState, entry: ProposalEntry, out: BlockOutput): void {
  const staking = state.governance.staking;
  const votes = [...entry.yes.values(), ...entry.no.values()];
  const result = tally(
    votes.map((v) => ({
      party: v.partyId,
      yes: v.value === 'VALUE_YES',
      balance: staking.of(v.partyId),
    })),
    staking.totalAssociated(),
    entry.rules.requiredParticipation,
    entry.rules.requiredMajority,
  );
  // Parties that hold no tokens any more do not count: their votes leave the lists.
  for (const party of result.invalid) {
    entry.yes.delete(party);
    entry.no.delete(party);
  }
  for (const side of [entry.yes, entry.no]) {
    for (const [party, vote] of side) {
      const final = {
        ...vote,
        totalGovernanceTokenBalance: staking.of(party).toString(),
        totalGovernanceTokenWeight: result.weights.get(party) ?? '0',
      };
      side.set(party, final);
      out.governance.vote(entry.voteSeqs.get(party) ?? state.nextSeq('vote'), final);
    }
  }
  entry.proposal = result.passed
    ? { ...entry.proposal, state: 'STATE_PASSED' }
    : { ...entry.proposal, state: 'STATE_DECLINED', reason: result.reason! };
  out.governance.proposal(entry);
}
