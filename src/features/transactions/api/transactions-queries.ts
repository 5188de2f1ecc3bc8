import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import { transaction, transactions } from '#contract/endpoints/transactions.ts';
import { LIST_PAGE_SIZE } from '../../../api/connection-pages.ts';
import { explorerPaging, listPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { transactionFilterParams, type TransactionFilters } from '../transaction-filters.ts';

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
  /** Any letter case; asked in upper case as the network writes hashes (one key for both). */
  detail: (hash: string) =>
    queryOptions({
      ...endpointQuery(transaction, { hash: hash.toUpperCase() }),
      select: (r) => r.transaction,
    }),
};
