import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import { transaction, transactions } from '#contract/endpoints/transactions.ts';
import { LIST_PAGE_SIZE } from '../../../api/connection-pages.ts';
import { ApiRequestError } from '../../../api/http-client.ts';
import { explorerPaging, listPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { transactionFilterParams, type TransactionFilters } from '../transaction-filters.ts';

const HASH_RE = /^[0-9a-fA-F]{64}$/;
const refuseHash = (): Promise<never> =>
  Promise.reject(new ApiRequestError('hash must be 64 hexadecimal characters', 400));

/**
 * The block explorer pages by cursor ("<block>.<index>", newest first) without pageInfo: a
 * page shorter than asked for is the last one.
 */
const paging = explorerPaging(transactions, LIST_PAGE_SIZE);

/** The list's query: a page of the filtered transactions. */
const listParams = (filters: TransactionFilters) => ({
  limit: LIST_PAGE_SIZE,
  ...transactionFilterParams(filters),
});

/** A first page as the list reads it: its rows (newest first) and whether older ones follow. */
export const transactionPageRows = (answer: AnswerOf<typeof transactions>) => ({
  rows: answer.transactions,
  hasMore: paging.next(answer) !== undefined,
});

export const transactionsQueries = {
  list: (filters: TransactionFilters) => listPages(transactions, listParams(filters), paging),
  /** The list's first page alone, polled to find transactions newer than those listed. */
  head: (filters: TransactionFilters) => endpointQuery(transactions, listParams(filters)),
  /**
   * Any letter case; asked in upper case as the network writes hashes (one key for both). A
   * malformed hash is refused before asking: the page then says why (a 400 reads "not a valid
   * id"), whatever a chosen data node would answer.
   */
  detail: (hash: string) =>
    queryOptions({
      ...endpointQuery(transaction, { hash: hash.toUpperCase() }),
      ...(HASH_RE.test(hash) ? {} : { queryFn: refuseHash }),
      select: (r) => r.transaction,
    }),
};
