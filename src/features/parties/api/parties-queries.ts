import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { partiesResponseSchema } from '#contract/party.ts';
import { transactionsResponseSchema } from '#contract/transaction.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson } from '../../../api/http-client.ts';

/** Reference data (whether a party exists) changes only by governance. */
const REFERENCE_STALE_MS = 60_000;
/** Rows per page of the submitted-transactions list (the block explorer's `limit`). */
export const TX_PAGE_SIZE = 25;

export const partiesQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: ['parties', 'list'],
      queryFn: ({ pageParam, signal }) =>
        getJson('/api/v2/parties', partiesResponseSchema, forwardPage(pageParam), signal).then(
          (r) => r.parties,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /**
   * Whether the network knows the party. `/api/v2/party/{id}` is not used: some data nodes
   * answer it for any well-formed key, while the filtered list is empty for an unknown one.
   */
  exists: (partyId: string) =>
    queryOptions({
      queryKey: ['parties', 'exists', partyId],
      queryFn: ({ signal }) =>
        getJson('/api/v2/parties', partiesResponseSchema, { partyId }, signal).then(
          (r) => r.parties.edges.length > 0,
        ),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** Transactions the party signed, newest first; older pages below the last cursor. */
  transactions: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'transactions', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/rest/transactions',
          transactionsResponseSchema,
          { 'filters[tx.submitter]': partyId, limit: TX_PAGE_SIZE, before: pageParam },
          signal,
        ).then((r) => r.transactions),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) =>
        page.length < TX_PAGE_SIZE ? undefined : page[page.length - 1]?.cursor,
    }),
};
