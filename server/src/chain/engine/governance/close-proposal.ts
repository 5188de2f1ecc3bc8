import type { BlockOutput } from '../block/block-output.ts';
import { stakesByParty } from '../liquidity/equity-shares.ts';
import type { NetworkState } from '../state/network-state.ts';
import { lpTally } from './lp-tally.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { tally } from './tally.ts';

/** Liquidity providers' stakes in the market a market-update proposal changes. */
function lpStakesOf(state: NetworkState, entry: ProposalEntry) {
  const marketId = entry.proposal.terms.updateMarket?.marketId;
  return marketId === undefined ? undefined : stakesByParty(state.governance.liquidity, marketId);
}

/**
 * Closes the vote: counts it (tally.ts) against the total associated stake, sets PASSED or
 * DECLINED with the reason, and re-sends every counted vote with its final balance and
 * weight, as the network does when a vote closes. A market update the token holders left short
 * of participation is decided by the market's liquidity providers instead (lp-tally.ts), and
 * its votes carry the voter's equity-like share as `totalEquityLikeShareWeight`.
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
  const lp = lpStakesOf(state, entry);
  const lpResult =
    lp &&
    lpTally(
      votes.map((v) => ({
        party: v.partyId,
        yes: v.value === 'VALUE_YES',
        stake: lp.byParty.get(v.partyId) ?? 0n,
      })),
      lp.total,
      entry.rules.requiredParticipationLP ?? '0',
      entry.rules.requiredMajorityLP ?? '0',
    );
  // Parties that hold no tokens any more (and provide no liquidity to the market) do not
  // count: their votes leave the lists.
  for (const party of result.invalid) {
    if (lpResult?.weights.has(party)) continue;
    entry.yes.delete(party);
    entry.no.delete(party);
  }
  for (const side of [entry.yes, entry.no]) {
    for (const [party, vote] of side) {
      const final = {
        ...vote,
        totalGovernanceTokenBalance: staking.of(party).toString(),
        totalGovernanceTokenWeight: result.weights.get(party) ?? '0',
        totalEquityLikeShareWeight: lpResult?.weights.get(party) ?? '0',
      };
      side.set(party, final);
      out.governance.vote(entry.voteSeqs.get(party) ?? state.nextSeq('vote'), final);
    }
  }
  // The token holders decide unless too few of them voted; then the providers do.
  const lpDecides =
    lpResult !== undefined &&
    result.reason === 'PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED';
  const decided = lpDecides ? lpResult : result;
  entry.proposal = decided.passed
    ? { ...entry.proposal, state: 'STATE_PASSED' }
    : { ...entry.proposal, state: 'STATE_DECLINED', reason: decided.reason! };
  out.governance.proposal(entry);
}
