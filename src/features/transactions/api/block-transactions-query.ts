import { queryOptions } from '@tanstack/react-query';
import { transactionsResponseSchema } from '#contract/transaction.ts';
import { getJson } from '../../../api/http-client.ts';

/**
 * A block's transactions as the data node's block explorer serves them (decoded, with their
 * hashes), in block order; at most 1,000 (a block of this network holds ~65). A file of its
 * own: the block page loads it without the transaction list's filters and paging.
 */
export const blockTransactionsQuery = (height: string) =>
  queryOptions({
    queryKey: ['transactions', 'block', height],
    queryFn: ({ signal }) =>
      getJson(
        '/rest/transactions',
        transactionsResponseSchema,
        { 'filters[block.height]': height, limit: 1000 },
        signal,
      ).then((r) => [...r.transactions].reverse()),
    // A block never changes once made.
    staleTime: Infinity,
  });
