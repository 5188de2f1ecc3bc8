import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  transactionResponseSchema,
  transactionsResponseSchema,
  type Transaction,
} from '#contract/transaction.ts';
import { LIST_PAGE_SIZE } from '../../../api/connection-pages.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { transactionFilterParams, type TransactionFilters } from '../transaction-filters.ts';

const HASH_RE = /^[0-9a-fA-F]{64}$/;

/**
 * The block explorer pages by cursor ("<block>.<index>", newest first) without pageInfo: a
 * page shorter than asked for is the last one.
 */
export function nextBefore(page: Transaction[]): string | undefined {
  return page.length < LIST_PAGE_SIZE ? undefined : page.at(-1)?.cursor;
}

/** A page as the list reads it: its rows (newest first) and whether older ones follow. */
export const transactionPageRows = (page: Transaction[]) => ({
  rows: page,
  hasMore: nextBefore(page) !== undefined,
});

/** One page of the filtered transactions older than `before` (undefined: the newest). */
const transactionsPage = (
  filters: TransactionFilters,
  before: string | undefined,
  signal: AbortSignal,
) =>
  getJson(
    '/rest/transactions',
    transactionsResponseSchema,
    { limit: LIST_PAGE_SIZE, before, ...transactionFilterParams(filters) },
    signal,
  ).then((r) => r.transactions);

export const transactionsQueries = {
  list: (filters: TransactionFilters) =>
    infiniteQueryOptions({
      queryKey: ['transactions', 'list', filters],
      queryFn: ({ pageParam, signal }) => transactionsPage(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextBefore,
    }),
  /** The list's first page alone, polled to find transactions newer than those listed. */
  head: (filters: TransactionFilters) =>
    queryOptions({
      queryKey: ['transactions', 'head', filters],
      queryFn: ({ signal }) => transactionsPage(filters, undefined, signal),
    }),
  /** Any letter case; the key is upper case as the network writes hashes. */
  detail: (hash: string) =>
    queryOptions({
      queryKey: ['transactions', 'detail', hash.toUpperCase()],
      queryFn: ({ signal }) => {
        // Refused before asking: the page then says why (a 400 is shown as "not a valid id").
        if (!HASH_RE.test(hash)) {
          return Promise.reject(new ApiRequestError('hash must be 64 hexadecimal characters', 400));
        }
        return getJson(
          `/rest/transactions/${hash.toUpperCase()}`,
          transactionResponseSchema,
          {},
          signal,
        ).then((r) => r.transaction);
      },
    }),
};
