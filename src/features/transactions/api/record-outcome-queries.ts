import { queryOptions } from '@tanstack/react-query';
import { depositResponseSchema } from '#contract/deposit.ts';
import { governanceDataResponseSchema } from '#contract/governance.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';

/** null for a record the node does not have (404), so "not recorded" is not an error. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** What a non-order transaction created, looked up by the id derived from its signature. */
export const recordOutcomeQueries = {
  withdrawal: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'withdrawal', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(`/api/v2/withdrawal/${id}`, withdrawalResponseSchema, {}, signal).then(
            (r) => r.withdrawal,
          ),
        ),
    }),
  proposal: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'proposal', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(
            '/api/v2/governance',
            governanceDataResponseSchema,
            { proposalId: id },
            signal,
          ).then((r) => r.data.proposal),
        ),
    }),
  /** The submitter's outgoing transfers, searched for the derived id. */
  transfer: (submitter: string, id: string) =>
    queryOptions({
      queryKey: ['transactions', 'transfer', submitter, id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(
            '/api/v2/transfers',
            transfersResponseSchema,
            { pubkey: submitter, direction: 'TRANSFER_DIRECTION_TRANSFER_FROM' },
            signal,
          ).then((r) => r.transfers.edges.find((e) => e.node.id === id)?.node ?? null),
        ),
    }),
  /** A deposit a chain event credited: its id is the first derived from the signature. */
  deposit: (id: string) =>
    queryOptions({
      queryKey: ['transactions', 'deposit', id],
      queryFn: ({ signal }) =>
        orNull(
          getJson(`/api/v2/deposit/${id}`, depositResponseSchema, {}, signal).then(
            (r) => r.deposit,
          ),
        ),
    }),
  /**
   * The withdrawal a bridge event paid out, found by its reference nonce among the asset's
   * withdrawals (the API filters by asset, not by reference; the newest page is searched).
   */
  withdrawalByRef: (assetId: string, ref: string) =>
    queryOptions({
      queryKey: ['transactions', 'withdrawal-by-ref', assetId, ref],
      queryFn: ({ signal }) =>
        getJson(
          '/api/v2/withdrawals',
          withdrawalsResponseSchema,
          { assetId, 'pagination.first': 1000, 'pagination.newestFirst': true },
          signal,
        ).then((r) => r.withdrawals.edges.find((e) => e.node.ref === ref)?.node ?? null),
    }),
};
