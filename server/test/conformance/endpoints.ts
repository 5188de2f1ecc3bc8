import type { SwaggerEndpoint } from './endpoint-samples.ts';
import { NETWORK_ENDPOINTS } from './endpoints-network.ts';
import { TRADING_DATA_ENDPOINTS } from './endpoints-trading-data.ts';

export type { Samples, SwaggerEndpoint } from './endpoint-samples.ts';

/**
 * Every JSON route we serve, with the swagger path that describes it. Paths of the block
 * explorer (`/rest/…`, and the spec's `/transactions/{hash}`) are in blockexplorer.swagger.json,
 * the core's `/statistics/spam/{partyId}` in core.swagger.json and `/network/parameters` in
 * corestate.swagger.json: all are checked against the reference, none against our own zod.
 */
export const SWAGGER_ENDPOINTS: Record<string, SwaggerEndpoint> = {
  ...TRADING_DATA_ENDPOINTS,
  ...NETWORK_ENDPOINTS,
};

/** Routes outside the swagger check, each with the reason. */
export const OUT_OF_SWAGGER_SCOPE: Record<string, string> = {
  '/metrics':
    "the node's own Prometheus counters (text format, http/metrics.ts); in no reference file and not part of the Data API",
  '/api/v2/erc20/asset/limits/bundle':
    'answers for a proposal updating an ERC-20 asset, which the 160-block conformance chain does not make (its first comes after block 160); test/routes/oracles-rewards.test.ts checks the bundle of every such proposal of its 310-block chain against this swagger, and test/routes/stake-bundles.test.ts the 404s and 400s',
  '/api/v2/networkhistory/export':
    'a CSV file, not JSON (the reference zips it); its refusals (the spec §7 body) are fuzzed in test/fuzz/rest-routes.fuzz.test.ts and its content tested in test/routes/network-history-export.test.ts',
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
