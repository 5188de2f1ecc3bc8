import Fastify from 'fastify';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import type { Config } from '../config.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { registerMetrics } from '../http/metrics.ts';
import { registerStartupGate } from '../http/startup-gate.ts';
import { marketsTradingGauge } from '../http/markets-trading.ts';
import type { Database } from '../store/database.ts';
import { createChainNode, listenAndMakeHistory } from './chain-node.ts';
import type { RunningRole } from './running-role.ts';

/**
 * NODE_ROLE=chain: the simulation and the only writer. Each block is committed in one
 * transaction with its outbox row and announced by NOTIFY (chain-node.ts); API processes do
 * the serving. Its own HTTP port answers /health and /metrics only.
 */
export async function runChainRole(
  config: Config,
  genesis: Genesis,
  db: Database,
): Promise<RunningRole> {
  const chain = createChainNode(config, genesis, db, {
    onCommit: (out, seconds) => app.metrics.blockCommitted(Number(out.height), seconds),
  });
  const app = Fastify({ logger: { level: config.LOG_LEVEL } });
  registerErrorHandling(app);
  registerStartupGate(app, {
    isReady: () => chain.isServing(),
    progress: () => chain.progress(),
    storeError: () => chain.storeError(),
    details: () => ({
      role: 'chain',
      // live: false while a restart serves its stored chain and restores the state (committed-state.ts).
      ...(chain.isServing()
        ? { committedHeight: Number(chain.lastCommittedHeight()), live: chain.isReady() }
        : {}),
    }),
    marketsTrading: marketsTradingGauge(db, () =>
      chain.isServing() ? chain.lastCommittedHeight().toString() : undefined,
    ),
  });
  registerMetrics(app, { subscriberCounts: () => new Map() });
  const historyMs = await listenAndMakeHistory(chain, app, db, config);
  return {
    summary: `chain process (health and metrics on http://${config.HOST}:${config.PORT}): chain ${genesis.chainId} at block ${chain.head().height} (history in ${historyMs} ms)`,
  };
}
