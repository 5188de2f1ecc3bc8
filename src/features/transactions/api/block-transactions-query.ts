import { queryOptions } from '@tanstack/react-query';
import { transactions } from '#contract/endpoints/transactions.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** More transactions than any block of this network holds (~65). */
const BLOCK_TXS = 1000;

/**
 * A block's transactions as the data node's block explorer serves them (decoded, with their
 * hashes), in block order. A file of its own: the block page loads it without the transaction
 * list's filters and paging.
 */
export const blockTransactionsQuery = (height: string) =>
  queryOptions({
    ...endpointQuery(transactions, { 'filters[block.height]': height, limit: BLOCK_TXS }),
    select: (r) => [...r.transactions].reverse(),
    // A block never changes once made.
    staleTime: Infinity,
  });
