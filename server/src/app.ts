import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBlockHeaders, type BlockHeaderSource } from './http/block-headers.ts';
import { registerResponseCache } from './http/response-cache-hooks.ts';
import type { ResponseCache } from './http/response-cache.ts';
import { handleFrameworkError, registerErrorHandling } from './http/errors.ts';
import { registerMetrics, type MetricsOptions } from './http/metrics.ts';
import { registerRateLimit, type RateLimitOptions } from './http/rate-limit.ts';
import { registerStaticApp } from './http/static-app.ts';
import { collectRouteDocs } from './http/api-docs/route-catalog.ts';
import { registerStartupGate, type StartupProgress } from './http/startup-gate.ts';
import { marketsTradingGauge } from './http/markets-trading.ts';
import type { TrustProxy } from './config.ts';
import { accountRoutes } from './routes/accounts.ts';
import { assetRoutes } from './routes/assets.ts';
import { candleRoutes } from './routes/candles.ts';
import { cometRoutes } from './routes/cometbft.ts';
import { depositWithdrawalRoutes } from './routes/deposits-withdrawals.ts';
import { governanceRoutes } from './routes/governance.ts';
import { infoRoutes } from './routes/info.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { marginLevelRoutes } from './routes/margin-levels.ts';
import { marketDataRoutes } from './routes/market-data.ts';
import { marketDepthRoutes } from './routes/market-depth.ts';
import { marketRoutes } from './routes/markets.ts';
import { networkParameterRoutes } from './routes/network-parameters.ts';
import { nodeRoutes } from './routes/nodes.ts';
import { orderRoutes } from './routes/orders.ts';
import { partyRoutes } from './routes/parties.ts';
import { positionRoutes } from './routes/positions.ts';
import { snapshotRoutes } from './routes/snapshots.ts';
import { spamStatisticsRoutes } from './routes/spam-statistics.ts';
import { tradeRoutes } from './routes/trades.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { transferRoutes } from './routes/transfers.ts';
import { validatorEventRoutes } from './routes/validator-events.ts';
import { stakeRoutes } from './routes/stake.ts';
import { erc20BundleRoutes } from './routes/erc20-bundles.ts';
import { networkLimitRoutes } from './routes/network-limits.ts';
import { oracleRoutes } from './routes/oracles.ts';
import { rewardRoutes } from './routes/rewards.ts';
import { estimateRoutes } from './routes/estimates.ts';
import { balanceChangeRoutes } from './routes/balance-changes.ts';
import { networkHistoryRoutes } from './routes/network-history.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { networkHistoryExportRoutes } from './routes/network-history-export.ts';
import type { Database } from './store/database.ts';
import type { LiveHub } from './streams/live-hub.ts';
import { registerStreams } from './streams/register-streams.ts';
import { registerStreaming, type StreamingOptions } from './streams/streaming.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface AppOptions {
  db: Database;
  /** Built explorer to serve; undefined = API only (tests). */
  staticDir?: string | undefined;
  logLevel?: string;
  /** Answers /health with 200, and the API at all, only once this says so (history in place). */
  isReady?: () => boolean;
  /** Height reached and history target while starting, for /health (chain.progress()). */
  startupProgress?: () => StartupProgress;
  /** Why the store refuses the chain's blocks right now (chain.storeError()); /health says it. */
  storeError?: () => string | undefined;
  /** More fields of /health (the role, committed height, lag). */
  healthDetails?: () => Record<string, unknown>;
  /** Where the chain publishes stream updates (`app.hub`); a new one unless given. */
  hub?: LiveHub;
  /** Stream connection limits (streams/stream-limits.ts defaults), fromHeight's replay source. */
  streams?: StreamingOptions;
  /**
   * Which peers' X-Forwarded-For names the client (Fastify's `trustProxy`: addresses/CIDRs or
   * a hop count; `TRUST_PROXY`). Default off: the TCP peer is the client, loopback included.
   */
  trustProxy?: TrustProxy;
  /** REST rate limit per client (http/rate-limit.ts defaults); false = off. */
  rateLimit?: RateLimitOptions | false;
  /** Latest committed block, for the X-Block-Height / X-Block-Timestamp headers. */
  blockHeaders?: BlockHeaderSource;
  /**
   * Block-scoped cache of the JSON routes' answers (http/response-cache.ts); whoever commits
   * blocks must call its `blockCommitted()`. Unset (tests, tools without a chain) = no cache.
   */
  responseCache?: ResponseCache;
  /** `/metrics` settings: a worker of API_WORKERS answers for the cluster. */
  metrics?: MetricsOptions;
}

