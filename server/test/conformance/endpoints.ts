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

const q = encodeURIComponent;
const each = (ids: string[], url: (id: string) => string) => ids.map(url);

const REWARDS_REASON =
  'the 160-block conformance chain ends before the first epoch ends (rewards are paid then); test/routes/oracles-rewards.test.ts checks a paid epoch against this swagger';

/** A reference path with the brand word, served under `vega` and `net` (both checked). */
function brandPaths(suffix: string, url: (brand: string) => string) {
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

/**
 * Every JSON route we serve, with the swagger path that describes it. Paths of the block
 * explorer (`/rest/…`, and the spec's `/transactions/{hash}`) are in blockexplorer.swagger.json,
 * the core's `/statistics/spam/{partyId}` in core.swagger.json and `/network/parameters` in
 * corestate.swagger.json: all are checked against the reference, none against our own zod.
 */
export const SWAGGER_ENDPOINTS: Record<string, SwaggerEndpoint> = {
  '/api/v2/accounts': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/accounts' },
    urls: () => ['/api/v2/accounts'],
  },
  '/api/v2/asset/:assetId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/asset/{assetId}' },
    urls: (s) => each(s.assetIds, (id) => `/api/v2/asset/${id}`),
  },
  '/api/v2/assets': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/assets' },
    urls: () => ['/api/v2/assets'],
  },
  '/api/v2/candle': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/candle' },
    urls: (s) => each(s.candleIds, (id) => `/api/v2/candle?candleId=${q(id)}`),
  },
  '/api/v2/candle/intervals': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/candle/intervals' },
    urls: (s) => each(s.marketIds, (id) => `/api/v2/candle/intervals?marketId=${id}`),
  },
  '/api/v2/deposit/:id': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/deposit/{id}' },
    urls: (s) => each(s.depositIds, (id) => `/api/v2/deposit/${id}`),
  },
  '/api/v2/deposits': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/deposits' },
    urls: () => ['/api/v2/deposits'],
  },
  '/api/v2/epoch': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/epoch' },
    urls: () => ['/api/v2/epoch', '/api/v2/epoch?id=1'],
  },
  '/api/v2/governance': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/governance' },
    urls: (s) => [
      ...each(s.proposalIds, (id) => `/api/v2/governance?proposalId=${id}`),
      ...each(s.proposalReferences, (ref) => `/api/v2/governance?reference=${q(ref)}`),
    ],
  },
  '/api/v2/governances': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/governances' },
    urls: () => ['/api/v2/governances'],
  },
  '/api/v2/info': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/info' },
    urls: () => ['/api/v2/info'],
  },
  '/api/v2/ledgerentry/history': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/ledgerentry/history' },
    urls: (s) => [
      `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${s.ledgerPartyId}`,
      `/api/v2/ledgerentry/history?filter.toAccountFilter.partyIds=${s.ledgerPartyId}`,
    ],
  },
  '/api/v2/liquidity/provisions': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/liquidity/provisions' },
    urls: () => ['/api/v2/liquidity/provisions'],
  },
  '/api/v2/margin/levels': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/margin/levels' },
    urls: () => ['/api/v2/margin/levels'],
  },
  '/api/v2/market/:marketId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/market/{marketId}' },
    urls: (s) => each(s.marketIds, (id) => `/api/v2/market/${id}`),
  },
  '/api/v2/market/:marketId/trade/latest': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/market/{marketId}/trade/latest' },
    urls: (s) => each(s.tradedMarketIds, (id) => `/api/v2/market/${id}/trade/latest`),
  },
  '/api/v2/market/data/:marketId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/market/data/{marketId}' },
    urls: (s) => each(s.marketIds, (id) => `/api/v2/market/data/${id}?pagination.first=200`),
  },
  '/api/v2/market/data/:marketId/latest': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/market/data/{marketId}/latest' },
    urls: (s) => each(s.marketIds, (id) => `/api/v2/market/data/${id}/latest`),
  },
  '/api/v2/market/depth/:marketId/latest': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/market/depth/{marketId}/latest' },
    urls: (s) => each(s.marketIds, (id) => `/api/v2/market/depth/${id}/latest`),
  },
  '/api/v2/markets': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/markets' },
    urls: () => ['/api/v2/markets'],
  },
  '/api/v2/markets/data': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/markets/data' },
    urls: () => ['/api/v2/markets/data'],
  },
  // The brand word in the path becomes `net` too (spec conventions); the reference path is
  // served as well.
  '/api/v2/net/time': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/vega/time' },
    urls: () => ['/api/v2/net/time'],
  },
  '/api/v2/vega/time': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/vega/time' },
    urls: () => ['/api/v2/vega/time'],
  },
  '/api/v2/network/data': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/network/data' },
    urls: () => ['/api/v2/network/data'],
  },
  '/api/v2/network/parameters': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/network/parameters' },
    urls: () => ['/api/v2/network/parameters'],
  },
  '/api/v2/network/parameters/:key': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/network/parameters/{key}' },
    urls: (s) => each(s.networkParameterKeys, (key) => `/api/v2/network/parameters/${q(key)}`),
  },
  '/api/v2/node/:id': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/node/{id}' },
    urls: (s) => each(s.nodeIds, (id) => `/api/v2/node/${id}`),
  },
  '/api/v2/nodes': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/nodes' },
    urls: () => ['/api/v2/nodes', '/api/v2/nodes?epochSeq=1'],
  },
  '/api/v2/order/:orderId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/order/{orderId}' },
    urls: (s) => [
      ...each(s.orderIds, (id) => `/api/v2/order/${id}`),
      ...each(s.amendedOrderIds, (id) => `/api/v2/order/${id}?version=1`),
    ],
  },
  '/api/v2/order/versions/:orderId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/order/versions/{orderId}' },
    urls: (s) => each(s.amendedOrderIds, (id) => `/api/v2/order/versions/${id}`),
  },
  '/api/v2/orders': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/orders' },
    urls: () => ['/api/v2/orders'],
  },
  '/api/v2/parties': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/parties' },
    urls: () => ['/api/v2/parties'],
  },
  '/api/v2/party/:partyId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/party/{partyId}' },
    urls: (s) => each(s.partyIds.slice(0, 3), (id) => `/api/v2/party/${id}`),
  },
  '/api/v2/positions': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/positions' },
    urls: () => ['/api/v2/positions'],
  },
  '/api/v2/snapshots': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/snapshots' },
    urls: () => ['/api/v2/snapshots'],
  },
  '/api/v2/trades': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/trades' },
    urls: () => ['/api/v2/trades'],
  },
  '/api/v2/transfers': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/transfers' },
    urls: (s) => [
      '/api/v2/transfers',
      `/api/v2/transfers?pubkey=${s.transferPartyId}&direction=TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM`,
    ],
  },
  '/api/v2/votes': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/votes' },
    urls: (s) => [
      `/api/v2/votes?partyId=${s.voterId}`,
      ...each(s.proposalIds, (id) => `/api/v2/votes?proposalId=${id}`),
    ],
  },
  '/api/v2/withdrawal/:id': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/withdrawal/{id}' },
    urls: (s) => each(s.withdrawalIds, (id) => `/api/v2/withdrawal/${id}`),
  },
  '/api/v2/withdrawals': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/withdrawals' },
    urls: () => ['/api/v2/withdrawals'],
  },
  '/api/v2/node/signatures': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/node/signatures' },
    urls: (s) => each(s.signatureBundleIds, (id) => `/api/v2/node/signatures?id=${id}`),
  },
  ...brandPaths('/keys/rotations', (brand) => `/api/v2/${brand}/keys/rotations`),
  ...brandPaths('/keys/ethereum/rotations', (brand) => `/api/v2/${brand}/keys/ethereum/rotations`),
  '/api/v2/upgrade/proposals': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/upgrade/proposals' },
    urls: () => ['/api/v2/upgrade/proposals'],
  },
  '/api/v2/upgrade/status': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/upgrade/status' },
    urls: () => ['/api/v2/upgrade/status'],
  },
  '/api/v2/erc20/multisigcontrol/signer/added/bundles': {
    swagger: {
      file: 'trading_data_v2',
      path: '/api/v2/erc20/multisigcontrol/signer/added/bundles',
    },
    urls: () => ['/api/v2/erc20/multisigcontrol/signer/added/bundles'],
  },
  '/api/v2/erc20/multisigcontrol/signer/removed/bundles': {
    swagger: {
      file: 'trading_data_v2',
      path: '/api/v2/erc20/multisigcontrol/signer/removed/bundles',
    },
    urls: () => ['/api/v2/erc20/multisigcontrol/signer/removed/bundles'],
    mayBeEmpty:
      'a signer is removed only after a consensus validator drops out of consensus, which a short history rarely sees',
  },
  '/api/v2/delegations': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/delegations' },
    urls: (s) => ['/api/v2/delegations', `/api/v2/delegations?nodeId=${s.nodeIds[0]}&epochId=1`],
  },
  '/api/v2/parties/:partyId/stake': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/parties/{partyId}/stake' },
    urls: (s) => each([...s.stakerIds, s.voterId], (id) => `/api/v2/parties/${id}/stake`),
  },
  '/api/v2/network/limits': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/network/limits' },
    urls: () => ['/api/v2/network/limits'],
  },
  '/api/v2/checkpoints': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/checkpoints' },
    urls: () => ['/api/v2/checkpoints'],
    mayBeEmpty: 'the simulated chain writes no checkpoints yet',
  },
  '/api/v2/erc20/asset/list/bundle': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/erc20/asset/list/bundle' },
    urls: (s) => each(s.erc20AssetIds, (id) => `/api/v2/erc20/asset/list/bundle?assetId=${id}`),
  },
  '/api/v2/erc20/asset/withdrawal/bundle': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/erc20/asset/withdrawal/bundle' },
    urls: (s) =>
      each(s.withdrawalIds, (id) => `/api/v2/erc20/asset/withdrawal/bundle?withdrawalId=${id}`),
  },
  '/api/v2/oracle/specs': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/oracle/specs' },
    urls: () => ['/api/v2/oracle/specs'],
  },
  '/api/v2/oracle/spec/:oracleSpecId': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/oracle/spec/{oracleSpecId}' },
    urls: (s) => each(s.oracleSpecIds, (id) => `/api/v2/oracle/spec/${id}`),
  },
  '/api/v2/oracle/data': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/oracle/data' },
    urls: (s) => ['/api/v2/oracle/data', `/api/v2/oracle/data?oracleSpecId=${s.oracleSpecIds[0]}`],
  },
  '/api/v2/rewards': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/rewards' },
    urls: () => ['/api/v2/rewards'],
    mayBeEmpty: REWARDS_REASON,
  },
  '/api/v2/rewards/summaries': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/rewards/summaries' },
    urls: () => ['/api/v2/rewards/summaries'],
    mayBeEmpty: REWARDS_REASON,
  },
  '/api/v2/rewards/epoch/summaries': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/rewards/epoch/summaries' },
    urls: () => ['/api/v2/rewards/epoch/summaries'],
    mayBeEmpty: REWARDS_REASON,
  },
  '/api/v2/estimate/fee': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/estimate/fee' },
    urls: (s) =>
      each(s.tradedMarketIds, (id) => `/api/v2/estimate/fee?marketId=${id}&price=1234&size=17`),
  },
  '/api/v2/estimate/margin': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/estimate/margin' },
    urls: (s) =>
      each(
        s.tradedMarketIds,
        (id) =>
          `/api/v2/estimate/margin?marketId=${id}&partyId=${s.ledgerPartyId}&side=SIDE_SELL&size=5&price=1`,
      ),
  },
  '/api/v2/estimate/position': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/estimate/position' },
    urls: (s) =>
      s.tradedMarketIds.flatMap((id) => [
        `/api/v2/estimate/position?marketId=${id}&openVolume=-12`,
        `/api/v2/estimate/position?marketId=${id}&openVolume=30&collateralAvailable=1000000000`,
      ]),
  },
  '/api/v2/balance/changes': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/balance/changes' },
    urls: (s) => [
      `/api/v2/balance/changes?filter.partyIds=${s.ledgerPartyId}`,
      '/api/v2/balance/changes?filter.accountTypes=ACCOUNT_TYPE_INSURANCE',
    ],
  },
  '/api/v2/networkhistory': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/networkhistory' },
    urls: () => ['/api/v2/networkhistory'],
  },
  '/api/v2/networkhistory/bootstrap': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/networkhistory/bootstrap' },
    urls: () => ['/api/v2/networkhistory/bootstrap'],
    mayBeEmpty: 'this node shares its history with no peer-to-peer swarm: no bootstrap peers',
  },
  '/api/v2/networkhistory/segments': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/networkhistory/segments' },
    urls: () => ['/api/v2/networkhistory/segments'],
  },
  '/network/parameters': {
    swagger: { file: 'corestate', path: '/network/parameters' },
    urls: (s) => [
      '/network/parameters',
      `/network/parameters?networkParameterKey=${q(s.networkParameterKeys[0] ?? '')}`,
    ],
  },
  '/statistics/spam/:partyId': {
    swagger: { file: 'core', path: '/statistics/spam/{partyId}' },
    urls: (s) =>
      each(
        [s.voterId, s.transferPartyId, ...s.partyIds.slice(0, 2)],
        (id) => `/statistics/spam/${id}`,
      ),
  },
  '/rest/info': {
    swagger: { file: 'blockexplorer', path: '/info' },
    urls: () => ['/rest/info'],
  },
  '/rest/transactions': {
    swagger: { file: 'blockexplorer', path: '/transactions' },
    // Walked with `before` to the first transaction: every command the chain decoded.
    urls: () => ['/rest/transactions?limit=1000'],
  },
  '/rest/transactions/:hash': {
    swagger: { file: 'blockexplorer', path: '/transactions/{hash}' },
    urls: (s) => each(s.transactionHashes, (hash) => `/rest/transactions/${hash}`),
  },
  // The spec's path (§4.3) for the same record.
  '/transactions/:hash': {
    swagger: { file: 'blockexplorer', path: '/transactions/{hash}' },
    urls: (s) => each(s.transactionHashes, (hash) => `/transactions/${hash.toLowerCase()}`),
  },
};

