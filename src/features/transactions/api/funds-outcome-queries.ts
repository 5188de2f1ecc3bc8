import { queryOptions } from '@tanstack/react-query';
import { deposit, withdrawal, withdrawals } from '#contract/endpoints/deposits-withdrawals.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** Withdrawals of an asset searched for a reference: the newest this many. */
const BY_REF_PAGE = 1000;

/**
 * The withdrawals and deposits a withdrawal command or a chain event created or paid out (a
 * record the node does not have fails as `isMissing`).
 */
export const fundsOutcomeQueries = {
  withdrawal: (id: string) =>
    queryOptions({ ...endpointQuery(withdrawal, { id }), select: (r) => r.withdrawal }),
  /** A deposit a chain event credited: its id is the first derived from the signature. */
  deposit: (id: string) =>
    queryOptions({ ...endpointQuery(deposit, { id }), select: (r) => r.deposit }),
  /**
   * The withdrawal a bridge event paid out, found by its reference nonce among the asset's
   * withdrawals (the API filters by asset, not by reference; the newest page is searched).
   */
  withdrawalByRef: (assetId: string, ref: string) =>
    queryOptions({
      ...endpointQuery(withdrawals, {
        assetId,
        'pagination.first': BY_REF_PAGE,
        'pagination.newestFirst': true,
      }),
      select: (r) => r.withdrawals.edges.find((e) => e.node.ref === ref)?.node ?? null,
    }),
};
