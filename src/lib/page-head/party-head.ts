/*
 * The head of a party's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { truncateMiddle } from '../truncate-id.ts';
import type { PageHead } from './head-tags.ts';

/** `network`: the network's own party (`/parties/network`). */
export function partyHead(partyId: string, tabLabel: string, network: boolean): PageHead {
  const name = network ? 'Network party' : `Party ${truncateMiddle(partyId)}`;
  return {
    title: `${name} · ${tabLabel}`,
    description: network
      ? "The network's own party: its accounts, and the positions and trades it takes over from closed-out parties."
      : `Party ${truncateMiddle(partyId)}: accounts, positions, orders, trades, ledger, transfers and governance on the trading network.`,
  };
}
