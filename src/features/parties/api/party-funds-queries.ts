import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { depositsResponseSchema } from '#contract/deposit.ts';
import { ledgerEntriesResponseSchema } from '#contract/ledger.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { forwardPage, nextCursor } from '../../../api/connection-pages.ts';
import { getJson, type QueryParams } from '../../../api/http-client.ts';

/** One page of ledger entries (newest first) after `cursor`, filtered by `params`. */
const ledgerPage = (params: QueryParams, cursor: string | undefined, signal: AbortSignal) =>
  getJson(
    '/api/v2/ledgerentry/history',
    ledgerEntriesResponseSchema,
    { ...params, ...forwardPage(cursor) },
    signal,
  ).then((r) => r.ledgerEntries);

export const partyFundsQueries = {
  /** `params` come from ledger-filters.ts and are part of the key. */
  ledger: (partyId: string, params: QueryParams) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'ledger', partyId, params],
      queryFn: ({ pageParam, signal }) => ledgerPage(params, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** The ledger's first page alone, polled to find entries newer than those listed. */
  ledgerHead: (partyId: string, params: QueryParams) =>
    queryOptions({
      queryKey: ['parties', 'ledger-head', partyId, params],
      queryFn: ({ signal }) => ledgerPage(params, undefined, signal),
    }),
  deposits: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'deposits', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/deposits',
          depositsResponseSchema,
          { ...forwardPage(pageParam), partyId },
          signal,
        ).then((r) => r.deposits),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  withdrawals: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'withdrawals', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/withdrawals',
          withdrawalsResponseSchema,
          { ...forwardPage(pageParam), partyId },
          signal,
        ).then((r) => r.withdrawals),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** Transfers in and out: the party as sender or receiver. */
  transfers: (partyId: string) =>
    infiniteQueryOptions({
      queryKey: ['parties', 'transfers', partyId],
      queryFn: ({ pageParam, signal }) =>
        getJson(
          '/api/v2/transfers',
          transfersResponseSchema,
          {
            ...forwardPage(pageParam),
            pubkey: partyId,
            direction: 'TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM',
          },
          signal,
        ).then((r) => r.transfers),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
};
