/**
 * Soak (its budget, docs/benchmarks.md): the real server (`server.ts`, as `npm start` runs it,
 * PGlite on disk in a temp DATA_DIR, a block a second) for SOAK_MINUTES (default 30) under 50 REST
 * clients and 250 WebSocket stream subscribers, as 50 client addresses (TRUST_PROXY=127.0.0.1 and
 * an `X-Forwarded-For` per client, so each has its own rate and stream budget as behind a load
 * balancer). Each REST client sends, after a short pause, one of: a cache-friendly read (the same
 * few lists every explorer page asks), a cache-hostile one (a party's or market's list walked page
 * by page with a random page size, so almost every URL is new), now and then a CSV export. The
 * subscribers spread over several stream kinds; a socket that closes is an error and is reopened.
 *
 * Reported: errors by kind (budget: 0 beyond 429s), the server process's RSS every minute and
 * its growth from minute 5 to the end (budget ≤ 10 %), p50/p99 per request kind and the stream
 * messages received. Latency is for information: the machine is shared.
 *
 * Settings: SOAK_MINUTES (30), SOAK_HISTORY_BLOCKS (300), SOAK_CLIENTS (50), SOAK_SUBSCRIBERS
 * (250), SOAK_PORT (3330). Usage: `npx tsx server/bench/soak-bench.ts` (`npm run bench:soak`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, percentile, sleep } from './bench-support.ts';
import { csvPath, FRIENDLY, HOSTILE, pick, readIds, STREAMS, type Ids } from './soak-workload.ts';
import { processRssMb, startSoakServer, untilHealthy } from './soak-server.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = env('SOAK_MINUTES', 30);
const HISTORY = env('SOAK_HISTORY_BLOCKS', 300);
const CLIENTS = env('SOAK_CLIENTS', 50);
const SUBSCRIBERS = env('SOAK_SUBSCRIBERS', 250);
const PORT = env('SOAK_PORT', 3330);
/** RSS growth is measured from this minute on (start-up, caches filling and JIT before it). */
const SETTLED_MINUTE = Math.min(5, Math.max(0, MINUTES - 1));
const THINK_MS = 200;
const TIMEOUT_MS = 30_000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The members of the `ws` client used here (`ws` ships no types). */
interface WsClient {
  on(event: 'open', listener: () => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(
    event: 'unexpected-response',
    listener: (req: unknown, res: { statusCode: number }) => void,
  ): this;
  close(): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { headers: Record<string, string> },
) => WsClient;

// ---------------------------------------------------------------------------------------------
// Figures

/** A Markdown table, the first row its header. */
function printTable(title: string, [head, ...body]: readonly (readonly string[])[]) {
  console.log(`\n### ${title}\n`);
  console.log(`| ${head!.join(' | ')} |`);
  console.log(`| ${head!.map(() => '---').join(' | ')} |`);
  for (const row of body) console.log(`| ${row.join(' | ')} |`);
}

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
let refused429 = 0;
let requests = 0;
const streamMessages = new Map<string, number>();
const rssMb: number[] = [];
const serverErrorLines: string[] = [];

const countError = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
const addTo = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

// ---------------------------------------------------------------------------------------------
// REST clients

async function request(kind: string, path: string, address: string): Promise<string | undefined> {
  const t0 = performance.now();
  requests++;
  try {
    const res = await fetch(`${ORIGIN}${path}`, {
      headers: { 'x-forwarded-for': address },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await res.text();
    if (res.status === 429) {
      refused429++;
      return undefined;
    }
    if (res.status !== 200) {
      countError(`HTTP ${res.status} (${kind})`);
      if (errors.get(`HTTP ${res.status} (${kind})`) === 1)
        console.error(`soak: ${res.status} for ${path}: ${body.slice(0, 300)}`);
      return undefined;
    }
    const list = latencies.get(kind) ?? [];
    list.push(performance.now() - t0);
    latencies.set(kind, list);
    return body;
  } catch (error) {
    countError(`${(error as Error).name === 'TimeoutError' ? 'timeout' : 'network'} (${kind})`);
    return undefined;
  }
}

async function restClient(index: number, ids: Ids, until: number) {
  const address = `10.1.0.${index + 1}`;
  // Where this client's walk of each hostile list stands.
  const walks = new Map<string, { base: string; after?: string }>();
  const hostileKinds = Object.keys(HOSTILE);
  await sleep(Math.random() * 1_000);
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.005) {
      await request('CSV export', csvPath(ids), address);
    } else if (roll < 0.45) {
      await request('cache-friendly', pick(FRIENDLY)(ids), address);
    } else {
      const kind = pick(hostileKinds);
      const walk = walks.get(kind) ?? { base: HOSTILE[kind]!(ids) };
      const size = 1 + Math.floor(Math.random() * 50);
      const after = walk.after ? `&pagination.after=${encodeURIComponent(walk.after)}` : '';
      const body = await request(
        kind,
        // The block explorer's list pages by `limit` (newest first), the others by cursor.
        kind === 'transactions'
          ? `${walk.base}?limit=${size}`
          : `${walk.base}&pagination.first=${size}${after}`,
        address,
      );
      const next =
        body && /"hasNextPage":true/.test(body) && /"endCursor":"([^"]+)"/.exec(body)?.[1];
      // At the end of a list (or on an error) the next walk starts on another one.
      walks.set(kind, next ? { base: walk.base, after: next } : { base: HOSTILE[kind]!(ids) });
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

// ---------------------------------------------------------------------------------------------
// Stream subscribers

function subscribe(kind: string, path: string, address: string, until: () => boolean): WsClient {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}${path}`, {
    headers: { 'x-forwarded-for': address },
  });
  ws.on('message', () => addTo(streamMessages, kind));
  ws.on('unexpected-response', (_req, res) => {
    countError(`stream refused ${res.statusCode} (${kind})`);
    ws.terminate();
  });
  ws.on('error', () => countError(`stream error (${kind})`));
  ws.on('close', (code, reason) => {
    if (until()) return;
    const key = `stream closed ${code} (${kind})`;
    countError(key);
    if (errors.get(key) === 1) console.error(`soak: ${key} ${path}: ${reason.toString()}`);
    // Reopened after a pause, so the subscribers stay 250.
    setTimeout(() => sockets.add(subscribe(kind, path, address, until)), 1_000);
  });
  return ws;
}
const sockets = new Set<WsClient>();

// ---------------------------------------------------------------------------------------------

const dir = await mkdtemp(join(tmpdir(), 'soak-bench-'));
const server = startSoakServer(dir, { port: PORT, history: HISTORY }, serverErrorLines);
let stopping = false;
try {
  const t0 = performance.now();
  await untilHealthy(server, ORIGIN);
  const ids = await readIds(ORIGIN);
  console.error(
    `soak: server ready in ${((performance.now() - t0) / 1000).toFixed(0)} s (${HISTORY} blocks); ` +
      `${ids.markets.length} markets, ${ids.parties.length} parties, ${ids.segments.length} segments`,
  );
  const kinds = Object.keys(STREAMS);
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const kind = kinds[i % kinds.length]!;
    const path = STREAMS[kind]!(ids, Math.floor(i / kinds.length));
    sockets.add(subscribe(kind, path, `10.1.0.${(i % CLIENTS) + 1}`, () => stopping));
  }
  const started = performance.now();
  const until = started + MINUTES * 60_000;
  const sampler = setInterval(() => {
    rssMb.push(processRssMb(server.pid!));
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.error(
      `soak: minute ${rssMb.length - 1}: RSS ${rssMb.at(-1)!.toFixed(0)} MB, ${fmt(requests)} requests, ` +
        `${refused429} × 429, ${errorCount} errors, ${serverErrorLines.length} server error lines`,
    );
  }, 60_000);
  rssMb.push(processRssMb(server.pid!)); // minute 0
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => restClient(i, ids, until)));
  clearInterval(sampler);
  // The last minute's sample (the timer's may not have come before the clients stopped).
  if (rssMb.length <= MINUTES) rssMb.push(processRssMb(server.pid!));
  if (server.exitCode !== null) countError(`server exited ${server.exitCode}`);
  const seconds = (performance.now() - started) / 1000;

  // ---- Report
  const errorTotal = [...errors.values()].reduce((a, b) => a + b, 0) + serverErrorLines.length;
  const settled = rssMb[SETTLED_MINUTE]!;
  const last = rssMb.at(-1)!;
  const growth = (last / settled - 1) * 100;
  console.log(
    `Soak: ${MINUTES} min, ${CLIENTS} REST clients + ${SUBSCRIBERS} stream subscribers, ` +
      `real server on PGlite on disk, ${HISTORY} blocks of history then a block a second.`,
  );
  printTable('Budgets', [
    ['measure', 'value', 'budget'],
    ['errors (beyond 429s)', String(errorTotal), `0 — ${errorTotal === 0 ? 'met' : 'NOT met'}`],
    [
      `RSS growth, minute ${SETTLED_MINUTE} → ${rssMb.length - 1}`,
      `${growth.toFixed(1)} % (${settled.toFixed(0)} → ${last.toFixed(0)} MB)`,
      `≤ 10 % — ${growth <= 10 ? 'met' : 'NOT met'}`,
    ],
    [
      'requests',
      `${fmt(requests)} (${fmt(requests / seconds, 1)}/s), ${fmt(refused429)} × 429`,
      '',
    ],
  ]);
  printTable('Errors by kind', [
    ['kind', 'count'],
    ...[...errors].map(([k, n]) => [k, String(n)]),
    ['server log lines at error level', String(serverErrorLines.length)],
  ]);
  printTable('Request latency by kind (informational: shared machine)', [
    ['kind', 'answers', 'p50 ms', 'p99 ms'],
    ...[...latencies].map(([k, xs]) => [
      k,
      fmt(xs.length),
      percentile(xs, 50).toFixed(1),
      percentile(xs, 99).toFixed(1),
    ]),
  ]);
  printTable('Stream messages received', [
    ['stream', 'messages'],
    ...[...streamMessages].map(([k, n]) => [k, fmt(n)]),
  ]);
  printTable('Server RSS by minute (MB)', [
    ['minute', 'RSS MB'],
    ...rssMb.map((mb, minute) => [String(minute), mb.toFixed(0)]),
  ]);
  for (const line of serverErrorLines.slice(0, 5)) console.error(`soak: server: ${line}`);
} finally {
  stopping = true;
  for (const ws of sockets) ws.terminate();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await rm(dir, { recursive: true, force: true });
}
