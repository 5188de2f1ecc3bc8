import { queryOptions } from '@tanstack/react-query';
import { transfers } from '#contract/endpoints/transfers.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** The transfer a transfer command created, by the id derived from its signature. */
export const transferOutcomeQueries = {
  /** The submitter's outgoing transfers, searched for the derived id (null: not among them). */
  transfer: (submitter: string, id: string) =>
    queryOptions({
      ...endpointQuery(transfers, {
        pubkey: submitter,
        direction: 'TRANSFER_DIRECTION_TRANSFER_FROM',
      }),
      select: (r) => r.transfers.edges.find((e) => e.node.id === id)?.node ?? null,
    }),
};
