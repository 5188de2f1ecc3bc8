import { queryOptions } from '@tanstack/react-query';
import { accounts } from '#contract/endpoints/accounts.ts';
import { positions } from '#contract/endpoints/positions.ts';
import { endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';

/** Balances and positions move every block (about a second): refreshed at this pace. */
export const LIVE_REFRESH_MS = 2_000;

/** A party's balances and positions (its orders and trades: party-orders-queries.ts). */
export const partyTradingQueries = {
  accounts: (partyId: string) =>
    queryOptions({
      ...endpointEvery(accounts, { 'filter.partyIds': partyId }),
      select: (every) => every.nodes,
    }),
  positions: (partyId: string) =>
    queryOptions({
      ...endpointEvery(positions, { 'filter.partyIds': partyId }),
      select: (every) => every.nodes,
    }),
};
