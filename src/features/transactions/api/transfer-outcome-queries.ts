import { queryOptions } from '@tanstack/react-query';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { getJson } from '../../../api/http-client.ts';
import { orNull } from './or-null.ts';

/** The transfer a transfer command created, by the id derived from its signature. */
export const transferOutcomeQueries = {
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
};
