import { get as httpGet } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS } from '#contract/stream-messages.ts';
import { StreamClient } from '../streams/ws-client.ts';
import {
  health,
  scratchDatabase,
  startNode,
  stopNode,
  waitForHealth,
  type NodeProcess,
} from './node-processes.ts';

// One writer (NODE_ROLE=chain) and two readers (NODE_ROLE=api) as real processes on
// one real PostgreSQL database. Runs in `npm run test:postgres` (TEST_DATABASE_URL).
// Collected only with a PostgreSQL server (vite.config.ts POSTGRES_ONLY; npm run test:postgres).
const SERVER_URL = process.env.TEST_DATABASE_URL;
if (!SERVER_URL) throw new Error('roles.test.ts needs TEST_DATABASE_URL (npm run test:postgres)');
// ROLES_TEST_PORT moves the five ports (3303-3307): engineers sharing a machine run this at once.
const PORT_BASE = Number(process.env.ROLES_TEST_PORT ?? 3303);
const CHAIN_PORT = PORT_BASE;
const API_PORTS = [PORT_BASE + 1, PORT_BASE + 2] as const;
const INTERVAL_MS = 200;
const CLUSTER_PORT = PORT_BASE + 3;

/** GET `path` on the cluster's port over a new connection from `localAddress`. */
function getFrom(localAddress: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(
      { host: '127.0.0.1', port: CLUSTER_PORT, path, localAddress, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
  });
}

/** /health over a new connection from `localAddress` (a loopback address: 127.0.0.x). */
function healthFrom(localAddress: string): Promise<{ worker?: number; pid?: number } | undefined> {
  return getFrom(localAddress, '/health').then(
    (r) =>
      r.status === 200 ? (JSON.parse(r.body) as { worker?: number; pid?: number }) : undefined,
    () => undefined,
  );
}

