import type { SwaggerFile } from './swagger-document.ts';

/** Ids of real records of the test chain, read through the API before the checks. */
export interface Samples {
  assetIds: string[];
  marketIds: string[];
  /** Markets with at least one trade (the others answer 404 for their latest trade). */
  tradedMarketIds: string[];
  partyIds: string[];
  /** One order of each status found, a pegged one and an amended one (several versions). */
  orderIds: string[];
  amendedOrderIds: string[];
  depositIds: string[];
  withdrawalIds: string[];
  /** Withdrawals of ERC-20 assets (the others have no bridge bundle). */
  erc20WithdrawalIds: string[];
  nodeIds: string[];
  proposalIds: string[];
  proposalReferences: string[];
  /** A party with votes, one with transfers, one with ledger entries. */
  voterId: string;
  transferPartyId: string;
  ledgerPartyId: string;
  networkParameterKeys: string[];
  candleIds: string[];
  /** One transaction of each type. */
  transactionHashes: string[];
  erc20AssetIds: string[];
  oracleSpecIds: string[];
  /** Parties with staking-bridge events. */
  stakerIds: string[];
  /** Resources the validators signed (multisig signer changes). */
  signatureBundleIds: string[];
}

export interface SwaggerEndpoint {
  /** Where the reference describes the route: swagger file and its path. */
  swagger: { file: SwaggerFile; path: string };
  /**
   * URLs to fetch (all must answer 200), built from real ids. A list is walked to its end, so
   * one URL per list checks every record the chain wrote.
   */
  urls: (s: Samples) => string[];
  /**
   * Why every sample may be an empty list: the chain records nothing of this kind yet (the
   * lifecycle that would is later work). Its empty pages are still validated.
   */
  mayBeEmpty?: string;
}

export const q = encodeURIComponent;
export const each = (ids: string[], url: (id: string) => string) => ids.map(url);

/** A reference path with the brand word, served under `vega` and `net` (both checked). */
export function brandPaths(suffix: string, url: (brand: string) => string) {
  return Object.fromEntries(
    ['vega', 'net'].map((brand): [string, SwaggerEndpoint] => [
      `/api/v2/${brand}${suffix}`,
      {
        swagger: { file: 'trading_data_v2', path: `/api/v2/vega${suffix}` },
        urls: () => [url(brand)],
      },
    ]),
  );
}
