import { queryOptions } from '@tanstack/react-query';
import { transactions } from '#contract/endpoints/transactions.ts';
import type { Transaction } from '#contract/transaction.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';
import { derivedQuery, type DerivedContext } from '../../../entities/endpoint/derived-query.ts';
import { firstDerivedId } from '../derived-ids.ts';
import { findOrderTransactions, type OrderTxDeps } from '../order-link.ts';
import { fetchOrderOrNull } from './order-by-id.ts';

/** Submissions read per block to tell its time. */
const PROBE_TXS = 5;
/** A party's transactions in one block: more than any block holds. */
const BLOCK_TXS = 1000;
const LATEST_STALE_MS = 5_000;
/** Pages read of one type of change in an order's lifetime: a bound on a very busy party. */
const MAX_RANGE_PAGES = 5;

/**
 * A block's time: the creation time of an order submitted in it (found by its derived id).
 * Null when the block holds no submission whose order the node knows.
 */
async function blockTime(context: DerivedContext, height: string): Promise<string | null> {
  const answer = await context.read(transactions, {
    'filters[block.height]': height,
    'filters[cmd.type]': 'Submit Order',
    limit: PROBE_TXS,
  });
  const successfulFirst = [...answer.transactions].sort(
    (a, b) => Number(a.code !== 0) - Number(b.code !== 0),
  );
  for (const tx of successfulFirst) {
    const id = firstDerivedId(tx.signature.value);
    const order = id ? await fetchOrderOrNull(context, id) : null;
    if (order) return order.createdAt;
  }
  return null;
}

export interface OrderForLink {
  id: string;
  partyId: string;
  marketId: string;
  createdAt: string;
}

/** The party's transactions of one type between two cursors, newest first, page by page. */
async function partyTxsBetween(
  { read }: DerivedContext,
  after: string,
  before: string,
  partyId: string,
  type: string,
): Promise<Transaction[]> {
  const found: Transaction[] = [];
  let upper = before;
  for (let page = 0; page < MAX_RANGE_PAGES; page++) {
    const answer = await read(transactions, {
      'filters[tx.submitter]': partyId,
      'filters[cmd.type]': type,
      after,
      before: upper,
      limit: BLOCK_TXS,
    });
    found.push(...answer.transactions);
    const last = answer.transactions.at(-1);
    if (answer.transactions.length < BLOCK_TXS || !last) break;
    upper = last.cursor;
  }
  return found;
}

export const orderLinkQueries = {
  /** Block times never change once written. */
  blockTime: (height: string) =>
    queryOptions({
      ...derivedQuery('blockTime', [height], (context) => blockTime(context, height)),
      staleTime: Infinity,
    }),
  latestHeight: () =>
    queryOptions({
      ...endpointQuery(transactions, { limit: 1 }),
      select: (r) => r.transactions[0]?.block ?? null,
      staleTime: LATEST_STALE_MS,
    }),
  /** The transactions that submitted, amended or cancelled the order (order-link.ts). */
  forOrder: (order: OrderForLink, latestUpdate: string | undefined) =>
    derivedQuery('orderTransactions', [order, latestUpdate], (context) => {
      const { client, read } = context;
      const deps: OrderTxDeps = {
        latest: () =>
          client
            .fetchQuery(orderLinkQueries.latestHeight())
            .then((answer) => answer.transactions[0]?.block)
            .then((h) => (h ? BigInt(h) : undefined)),
        timeOf: (height) =>
          client
            .fetchQuery(orderLinkQueries.blockTime(height.toString()))
            .then((t) => (t === null ? undefined : BigInt(t))),
        partyTxsAt: (height, partyId) =>
          read(transactions, {
            'filters[block.height]': height.toString(),
            'filters[tx.submitter]': partyId,
            limit: BLOCK_TXS,
          }).then((r) => r.transactions),
        partyTxsBetween: (after, before, partyId, type) =>
          partyTxsBetween(context, after, before, partyId, type),
      };
      return findOrderTransactions(order, latestUpdate, deps);
    }),
};
