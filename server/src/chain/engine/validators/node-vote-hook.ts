import { onNodeVote } from '../governance/node-votes.ts';
import type { NetworkState } from '../state/network-state.ts';
import { requestNodeVote } from './multisig.ts';

/**
 * New-asset proposals waiting for node votes become resources the validators check (the
 * ERC-20 contract on Ethereum); the reference is the proposal id.
 */
export function watchGovernanceResources(state: NetworkState): void {
  const gov = state.governance;
  for (const id of gov.active)
    if (gov.proposals.get(id)?.proposal.state === 'STATE_WAITING_FOR_NODE_VOTE')
      requestNodeVote(state, id, 'TYPE_GOVERNANCE_VALIDATE_ASSET');
}

/**
 * Tells governance that a quorum of validators confirmed `reference`; it ignores references
 * that are not proposals waiting for node votes.
 */
export function confirmedNodeVote(state: NetworkState, reference: string): void {
  onNodeVote(state, reference);
}
