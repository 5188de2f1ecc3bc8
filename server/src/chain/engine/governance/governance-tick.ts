import type { BlockOutput } from '../block/block-output.ts';
import { activatePendingProvisions } from '../liquidity/liquidity-tick.ts';
import type { NetworkState } from '../state/network-state.ts';
import { transfersTick } from '../transfers/transfer-tick.ts';
import { closeProposal } from './close-proposal.ts';
import { enact } from './enact.ts';
import { onMarketVoteClosed } from './proposed-market.ts';
import { settleNodeValidation } from './node-votes.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { dropVotesOfFinal, TERMINAL_STATES } from './proposal-entry.ts';
import { isAutoEnacted } from './proposal-kinds.ts';

const NS = 1_000_000_000n;

/** Enactment of a passed proposal: ENACTED with its effect, or FAILED with the reason. */
function enactProposal(state: NetworkState, entry: ProposalEntry, now: bigint, out: BlockOutput) {
  const failure = enact(state, entry, now, out);
  entry.proposal = failure
    ? {
        ...entry.proposal,
        state: 'STATE_FAILED',
        reason: failure.reason,
        errorDetails: failure.details,
      }
    : { ...entry.proposal, state: 'STATE_ENACTED' };
  out.governance.proposal(entry);
}

/**
 * Governance's end of block, after the markets': time-driven proposal steps in submission
 * order (node validation → OPEN, closing time → PASSED/DECLINED, enactment time →
 * ENACTED/FAILED; a freeform proposal is enacted as soon as it passes), then due transfers
 * and liquidity provisions whose market left its opening auction.
 */
export function governanceTick(state: NetworkState, now: bigint, out: BlockOutput): void {
  const gov = state.governance;
  const seconds = now / NS;
  for (const id of gov.active) {
    const entry = gov.proposals.get(id)!;
    if (entry.proposal.state === 'STATE_WAITING_FOR_NODE_VOTE')
      settleNodeValidation(state, entry, now, out);
    // Times are whole seconds: a proposal closes in the first block after its closing second.
    if (entry.proposal.state === 'STATE_OPEN' && entry.closeAt < seconds) {
      closeProposal(state, entry, out);
      onMarketVoteClosed(state, entry, now);
    }
    if (
      entry.proposal.state === 'STATE_PASSED' &&
      (isAutoEnacted(entry.kind) || entry.enactAt < seconds)
    )
      enactProposal(state, entry, now, out);
    if (TERMINAL_STATES.has(entry.proposal.state)) {
      gov.active.delete(id);
      // Its last record (with the votes) is in this block's output already.
      dropVotesOfFinal(entry);
    }
  }
  transfersTick(state, now, out);
  activatePendingProvisions(state, now, out);
}
