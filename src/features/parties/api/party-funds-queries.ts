import type { ParamsOf } from '#contract/endpoints/endpoint.ts';
import { deposits, withdrawals } from '#contract/endpoints/deposits-withdrawals.ts';
import { ledgerEntries } from '#contract/endpoints/ledger.ts';
import { transfers } from '#contract/endpoints/transfers.ts';
import { connectionHead, connectionPages } from '../../../entities/endpoint/endpoint-pages.ts';

/** The ledger's query (ledger-filters.ts): the party on the chosen side(s), and the filters. */
export type LedgerParams = ParamsOf<typeof ledgerEntries>;

export const partyFundsQueries = {
  ledger: (params: LedgerParams) => connectionPages(ledgerEntries, params),
  /** The ledger's first page alone, polled to find entries newer than those listed. */
  ledgerHead: (params: LedgerParams) => connectionHead(ledgerEntries, params),
  deposits: (partyId: string) => connectionPages(deposits, { partyId }),
  withdrawals: (partyId: string) => connectionPages(withdrawals, { partyId }),
  /** Transfers in and out: the party as sender or receiver. */
  transfers: (partyId: string) =>
    connectionPages(transfers, {
      pubkey: partyId,
      direction: 'TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM',
    }),
};
