import { queryOptions } from '@tanstack/react-query';
import { accounts } from '#contract/endpoints/accounts.ts';
import { epochRewardSummaries } from '#contract/endpoints/rewards.ts';
import { transfers } from '#contract/endpoints/transfers.ts';
import { NETWORK_PARTY } from '#contract/party.ts';
import { connectionPages, endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';
import { isNetworkTransfer } from '../treasury-groups.ts';

/** Rows per page of the treasury's transfers: the API filters by party only (see below). */
const TRANSFERS_PAGE = 200;

export const treasuryQueries = {
  /** Every account the network owns: pools, fees, settlement, per asset and market. */
  accounts: () =>
    queryOptions({
      ...endpointEvery(accounts, { 'filter.partyIds': NETWORK_PARTY }),
      select: (every) => every.nodes,
    }),
  /**
   * Transfers into or out of a network account (reward pools, insurance, treasury). The API
   * filters transfers by party only, so each page is narrowed here: a page may come back
   * with fewer rows than asked, and "Load more" reads on.
   */
  transfers: () =>
    connectionPages(transfers, { 'pagination.first': TRANSFERS_PAGE }, isNetworkTransfer),
  /** What each epoch paid out, per asset, market and reward type; the newest epoch first. */
  epochRewards: () => connectionPages(epochRewardSummaries, { 'pagination.newestFirst': true }),
};
