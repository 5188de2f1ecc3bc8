import type { NetworkState } from '../state/network-state.ts';

/**
 * Governance tokens a party has associated through the staking bridge: the ceiling of what it
 * may delegate, and what the spam rules weigh. Kept by the governance module (genesis amounts,
 * changed by staking-bridge events).
 */
export function associatedStake(state: NetworkState, party: string): bigint {
  return state.governance.associatedStake(party);
}

/**
 * Stake removed from the bridge cannot stay delegated: at the epoch end a party delegating
 * more than it has associated loses the excess from next epoch's delegations, largest first.
 */
export function enforceAssociatedStake(state: NetworkState): void {
  const book = state.validators.delegations;
  const parties = [...new Set(book.all().map((e) => e.party))];
  for (const party of parties) {
    let excess = book.partyNextTotal(party) - associatedStake(state, party);
    if (excess <= 0n) continue;
    const entries = book
      .forParty(party)
      .sort((a, b) => (b.next > a.next ? 1 : b.next < a.next ? -1 : 0));
    for (const e of entries) {
      if (excess <= 0n) break;
      const cut = e.next < excess ? e.next : excess;
      book.undelegateAtEnd(party, e.node, cut);
      state.validators.markDirty(e.node);
      excess -= cut;
    }
  }
}
