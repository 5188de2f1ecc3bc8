import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import type { Genesis } from '../../src/chain/engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { RefusedUpgrade, StreamClient } from '../streams/ws-client.ts';
import { openTestDatabase } from '../test-database.ts';

/*
 * What is checked here is that /health and the API answer while the history is being made (503
 * with climbing heights, then 200), not how fast: the 100 ms budget of an answer is measured by
 * server/bench/health-bench.ts, since a timed assertion fails on a busy machine.
 */
const HISTORY = 150;

let genesis: Genesis;
let db: Database;
beforeAll(async () => {
  genesis = await loadGenesis();
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
});
afterAll(() => db.close());

interface Probe {
  status: number;
  body: { status?: string; height?: number; target?: number };
}

/**
 * Starts a chain (fresh or replaying what `db` holds) behind a listening app and polls /health
 * until it says 200, checking the API's answers while it is starting.
 */
async function startAndProbe() {
  const chain = new ChainRunner({
    genesis,
    db,
    seed: 'startup',
    blockIntervalMs: 1000,
    historyBlocks: HISTORY,
    startTime: TEST_START_TIME,
    manual: true,
  });
  const app: FastifyInstance = await buildApp({
    db,
    rateLimit: false,
    isReady: () => chain.isReady(),
    startupProgress: () => chain.progress(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let failed: unknown;
  const started = chain.start().catch((e: unknown) => {
    failed = e;
  });
  const probes: Probe[] = [];
  let rest: { status: number; body: unknown } | undefined;
  let stream: unknown;
  try {
    for (;;) {
      if (failed) throw failed;
      const res = await fetch(`http://${base}/health`, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as Probe['body'];
      probes.push({ status: res.status, body });
      if (res.status === 200) break;
      if (!rest) {
        const r = await fetch(`http://${base}/api/v2/assets`);
        rest = { status: r.status, body: await r.json() };
        stream = await StreamClient.connect(`ws://${base}/api/v2/stream/trades`).catch(
          (e: unknown) => e,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await started;
    const after = await fetch(`http://${base}/api/v2/assets`);
    return { probes, rest, stream, afterStatus: after.status };
  } finally {
    await started;
    await app.close();
  }
}

function checkProbes(probes: Probe[]) {
  const starting = probes.filter((p) => p.status === 503);
  expect(starting.length).toBeGreaterThan(3);
  for (const p of starting) {
    expect(p.body).toEqual({ status: 'starting', height: expect.any(Number), target: HISTORY });
    expect(p.body.height).toBeLessThanOrEqual(HISTORY);
  }
  // The heights climb while it starts.
  expect(starting.at(-1)!.body.height).toBeGreaterThan(starting[0]!.body.height!);
  expect(probes.at(-1)).toMatchObject({ status: 200, body: { status: 'ok', height: HISTORY } });
}

function checkRefusals(rest: { status: number; body: unknown } | undefined, stream: unknown) {
  expect(rest?.status).toBe(503);
  expect(rest?.body).toEqual({
    code: 14,
    message: 'Unavailable error',
    details: [
      {
        '@type': 'type.googleapis.com/net.ErrorDetail',
        code: 10503,
        message: 'the data node is starting',
        inner: expect.stringMatching(/^history at block \d+ of 150; retry shortly$/),
      },
    ],
  });
  expect(stream).toBeInstanceOf(RefusedUpgrade);
  expect((stream as RefusedUpgrade).status).toBe(503);
  expect(JSON.parse((stream as RefusedUpgrade).body)).toMatchObject({ code: 14 });
}

describe('a node that answers while it starts', () => {
  it('fresh history: /health answers while the history is made, 503 starting with heights, then 200', async () => {
    const { probes, rest, stream, afterStatus } = await startAndProbe();
    checkProbes(probes);
    checkRefusals(rest, stream);
    expect(afterStatus).toBe(200);
  }, 180_000);

  it('restart of a stored history: serves it while the state is restored, then goes live', async () => {
    // The chain above is stored with its 150 blocks (no interval snapshot yet: the network
    // snapshots every 300). The restore's first statement, listing the stored snapshots, is held
    // until the API has been checked: no snapshot read, nothing replayed, whatever the timing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const restoring = new Promise<void>((resolve) => (reached = resolve));
    const gated: Database = {
      ...db,
      query: async (sql, params) => {
        if (/FROM state_snapshots s LEFT JOIN blocks/.test(sql)) {
          reached();
          await held;
        }
        return db.query(sql, params);
      },
    };
    const chain = new ChainRunner({
      genesis,
      db: gated,
      seed: 'startup',
      blockIntervalMs: 1000,
      historyBlocks: HISTORY,
      startTime: TEST_START_TIME,
      manual: true,
    });
    const app = await buildApp({
      db,
      rateLimit: false,
      // As the roles wire it (roles/all-role.ts).
      isReady: () => chain.isServing(),
      startupProgress: () => chain.progress(),
      blockHeaders: () => {
        if (!chain.isServing()) return undefined;
        const head = chain.head();
        return { height: head.height.toString(), timeNs: head.timeNs.toString() };
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const started = chain.start();
    try {
      await restoring;
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      // marketsTrading: the markets the API lists in continuous trading at that block.
      const listed = (await (await fetch(`${base}/api/v2/markets`)).json()) as {
        markets: { edges: { node: { tradingMode: string } }[] };
      };
      const trading = listed.markets.edges.filter(
        (e) => e.node.tradingMode === 'TRADING_MODE_CONTINUOUS',
      ).length;
      expect(trading).toBeGreaterThan(0);
      expect(await health.json()).toEqual({
        status: 'ok',
        height: HISTORY,
        target: HISTORY,
        marketsTrading: trading,
      });
      const assets = await fetch(`${base}/api/v2/assets`);
      expect(assets.status).toBe(200);
      expect(assets.headers.get('x-block-height')).toBe(String(HISTORY));
      // Not live: no block can be made before the state is the stored head's.
      expect(chain.isReady()).toBe(false);
      release();
      await started;
      expect(chain.isReady()).toBe(true);
      expect(chain.state.height).toBe(BigInt(HISTORY));
      expect(chain.head().height).toBe(BigInt(HISTORY));
    } finally {
      release();
      await started.catch(() => undefined);
      await chain.stop();
      await app.close();
    }
  }, 180_000);
});
