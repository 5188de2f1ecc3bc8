import { each, q, type SwaggerEndpoint } from './endpoint-samples.ts';

/** The trading data: markets, orders, trades, parties, accounts, funds, governance, nodes. */
export const TRADING_DATA_ENDPOINTS: Record<string, SwaggerEndpoint> = {
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
};
