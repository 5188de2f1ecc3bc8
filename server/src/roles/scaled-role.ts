import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../store/database.ts';
import { Registry } from 'prom-client';
import { registerProcessMetrics } from '../http/event-loop-delay.ts';
import { registerChainMetrics } from '../http/metrics.ts';
import { createChainNode } from './chain-node.ts';
import { serveClusterMetrics } from './cluster-metrics.ts';
import { onShutdown, type RunningRole } from './running-role.ts';
import { startStickyPrimary } from './sticky-cluster.ts';

/**
 * API_WORKERS > 1 in the `api` or `all` role: this process is the cluster's primary (the port,
 * the routing of clients to workers, replacing dead workers); the workers are API processes.
 * In the `all` role the primary also runs the writer (no HTTP of its own: the workers serve);
 * `writer` is then its database and genesis.
 */
export async function runScaledRole(
  config: Config,
  writer?: { db: Database; genesis: Genesis },
): Promise<RunningRole> {
  const log = (message: string) => console.error(message);
  // The primary's own figures join the workers' in every scrape (cluster-metrics.ts): its
  // process and, in the `all` role, the writer's commits.
  const registry = new Registry();
  registerProcessMetrics(registry);
  const blockCommitted = writer ? registerChainMetrics(registry) : undefined;
  serveClusterMetrics(registry);
  const chain =
    writer &&
    createChainNode(config, writer.genesis, writer.db, {
      onCommit: (out, seconds) => blockCommitted?.(Number(out.height), seconds),
    });
  const primary = await startStickyPrimary({
    workers: config.API_WORKERS,
    port: config.PORT,
    host: config.HOST,
    log,
  });
  onShutdown(
    async () => {
      await chain?.stop();
      await primary.close();
      await writer?.db.close();
    },
    { info: log },
  );
  const started = Date.now();
  await chain?.start();
  return {
    summary: `data node on http://${config.HOST}:${config.PORT}: ${config.API_WORKERS} API workers${chain ? `, chain at block ${chain.head().height} (history in ${Date.now() - started} ms)` : ''}`,
  };
}
