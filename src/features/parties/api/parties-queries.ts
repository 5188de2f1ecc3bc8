import { queryOptions } from '@tanstack/react-query';
import { parties } from '#contract/endpoints/parties.ts';
import { transactions } from '#contract/endpoints/transactions.ts';
import {
  connectionPages,
  explorerPaging,
  listPages,
} from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** Reference data (whether a party exists) changes only by governance. */
const REFERENCE_STALE_MS = 60_000;
/** Rows per page of the submitted-transactions list (the block explorer's `limit`). */
export const TX_PAGE_SIZE = 25;

export const partiesQueries = {
  list: () => connectionPages(parties, {}),
  /**
   * Whether the network knows the party. The party by id is not asked: some data nodes answer
   * it for any well-formed key, while the filtered list is empty for an unknown one.
   */
  exists: (partyId: string) =>
    queryOptions({
      ...endpointQuery(parties, { partyId }),
      select: (r) => r.parties.edges.length > 0,
      staleTime: REFERENCE_STALE_MS,
    }),
  /** Transactions the party signed, newest first; older pages below the last cursor. */
  transactions: (partyId: string) =>
    listPages(
      transactions,
      { 'filters[tx.submitter]': partyId, limit: TX_PAGE_SIZE },
      explorerPaging(transactions, TX_PAGE_SIZE),
    ),
};