/** Routes outside the swagger check, each with the reason. */
export const OUT_OF_SWAGGER_SCOPE: Record<string, string> = {
  '/metrics':
    "the node's own Prometheus counters (text format, http/metrics.ts); in no reference file and not part of the Data API",
  '/api/v2/erc20/asset/limits/bundle':
    'answers only for an enacted ERC-20 asset-update proposal, which the conformance chain does not make; its fields are those of the list bundle plus two uint strings (test/routes/stake-bundles.test.ts checks the 404s and 400s)',
  '/api/v2/networkhistory/export':
    'a CSV file, not JSON (the reference zips it); its refusals (spec §7.2 form) are fuzzed in test/fuzz/rest-routes.fuzz.test.ts and its content tested in test/routes/network-history-export.test.ts',
  '/api/openapi.json':
    "this node's own OpenAPI document (generated from the routes); test/http/openapi.test.ts checks it against the app's routes",
  '/api/docs':
    'the same document as an HTML page; test/http/openapi.test.ts and e2e/api-docs.spec.ts check it',
  '/health':
    'operational readiness probe of ours ({status}); in no reference file and not part of the Data API',
  '/tm/status':
    "CometBFT's JSON-RPC (v0.38 shapes, contract/cometbft.ts), not the Data API; tested in test/routes/cometbft.test.ts",
  '/tm/blockchain':
    "CometBFT's JSON-RPC (v0.38 shapes, contract/cometbft.ts), not the Data API; tested in test/routes/cometbft.test.ts",
  '/tm/block':
    "CometBFT's JSON-RPC (v0.38 shapes, contract/cometbft.ts), not the Data API; tested in test/routes/cometbft.test.ts",
  '/api/v2/ledgerentry/export':
    'a CSV file, not JSON (spec §4.1); its error form (spec §7.2) is fuzzed in test/fuzz/ledger-export.fuzz.test.ts and its content tested in test/routes/ledger-export.test.ts',
};
/** Every stream route is outside it too. */
export const STREAMS_OUT_OF_SCOPE =
  'WebSocket streams carry integer enums and omit defaults (spec §6, reference §0.2), a different rendering than the REST one this validator models; their messages are checked against the contract in test/streams/ and fuzzed in test/fuzz/';
