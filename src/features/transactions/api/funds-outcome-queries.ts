import { queryOptions } from '@tanstack/react-query';
import { depositResponseSchema } from '#contract/deposit.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { getJson } from '../../../api/http-client.ts';
import { orNull } from './or-null.ts';

/** The withdrawals and deposits a withdrawal command or a chain event created or paid out. */
export const fundsOutcomeQueries = {
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