/**
 * This Fastify turns a numeric `trustProxy` into "trust nothing" (it cannot check the peer), so
 * a hop count becomes proxy-addr's own hop function: the first `n` hops from us are proxies.
 */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Builds the data node's HTTP app; never listens (server.ts does), so tests can inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    // Requests are GETs; bound what anyone can make us buffer.
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    frameworkErrors: handleFrameworkError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  app.decorate('db', options.db);
  registerErrorHandling(app);
  // Before any route: /api/openapi.json describes the routes that declare themselves from here on.
  collectRouteDocs(app);
  // First: @fastify/websocket's hook marks upgrades (request.ws), so the hooks below that
  // refuse a request close a refused upgrade's socket too.
  await registerStreaming(app, { ...options.streams, hub: options.hub });
  registerRateLimit(app, options.rateLimit);
  // After the limiter (a starting node still counts requests), before anything that reads data.
  registerStartupGate(app, {
    isReady: options.isReady ?? (() => true),
    progress: options.startupProgress,
    storeError: options.storeError,
    details: options.healthDetails,
    marketsTrading: marketsTradingGauge(options.db, () => options.blockHeaders?.()?.height),
  });
  registerBlockHeaders(app, options.blockHeaders);
  // After the limiter and the block headers: a cached answer still takes a token.
  registerResponseCache(app, options.responseCache);
  await registerStreams(app);
  registerMetrics(app, app.hub, options.metrics);

  // Public read-only API: any origin may read it (architecture: the explorer is static files).
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('Access-Control-Allow-Origin', '*');
    // Lets explorers on other origins read which block a response is as of.
    void reply.header('Access-Control-Expose-Headers', 'X-Block-Height, X-Block-Timestamp');
    done(null, payload);
  });

  await app.register(assetRoutes);
  await app.register(orderRoutes);
  await app.register(tradeRoutes);
  await app.register(marketRoutes);
  await app.register(marketDataRoutes);
  await app.register(marketDepthRoutes);
  await app.register(positionRoutes);
  await app.register(accountRoutes);
  await app.register(partyRoutes);
  await app.register(marginLevelRoutes);
  await app.register(transactionRoutes);
  await app.register(ledgerRoutes);
  await app.register(depositWithdrawalRoutes);
  await app.register(networkParameterRoutes);
  await app.register(infoRoutes);
  await app.register(candleRoutes);
  await app.register(nodeRoutes);
  await app.register(snapshotRoutes);
  await app.register(spamStatisticsRoutes);
  await app.register(governanceRoutes);
  await app.register(transferRoutes);
  await app.register(cometRoutes);
  await app.register(validatorEventRoutes);
  await app.register(stakeRoutes);
  await app.register(erc20BundleRoutes);
  await app.register(networkLimitRoutes);
  await app.register(oracleRoutes);
  await app.register(rewardRoutes);
  await app.register(estimateRoutes);
  await app.register(balanceChangeRoutes);
  await app.register(networkHistoryRoutes);
  await app.register(networkHistoryExportRoutes);
  await app.register(apiDocsRoutes);
  if (options.staticDir) await registerStaticApp(app, options.staticDir);
  return app;
}
