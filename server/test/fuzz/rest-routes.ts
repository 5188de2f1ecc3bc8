import { z } from 'zod';
import { accountsResponseSchema } from '#contract/account.ts';
import { assetResponseSchema, assetsResponseSchema } from '#contract/asset.ts';
import { candleIntervalsResponseSchema, candlesResponseSchema } from '#contract/candle.ts';
import { depositResponseSchema, depositsResponseSchema } from '#contract/deposit.ts';
import {
  AccountType,
  GovernanceProposalType,
  OrderStatus,
  OrderType,
  ProposalState,
  ProtocolUpgradeProposalStatus,
  Side,
  TimeInForce,
  TransferDirection,
  TransferType,
} from '#contract/enums.ts';
import {
  governanceDataConnectionResponseSchema,
  governanceDataResponseSchema,
} from '#contract/governance.ts';
import {
  cometBlockchainSchema,
  cometBlockSchema,
  cometErrorResponseSchema,
  cometResponseSchema,
  cometStatusSchema,
} from '#contract/cometbft.ts';
import { infoResponseSchema, timeResponseSchema } from '#contract/info.ts';
import { ledgerEntriesResponseSchema } from '#contract/ledger.ts';
import { liquidityProvisionsResponseSchema } from '#contract/liquidity.ts';
import { marginLevelsResponseSchema } from '#contract/margin.ts';
import {
  latestMarketDataResponseSchema,
  marketDataHistoryResponseSchema,
  marketsDataResponseSchema,
} from '#contract/market-data.ts';
import { latestMarketDepthResponseSchema } from '#contract/market-depth.ts';
import { marketResponseSchema, marketsResponseSchema } from '#contract/market.ts';
import {
  coreNetworkParametersResponseSchema,
  networkParameterResponseSchema,
  networkParametersResponseSchema,
} from '#contract/network-parameter.ts';
import {
  coreSnapshotsResponseSchema,
  epochResponseSchema,
  nodeDataResponseSchema,
  nodeResponseSchema,
  nodesResponseSchema,
} from '#contract/node.ts';
import { orderResponseSchema, ordersResponseSchema } from '#contract/order.ts';
import { partiesResponseSchema, partyResponseSchema } from '#contract/party.ts';
import { positionsResponseSchema } from '#contract/position.ts';
import { spamStatisticsResponseSchema } from '#contract/spam.ts';
import { tradeResponseSchema, tradesResponseSchema } from '#contract/trade.ts';
import { transactionResponseSchema, transactionsResponseSchema } from '#contract/transaction.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { votesResponseSchema } from '#contract/vote.ts';
import {
  ethereumKeyRotationsResponseSchema,
  keyRotationsResponseSchema,
  nodeSignaturesResponseSchema,
  protocolUpgradeProposalsResponseSchema,
  protocolUpgradeStatusResponseSchema,
  signerAddedBundlesResponseSchema,
  signerRemovedBundlesResponseSchema,
} from '#contract/validator-events.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '#contract/withdrawal.ts';
import { delegationsResponseSchema, stakeResponseSchema } from '#contract/stake.ts';
import { balanceChangesResponseSchema } from '#contract/balance-change.ts';
import {
  NetworkHistoryTable,
  historySegmentsResponseSchema,
  networkHistoryBootstrapResponseSchema,
  networkHistoryStatusResponseSchema,
} from '#contract/network-history.ts';
import {
  estimateFeeResponseSchema,
  estimateMarginResponseSchema,
  estimatePositionResponseSchema,
} from '#contract/estimate.ts';
import {
  oracleDataResponseSchema,
  oracleSpecResponseSchema,
  oracleSpecsResponseSchema,
} from '#contract/oracle.ts';
import {
  epochRewardSummariesResponseSchema,
  rewardSummariesResponseSchema,
  rewardsResponseSchema,
} from '#contract/reward.ts';
import {
  checkpointsResponseSchema,
  networkLimitsResponseSchema,
} from '#contract/network-limits.ts';
import {
  erc20ListAssetBundleResponseSchema,
  erc20SetAssetLimitsBundleResponseSchema,
  erc20WithdrawalApprovalResponseSchema,
} from '#contract/erc20-bundles.ts';
import type { ContractSchema } from './fuzz-settings.ts';

