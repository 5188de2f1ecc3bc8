import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';

/**
 * Accounts the network owns have no party page: the ledger and trades name them by a
 * pseudo-party ("network", or no owner at all for a market's insurance pool and fee
 * accounts). One alias for them, the same on every page.
 */
export const NETWORK_ALIAS = 'Network';

export function partyAlias(partyId: string | undefined): string | undefined {
  return !partyId || partyId === 'network' ? NETWORK_ALIAS : undefined;
}

/** A party: its page link with the id on hover and a copy button, or the network's alias. */
export function PartyLink({ partyId, tab }: { partyId: string | undefined; tab?: string }) {
  const alias = partyAlias(partyId);
  if (alias || !partyId) return <span className="party-alias">{alias}</span>;
  return <NamedId id={partyId} href={paths.party.href(partyId, tab)} />;
}
