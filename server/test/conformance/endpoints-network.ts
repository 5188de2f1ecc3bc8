import { brandPaths, each, q, type SwaggerEndpoint } from './endpoint-samples.ts';

/**
 * Validators, bridges, oracles, rewards, estimates, network history, and the block explorer's
 * and the core's paths.
 */
export const NETWORK_ENDPOINTS: Record<string, SwaggerEndpoint> = {
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
  },
  '/api/v2/erc20/asset/list/bundle': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/erc20/asset/list/bundle' },
    urls: (s) => each(s.erc20AssetIds, (id) => `/api/v2/erc20/asset/list/bundle?assetId=${id}`),
  },
  '/api/v2/erc20/asset/withdrawal/bundle': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/erc20/asset/withdrawal/bundle' },
    urls: (s) =>
      each(
        s.erc20WithdrawalIds,
        (id) => `/api/v2/erc20/asset/withdrawal/bundle?withdrawalId=${id}`,
      ),
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
  },
  '/api/v2/rewards/summaries': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/rewards/summaries' },
    urls: () => ['/api/v2/rewards/summaries'],
  },
  '/api/v2/rewards/epoch/summaries': {
    swagger: { file: 'trading_data_v2', path: '/api/v2/rewards/epoch/summaries' },
    urls: () => ['/api/v2/rewards/epoch/summaries'],
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