/** Which real ids of the chain a parameter is given (besides junk and other kinds' ids). */
export type IdPool =
  | 'asset'
  | 'market'
  | 'party'
  | 'order'
  | 'proposal'
  | 'node'
  | 'deposit'
  | 'withdrawal'
  | 'transaction'
  | 'oracleSpec';

/** What a parameter holds, so the fuzzer can mix good values of that kind with bad ones. */
export type ParamKind =
  | { id: IdPool }
  | { enum: readonly string[] }
  | 'text'
  | 'reference'
  | 'bool'
  | 'int32'
  | 'uint64'
  | 'timestamp'
  | 'cursor'
  | 'txCursor'
  | 'txType'
  | 'candleId'
  | 'paramKey';

export interface RestRoute {
  /** Query parameters the route reads (spec §4, reference §3.1). */
  query: Record<string, ParamKind>;
  /** Path parameters by their fastify name. */
  path?: Record<string, ParamKind>;
  /** Contract schema every 2xx body must parse with. */
  schema: ContractSchema;
  /** Parameters without which the route always refuses: every fuzzed query has them. */
  required?: readonly string[];
  /** Error body schema when it is not the spec §7 one (the CometBFT JSON-RPC routes). */
  errorSchema?: ContractSchema;
  /** Why the test chain can give this route no 2xx (its success is tested elsewhere). */
  neverOk?: string;
  /** More runs, for a route that needs many parameters right at once to succeed. */
  extraRuns?: number;
}

const id = (pool: IdPool): ParamKind => ({ id: pool });
const enumOf = (table: { names: readonly string[] }): ParamKind => ({ enum: table.names });

const PAGINATION: Record<string, ParamKind> = {
  'pagination.first': 'int32',
  'pagination.last': 'int32',
  'pagination.after': 'cursor',
  'pagination.before': 'cursor',
  'pagination.newestFirst': 'bool',
};
const DATE_RANGE: Record<string, ParamKind> = {
  'dateRange.startTimestamp': 'timestamp',
  'dateRange.endTimestamp': 'timestamp',
};
const accountFilter = (prefix: string): Record<string, ParamKind> => ({
  [`${prefix}.assetId`]: id('asset'),
  [`${prefix}.partyIds`]: id('party'),
  [`${prefix}.marketIds`]: id('market'),
  [`${prefix}.accountTypes`]: enumOf(AccountType),
});

/** Routes the fuzz tables leave out, each with the reason. */
export const NOT_FUZZED: Record<string, string> = {
  '/api/docs':
    'an HTML page that reads no parameter (test/http/openapi.test.ts and e2e/api-docs.spec.ts check it)',
  '/metrics':
    "Prometheus' text format for scrapers; reads no parameter (test/http/metrics.test.ts checks its series)",
};

/** The node's own OpenAPI document: the envelope (test/http/openapi.test.ts checks the rest). */
const openApiSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.object({ get: z.object({ summary: z.string() }) })),
});

/** `/health` is ours, not the contract's: its two bodies. */
const healthSchema = z.object({ status: z.enum(['ok', 'starting']) });

/**
 * Every REST route with every parameter it reads. The fuzz suite fails for a route the app
 * serves that is not here (or in the stream / export tables), so new routes get fuzzed.
 */
