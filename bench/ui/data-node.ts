import { startChild, waitForOk } from './processes.ts';
import { log } from './report.ts';

export interface RealNode {
  base: string;
  getJson<T>(path: string): Promise<T>;
}

/**
 * The real data node with the default 400-block history, serving the explorer built by this
 * run. Started as `npm start` starts it (scripts/start.mjs runs server/src/server.ts), minus
 * start.mjs's "rebuild dist/ when stale": the bench measures its own build (STATIC_DIR), and
 * must not rewrite the dist/ other people's runs are serving.
 */
export async function startRealNode(port: number, staticDir: string): Promise<RealNode> {
  const base = `http://127.0.0.1:${port}`;
  log(`starting the data node on ${base} (400 blocks of history first)…`);
  const started = Date.now();
  const child = startChild(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    START_TIME: '2026-01-01T00:00:00Z',
    LOG_LEVEL: 'warn',
    STATIC_DIR: staticDir,
  });
  await waitForOk(`${base}/health`, child, 240_000);
  log(`data node ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    base,
    async getJson<T>(path: string) {
      const response = await fetch(`${base}${path}`);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
  };
}
