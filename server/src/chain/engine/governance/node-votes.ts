import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { markOpened } from './proposal-handlers.ts';

/**
 * Blocks a new-asset proposal waits for a validator's confirmation before governance assumes
 * the validators checked the token anyway (the validators module may not send nodeVotes).
 */
export const NODE_VOTE_FALLBACK_BLOCKS = 5n;

/**
 * For the validators module: a validator's `nodeVote` of type TYPE_GOVERNANCE_VALIDATE_ASSET
 * whose `reference` is the proposal id (= the new asset's id). Marks the proposal validated;
 * the end of the same block opens it for votes. Returns false when no proposal waits under
 * that reference (the nodeVote concerns something else).
 */
export function onNodeVote(state: NetworkState, reference: string): boolean {
  const entry = state.governance.proposals.get(reference);
  if (entry?.proposal.state !== 'STATE_WAITING_FOR_NODE_VOTE') return false;
  entry.nodeValidated = true;
  return true;
}

/** What the validators find on Ethereum: the zero address has no token contract. */
export function tokenExists(address: string): boolean {
  return !/^0x0{40}$/i.test(address);
}

/**
 * A new-asset proposal waiting for node votes: opens once validated (by a nodeVote or the
 * fallback), or is rejected when the token cannot be verified or validation time passed.
 */
export function settleNodeValidation(
  state: NetworkState,
  entry: ProposalEntry,
  now: bigint,
  out: BlockOutput,
): void {
  const address = entry.proposal.terms.newAsset?.changes.erc20?.contractAddress;
  const waited = out.height - entry.submittedHeight >= NODE_VOTE_FALLBACK_BLOCKS;
  const expired = now / 1_000_000_000n > entry.validateAt;
  const bad = address !== undefined && !tokenExists(address);
  const validated = entry.nodeValidated || waited;
  if (!bad && validated) {
    markOpened(state.governance, entry, now);
    out.governance.proposal(entry);
  } else if (bad ? validated || expired : expired) {
    entry.proposal = {
      ...entry.proposal,
      state: 'STATE_REJECTED',
      reason: 'PROPOSAL_ERROR_NODE_VALIDATION_FAILED',
      errorDetails: 'the validators could not verify the asset on Ethereum',
    };
    out.governance.proposal(entry);
  }
}