export const REST_ROUTES: Record<string, RestRoute> = {
  '/health': { query: {}, schema: healthSchema },
  '/api/openapi.json': { query: {}, schema: openApiSchema },
  '/tm/status': {
    query: {},
    schema: cometResponseSchema(cometStatusSchema),
    errorSchema: cometErrorResponseSchema,
  },
  '/tm/blockchain': {
    query: { minHeight: 'uint64', maxHeight: 'uint64' },
    schema: cometResponseSchema(cometBlockchainSchema),
    errorSchema: cometErrorResponseSchema,
  },
  '/tm/block': {
    query: { height: 'uint64' },
    schema: cometResponseSchema(cometBlockSchema),
    errorSchema: cometErrorResponseSchema,
  },
  '/api/v2/accounts': {
    query: { ...accountFilter('filter'), ...PAGINATION },
    schema: accountsResponseSchema,
  },
  '/api/v2/asset/:assetId': {
    query: {},
    path: { assetId: id('asset') },
    schema: assetResponseSchema,
  },
  '/api/v2/assets': {
    query: { assetId: id('asset'), ...PAGINATION },
    schema: assetsResponseSchema,
  },
  '/api/v2/candle': {
    query: {
      candleId: 'candleId',
      fromTimestamp: 'timestamp',
      toTimestamp: 'timestamp',
      ...PAGINATION,
    },
    schema: candlesResponseSchema,
    required: ['candleId'],
  },
  '/api/v2/candle/intervals': {
    query: { marketId: id('market') },
    schema: candleIntervalsResponseSchema,
    required: ['marketId'],
  },
  '/api/v2/deposit/:id': { query: {}, path: { id: id('deposit') }, schema: depositResponseSchema },
  '/api/v2/deposits': {
    query: { partyId: id('party'), assetId: id('asset'), ...DATE_RANGE, ...PAGINATION },
    schema: depositsResponseSchema,
  },
  '/api/v2/epoch': { query: { id: 'uint64', block: 'uint64' }, schema: epochResponseSchema },
  '/api/v2/governance': {
    query: { proposalId: id('proposal'), reference: 'reference' },
    schema: governanceDataResponseSchema,
    required: ['proposalId'],
  },
  '/api/v2/governances': {
    query: {
      proposalState: enumOf(ProposalState),
      proposalType: enumOf(GovernanceProposalType),
      proposerPartyId: id('party'),
      proposalReference: 'reference',
      ...PAGINATION,
    },
    schema: governanceDataConnectionResponseSchema,
  },
  '/api/v2/info': { query: {}, schema: infoResponseSchema },
  '/api/v2/ledgerentry/history': {
    query: {
      ...accountFilter('filter.fromAccountFilter'),
      ...accountFilter('filter.toAccountFilter'),
      'filter.closeOnAccountFilters': 'bool',
      'filter.transferTypes': enumOf(TransferType),
      ...DATE_RANGE,
      ...PAGINATION,
    },
    schema: ledgerEntriesResponseSchema,
    // Exactly one party, in the from- or the to-filter (reference §1).
    required: ['filter.fromAccountFilter.partyIds'],
  },
  '/api/v2/liquidity/provisions': {
    query: {
      marketId: id('market'),
      partyId: id('party'),
      reference: 'reference',
      live: 'bool',
      ...PAGINATION,
    },
    schema: liquidityProvisionsResponseSchema,
  },
  '/api/v2/margin/levels': {
    query: { partyId: id('party'), marketId: id('market'), ...PAGINATION },
    schema: marginLevelsResponseSchema,
  },
  '/api/v2/market/:marketId': {
    query: {},
    path: { marketId: id('market') },
    schema: marketResponseSchema,
  },
  '/api/v2/market/:marketId/trade/latest': {
    query: {},
    path: { marketId: id('market') },
    schema: tradeResponseSchema,
  },
  '/api/v2/market/data/:marketId': {
    query: { startTimestamp: 'timestamp', endTimestamp: 'timestamp', ...PAGINATION },
    path: { marketId: id('market') },
    schema: marketDataHistoryResponseSchema,
  },
  '/api/v2/market/data/:marketId/latest': {
    query: {},
    path: { marketId: id('market') },
    schema: latestMarketDataResponseSchema,
  },
  '/api/v2/market/depth/:marketId/latest': {
    query: { maxDepth: 'uint64' },
    path: { marketId: id('market') },
    schema: latestMarketDepthResponseSchema,
  },
  '/api/v2/markets': {
    query: { includeSettled: 'bool', ...PAGINATION },
    schema: marketsResponseSchema,
  },
  '/api/v2/markets/data': { query: {}, schema: marketsDataResponseSchema },
  '/api/v2/net/time': { query: {}, schema: timeResponseSchema },
  '/api/v2/vega/time': { query: {}, schema: timeResponseSchema },
  '/api/v2/network/data': { query: {}, schema: nodeDataResponseSchema },
  '/api/v2/network/parameters': {
    query: { ...PAGINATION },
    schema: networkParametersResponseSchema,
  },
  '/api/v2/network/parameters/:key': {
    query: {},
    path: { key: 'paramKey' },
    schema: networkParameterResponseSchema,
  },
  '/api/v2/node/:id': { query: {}, path: { id: id('node') }, schema: nodeResponseSchema },
  '/api/v2/nodes': { query: { epochSeq: 'uint64', ...PAGINATION }, schema: nodesResponseSchema },
  '/api/v2/order/:orderId': {
    query: { version: 'int32' },
    path: { orderId: id('order') },
    schema: orderResponseSchema,
  },
  '/api/v2/order/versions/:orderId': {
    query: { ...PAGINATION },
    path: { orderId: id('order') },
    schema: ordersResponseSchema,
  },
  '/api/v2/orders': {
    query: {
      'filter.statuses': enumOf(OrderStatus),
      'filter.types': enumOf(OrderType),
      'filter.timeInForces': enumOf(TimeInForce),
      'filter.excludeLiquidity': 'bool',
      'filter.includeLiquidity': 'bool',
      'filter.partyIds': id('party'),
      'filter.marketIds': id('market'),
      'filter.reference': 'reference',
      'filter.liveOnly': 'bool',
      'filter.dateRange.startTimestamp': 'timestamp',
      'filter.dateRange.endTimestamp': 'timestamp',
      ...PAGINATION,
    },
    schema: ordersResponseSchema,
  },
  '/api/v2/parties': {
    query: { partyId: id('party'), ...PAGINATION },
    schema: partiesResponseSchema,
  },
  '/api/v2/party/:partyId': {
    query: {},
    path: { partyId: id('party') },
    schema: partyResponseSchema,
  },
  '/api/v2/positions': {
    query: {
      'filter.partyIds': id('party'),
      'filter.marketIds': id('market'),
      partyId: id('party'),
      marketId: id('market'),
      ...PAGINATION,
    },
    schema: positionsResponseSchema,
  },
  '/api/v2/snapshots': { query: { ...PAGINATION }, schema: coreSnapshotsResponseSchema },
  '/api/v2/trades': {
    query: {
      marketIds: id('market'),
      orderIds: id('order'),
      partyIds: id('party'),
      ...DATE_RANGE,
      ...PAGINATION,
    },
    schema: tradesResponseSchema,
  },
  '/api/v2/transfers': {
    query: { pubkey: id('party'), direction: enumOf(TransferDirection), ...PAGINATION },
    schema: transfersResponseSchema,
  },
  '/api/v2/votes': {
    query: { partyId: id('party'), proposalId: id('proposal'), ...PAGINATION },
    schema: votesResponseSchema,
    required: ['partyId'],
  },
  '/api/v2/withdrawal/:id': {
    query: {},
    path: { id: id('withdrawal') },
    schema: withdrawalResponseSchema,
  },
  '/api/v2/withdrawals': {
    query: { partyId: id('party'), assetId: id('asset'), ...DATE_RANGE, ...PAGINATION },
    schema: withdrawalsResponseSchema,
  },
  '/api/v2/node/signatures': {
    query: { id: id('node'), ...PAGINATION },
    schema: nodeSignaturesResponseSchema,
    required: ['id'],
  },
  '/api/v2/vega/keys/rotations': {
    query: { nodeId: id('node'), ...PAGINATION },
    schema: keyRotationsResponseSchema,
  },
  '/api/v2/net/keys/rotations': {
    query: { nodeId: id('node'), ...PAGINATION },
    schema: keyRotationsResponseSchema,
  },
  '/api/v2/vega/keys/ethereum/rotations': {
    query: { nodeId: id('node'), ...PAGINATION },
    schema: ethereumKeyRotationsResponseSchema,
  },
  '/api/v2/net/keys/ethereum/rotations': {
    query: { nodeId: id('node'), ...PAGINATION },
    schema: ethereumKeyRotationsResponseSchema,
  },
  '/api/v2/upgrade/proposals': {
    query: {
      status: enumOf(ProtocolUpgradeProposalStatus),
      approvedBy: id('node'),
      ...PAGINATION,
    },
    schema: protocolUpgradeProposalsResponseSchema,
  },
  '/api/v2/upgrade/status': { query: {}, schema: protocolUpgradeStatusResponseSchema },
  '/api/v2/erc20/multisigcontrol/signer/added/bundles': {
    query: { nodeId: id('node'), submitter: 'text', epochSeq: 'uint64', ...PAGINATION },
    schema: signerAddedBundlesResponseSchema,
  },
  '/api/v2/erc20/multisigcontrol/signer/removed/bundles': {
    query: { nodeId: id('node'), submitter: 'text', epochSeq: 'uint64', ...PAGINATION },
    schema: signerRemovedBundlesResponseSchema,
  },
  '/api/v2/delegations': {
    query: { partyId: id('party'), nodeId: id('node'), epochId: 'uint64', ...PAGINATION },
    schema: delegationsResponseSchema,
  },
  '/api/v2/parties/:partyId/stake': {
    query: { ...PAGINATION },
    path: { partyId: id('party') },
    schema: stakeResponseSchema,
  },
  '/api/v2/network/limits': { query: {}, schema: networkLimitsResponseSchema },
  '/api/v2/checkpoints': { query: { ...PAGINATION }, schema: checkpointsResponseSchema },
  '/api/v2/erc20/asset/list/bundle': {
    query: { assetId: id('asset') },
    schema: erc20ListAssetBundleResponseSchema,
    required: ['assetId'],
  },
  '/api/v2/erc20/asset/limits/bundle': {
    query: { proposalId: id('proposal') },
    schema: erc20SetAssetLimitsBundleResponseSchema,
    required: ['proposalId'],
    neverOk:
      'answers only for an enacted ERC-20 asset-update proposal, which the fuzz chain does not make',
  },
  '/api/v2/erc20/asset/withdrawal/bundle': {
    query: { withdrawalId: id('withdrawal') },
    schema: erc20WithdrawalApprovalResponseSchema,
    required: ['withdrawalId'],
  },
  '/api/v2/oracle/specs': { query: { ...PAGINATION }, schema: oracleSpecsResponseSchema },
  '/api/v2/oracle/spec/:oracleSpecId': {
    query: {},
    path: { oracleSpecId: id('oracleSpec') },
    schema: oracleSpecResponseSchema,
  },
  '/api/v2/oracle/data': {
    query: { oracleSpecId: id('oracleSpec'), ...PAGINATION },
    schema: oracleDataResponseSchema,
  },
  '/api/v2/rewards': {
    query: {
      partyId: id('party'),
      assetId: id('asset'),
      fromEpoch: 'uint64',
      toEpoch: 'uint64',
      ...PAGINATION,
    },
    schema: rewardsResponseSchema,
  },
  '/api/v2/rewards/summaries': {
    query: { partyId: id('party'), assetId: id('asset'), ...PAGINATION },
    schema: rewardSummariesResponseSchema,
  },
  '/api/v2/rewards/epoch/summaries': {
    query: {
      'filter.assetIds': id('asset'),
      'filter.marketIds': id('market'),
      'filter.fromEpoch': 'uint64',
      'filter.toEpoch': 'uint64',
      ...PAGINATION,
    },
    schema: epochRewardSummariesResponseSchema,
  },
  '/api/v2/estimate/fee': {
    query: { marketId: id('market'), price: 'uint64', size: 'uint64' },
    schema: estimateFeeResponseSchema,
    required: ['marketId', 'price', 'size'],
  },
  '/api/v2/estimate/margin': {
    query: {
      marketId: id('market'),
      partyId: id('party'),
      side: enumOf(Side),
      type: enumOf(OrderType),
      size: 'uint64',
      price: 'uint64',
    },
    schema: estimateMarginResponseSchema,
    required: ['marketId', 'partyId', 'side', 'size'],
    // Market, party, side and size must all be good at once (side: buy or sell only).
    extraRuns: 300,
  },
  '/api/v2/estimate/position': {
    query: { marketId: id('market'), openVolume: 'int32', collateralAvailable: 'uint64' },
    schema: estimatePositionResponseSchema,
    required: ['marketId', 'openVolume'],
  },
  '/api/v2/balance/changes': {
    query: { ...accountFilter('filter'), ...DATE_RANGE, ...PAGINATION },
    schema: balanceChangesResponseSchema,
  },
  '/api/v2/networkhistory': { query: {}, schema: networkHistoryStatusResponseSchema },
  '/api/v2/networkhistory/bootstrap': {
    query: {},
    schema: networkHistoryBootstrapResponseSchema,
  },
  '/api/v2/networkhistory/segments': { query: {}, schema: historySegmentsResponseSchema },
  '/network/parameters': {
    query: { networkParameterKey: 'paramKey' },
    schema: coreNetworkParametersResponseSchema,
  },
  '/statistics/spam/:partyId': {
    query: {},
    path: { partyId: id('party') },
    schema: spamStatisticsResponseSchema,
  },
  '/rest/info': { query: {}, schema: infoResponseSchema },
  '/rest/transactions': {
    query: {
      limit: 'int32',
      before: 'txCursor',
      after: 'txCursor',
      'filters[tx.submitter]': id('party'),
      'filters[cmd.type]': 'txType',
      'filters[block.height]': 'uint64',
      // Keys the list refuses (any filter it does not know is a 400, not ignored).
      'filters[command.market]': id('market'),
      'filters[]': 'text',
    },
    schema: transactionsResponseSchema,
  },
  '/rest/transactions/:hash': {
    query: {},
    path: { hash: id('transaction') },
    schema: transactionResponseSchema,
  },
  '/transactions/:hash': {
    query: {},
    path: { hash: id('transaction') },
    schema: transactionResponseSchema,
  },
};

/**
 * Routes that answer no JSON and take no parameters, each with the reason it is not fuzzed.
 * `/metrics` is the Prometheus text exposition of the node's own counters (http/metrics.ts).
 */
/** The CSV export (spec §4.1, reference §1): fuzzed on its own, its errors take the stream form. */
export const EXPORT_ROUTE = '/api/v2/ledgerentry/export';
export const EXPORT_QUERY: Record<string, ParamKind> = {
  partyId: { id: 'party' },
  assetId: { id: 'asset' },
  'dateRange.startTimestamp': 'timestamp',
  'dateRange.endTimestamp': 'timestamp',
};

/** The network-history export: CSV or the streaming error form, like the ledger export. */
export const HISTORY_EXPORT_ROUTE = '/api/v2/networkhistory/export';
export const HISTORY_EXPORT_QUERY: Record<string, ParamKind> = {
  fromBlock: 'uint64',
  toBlock: 'uint64',
  table: enumOf(NetworkHistoryTable),
};