/** The count of one route's GET 200 answers in a Prometheus text scrape (0 when absent). */
function requestCount(scrape: string, route: string): number {
  const line = scrape
    .split('\n')
    .find(
      (l) =>
        l.startsWith('http_request_duration_seconds_count{') &&
        l.includes(`route="${route}"`) &&
        l.includes('method="GET"') &&
        l.includes('status="200"'),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('NODE_ROLE=api without DATABASE_URL', () => {
  it('exits non-zero with a one-line message', async () => {
    const node = startNode({ NODE_ROLE: 'api' }, PORT_BASE + 4);
    expect(await node.exited).toBe(1);
    expect(node.output().trim()).toBe(
      'NODE_ROLE=api needs DATABASE_URL: the PostgreSQL server the chain process (NODE_ROLE=chain) writes to',
    );
  }, 30_000);
});

describe('a chain process and two API processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: pg.Client;
  let chain: NodeProcess;
  let apis: NodeProcess[] = [];
  let workers: NodeProcess;
  const streams: StreamClient[] = [];
  // Ten minutes ago: the history's blocks are INTERVAL_MS apart, so the first live block is
  // well past the markets' opening auctions and every block trades.
  const startTime = new Date(Date.now() - 600_000).toISOString();
  const chainEnv = () => ({
    NODE_ROLE: 'chain',
    DATABASE_URL: database.url,
    START_TIME: startTime,
    HISTORY_BLOCKS: '20',
    BLOCK_INTERVAL_MS: String(INTERVAL_MS),
  });
  const ready = (h: { status: string }) => h.status === 'ok';
  const newestCommitted = async () =>
    Number((await db.query<{ h: string }>('SELECT max(height)::text AS h FROM blocks')).rows[0]?.h);

  beforeAll(async () => {
    database = await scratchDatabase(SERVER_URL!);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    // The readers first: they wait (503) until the writer has made its history.
    apis = API_PORTS.map((port) =>
      startNode({ NODE_ROLE: 'api', DATABASE_URL: database.url }, port),
    );
    workers = startNode(
      { NODE_ROLE: 'api', DATABASE_URL: database.url, API_WORKERS: '2' },
      CLUSTER_PORT,
    );
    chain = startNode(chainEnv(), CHAIN_PORT);
    await Promise.all([chain, ...apis, workers].map((n) => waitForHealth(n, ready, 'ready')));
  }, 90_000);

  afterAll(async () => {
    for (const s of streams) s.ws.terminate();
    // The workers die with their primary (they exit when it disconnects).
    await Promise.all([chain, ...apis, workers].filter(Boolean).map((n) => stopNode(n, 'SIGKILL')));
    await db?.end();
    await database?.drop();
  }, 30_000);

  it('says each role in /health', async () => {
    expect((await health(CHAIN_PORT))?.role).toBe('chain');
    for (const port of API_PORTS) expect((await health(port))?.role).toBe('api');
  });

  it('API_WORKERS=2: a client stays on one worker; a killed worker is replaced while the other serves', async () => {
    // Both workers up: some address reaches one, some the other.
    const pids = new Set<number>();
    for (let i = 0; pids.size < 2 && i < 300; i++) {
      const pid = (await healthFrom(`127.0.0.${1 + (i % 40)}`))?.pid;
      if (pid) pids.add(pid);
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(pids.size).toBe(2);
    // Sticky: every new connection from one address reaches the same worker (so that
    // worker's per-client limits are the client's limits on the whole port).
    const seen = new Set<number | undefined>();
    for (let i = 0; i < 10; i++) seen.add((await healthFrom('127.0.0.1'))?.pid);
    expect(seen.size).toBe(1);
    const first = await healthFrom('127.0.0.1');
    // Some other loopback address lands on the other worker.
    let other: { worker?: number; pid?: number } | undefined;
    let otherAddress = '';
    for (let i = 2; i < 40 && !other; i++) {
      const h = await healthFrom(`127.0.0.${i}`);
      if (h && h.pid !== first?.pid) [other, otherAddress] = [h, `127.0.0.${i}`];
    }
    expect(other?.pid).toBeDefined();
    expect(other?.worker).not.toBe(first?.worker);

    process.kill(first!.pid!, 'SIGKILL');
    // Until a new worker is in the dead one's slot: the other worker keeps serving its own
    // clients, and the dead worker's clients are answered by a live worker (the other one until
    // the replacement is up; how soon that is depends on the machine, so either may answer).
    let replaced: { worker?: number; pid?: number } | undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      expect((await healthFrom(otherAddress))?.pid).toBe(other!.pid);
      const h = await healthFrom('127.0.0.1');
      if (h?.pid !== undefined) expect(h.pid).not.toBe(first!.pid);
      if (h?.pid !== undefined && h.pid !== other!.pid) {
        replaced = h;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    // The new worker took the dead one's slot, so its clients are back where they were.
    expect(replaced?.worker).toBe(first!.worker);
    expect([first!.pid, other!.pid]).not.toContain(replaced?.pid);
  }, 90_000);

  it('API_WORKERS=2: /metrics on the port counts the requests of every worker, whichever answers', async () => {
    // Two client addresses that reach different workers.
    const byPid = new Map<number, string>();
    // (Until both are up: a worker may still be starting when this runs alone.)
    for (const deadline = Date.now() + 30_000; byPid.size < 2 && Date.now() < deadline;) {
      for (let i = 1; i <= 40 && byPid.size < 2; i++) {
        const h = await healthFrom(`127.0.0.${i}`);
        if (h?.pid !== undefined && !byPid.has(h.pid)) byPid.set(h.pid, `127.0.0.${i}`);
      }
      if (byPid.size < 2) await new Promise((r) => setTimeout(r, 200));
    }
    const [a, b] = [...byPid.values()];
    expect(b).toBeDefined();
    const route = '/api/v2/assets';
    const before = await getFrom(a!, '/metrics');
    expect(before.status).toBe(200);
    const counted = requestCount(before.body, route);
    // 3 requests on one worker, 5 on the other.
    for (let i = 0; i < 3; i++) expect((await getFrom(a!, route)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await getFrom(b!, route)).status).toBe(200);
    // Either worker's scrape reports both: a per-worker registry would say +3 or +5.
    for (const address of [a!, b!]) {
      const after = await getFrom(address, '/metrics');
      expect(after.status).toBe(200);
      expect(requestCount(after.body, route) - counted).toBe(8);
      // The processes' event-loop delay histograms, added up (cluster-metrics.ts).
      expect(after.body).toContain('nodejs_eventloop_delay_seconds_bucket{le="0.005"}');
      // One series per metric name, as Prometheus' text format wants.
      const types = after.body.split('\n').filter((l) => l.startsWith('# TYPE '));
      expect(new Set(types).size).toBe(types.length);
    }
  }, 60_000);

  it('answers the same URL at the same X-Block-Height with byte-identical bodies', async () => {
    // Writer paused: the database stops moving, and both readers catch up to its newest block.
    chain.child.kill('SIGSTOP');
    try {
      // A COMMIT already sent when it stopped still lands.
      await new Promise((r) => setTimeout(r, 300));
      const newest = await newestCommitted();
      for (const api of apis)
        await waitForHealth(api, (h) => h.height === newest, `block ${newest}`, 10_000);
      const urls = [
        '/api/v2/trades?pagination.first=30',
        '/api/v2/orders?pagination.first=30',
        '/api/v2/markets',
        '/api/v2/accounts?pagination.first=30',
        '/api/v2/ledgerentry/history?pagination.first=20',
      ];
      for (const url of urls) {
        const answers = await Promise.all(
          API_PORTS.map((port) => fetch(`http://127.0.0.1:${port}${url}`)),
        );
        const bodies = await Promise.all(answers.map((a) => a.text()));
        expect(answers.map((a) => a.headers.get('x-block-height'))).toEqual([
          String(newest),
          String(newest),
        ]);
        expect(bodies[1], url).toBe(bodies[0]);
        expect(bodies[0]!.length, url).toBeGreaterThan(20);
      }
    } finally {
      chain.child.kill('SIGCONT');
    }
  }, 30_000);

  it('streams the same trades to both readers, across a kill -9 and a restart of the writer, without gap or duplicate', async () => {
    for (const port of API_PORTS)
      streams.push(await StreamClient.connect(`ws://127.0.0.1:${port}${STREAMS.trades.path}`));
    const first = (await health(CHAIN_PORT))!.committedHeight!;
    // 20 blocks live.
    await waitForHealth(chain, (h) => (h.committedHeight ?? 0) >= first + 20, '20 more blocks');

    chain.child.kill('SIGKILL');
    await chain.exited;
    const atKill = await newestCommitted();
    await new Promise((r) => setTimeout(r, 1500));
    for (const api of apis) {
      const h = await waitForHealth(api, (x) => x.height === atKill, 'the last block', 5000);
      // Still answering; the writer's silence shows as the age of the newest block.
      expect(h.status).toBe('ok');
      expect(h.lag).toBe(0);
      expect(h.lastBlockAgeMs).toBeGreaterThan(1000);
      const rest = await fetch(`http://127.0.0.1:${api.port}/api/v2/markets`);
      expect(rest.status).toBe(200);
    }
    for (const s of streams) expect(s.closeInfo).toBeUndefined();

    // Restarted: it replays its stored chain and carries on from the last committed block.
    chain = startNode(chainEnv(), CHAIN_PORT);
    await waitForHealth(
      chain,
      (h) => ready(h) && (h.committedHeight ?? 0) >= atKill + 10,
      'resumed',
    );
    chain.child.kill('SIGKILL');
    await chain.exited;
    const end = await newestCommitted();
    for (const api of apis)
      await waitForHealth(api, (h) => h.height === end, `block ${end}`, 10_000);

    const received = streams.map((s) =>
      s.messages.flatMap((m) => (m as { result: { trades: { id: string }[] } }).result.trades),
    );
    for (const trades of received) expect(trades.length).toBeGreaterThan(10);
    // Independently of the streams: every trade the database holds from each stream's first one
    // on, in commit order: nothing missed, nothing twice.
    for (const trades of received) {
      const stored = await db.query<{ id: string }>(
        'SELECT id FROM trades WHERE seq >= (SELECT seq FROM trades WHERE id = $1) ORDER BY seq',
        [trades[0]!.id],
      );
      expect(trades.map((t) => t.id)).toEqual(stored.rows.map((r) => r.id));
    }
    // The same updates in the same order: the later subscriber's messages end the other's.
    const [a, b] = streams.map((s) => s.messages.map((m) => JSON.stringify(m)));
    const [longer, shorter] = a!.length >= b!.length ? [a!, b!] : [b!, a!];
    expect(longer.slice(longer.length - shorter.length)).toEqual(shorter);
  }, 120_000);
});
