// `npm run bench:api`: how fast the data node serves its API from a large history (issue
// budgets: 50-row pages of orders by party, trades by market and ledger entries by party at
// p50 ≤ 5 ms and p99 ≤ 25 ms under 50 concurrent clients; 250 subscribers of the trades stream
// served within p99 ≤ 50 ms of the block's commit, each item serialised once per publish; a
// 1,000,000-row ledger export at ≥ 50,000 rows/s with RSS growth ≤ 50 MB).
//
// Each part runs in its own process: `rest`, `streams`, `export`. The server is the real app on
// a real port; the load generator and the stream subscribers run in child processes
// (http-load.ts, ws-subscribers.ts). The data: a short run of the real chain, copied in bulk to
// the sizes below (api-seed.ts). PGlite in memory unless DATABASE_URL names a PostgreSQL server
// (a fresh database is made there and dropped after). Every figure has a baseline measured in
// the same run: a hello-world route of the same server, a raw broadcast to the same sockets,
// a primary-key read of the same table and a static file of the same size.
import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { encodeCursor } from '../src/http/pagination.ts';
import type { Database } from '../src/store/database.ts';
import { LEDGER_COLUMNS } from '../src/store/ledger.ts';
import { LiveHub } from '../src/streams/live-hub.ts';
import { publishBlock } from '../src/streams/publish-block.ts';
import { openBenchDatabase, seedBulk, startChain, type SeedResult } from './api-seed.ts';
import {
  ChildProcess,
  fmt,
  maxOf,
  percentile,
  printTable,
  rssMb,
  sleep,
  wallMs,
} from './bench-support.ts';
import type { DownloadJob, DownloadResult, LoadJob, LoadResult } from './http-load.ts';
import type { Opened, Received, SubscriberCommand } from './ws-subscribers.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Real chain blocks whose rows are the copies' templates (and the stream part's history). */
const TEMPLATE_BLOCKS = env('BENCH_TEMPLATE_BLOCKS', 150);
const SIZES = {
  orders: env('BENCH_ORDERS', 120_000),
  trades: env('BENCH_TRADES', 220_000),
  ledgerEntries: env('BENCH_LEDGER', 1_100_000),
};
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const SECONDS = env('BENCH_SECONDS', 10);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 2);
const PAGE = 50;
const SUBSCRIBERS = env('BENCH_SUBSCRIBERS', 250);
const STREAM_HISTORY = env('BENCH_STREAM_HISTORY', 300);
const STREAM_BLOCKS = env('BENCH_STREAM_BLOCKS', 150);
const STREAM_GAP_MS = env('BENCH_STREAM_GAP_MS', 200);
const EXPORT_LEDGER = env('BENCH_EXPORT_LEDGER', 1_150_000);
/** Every 8th entry goes to another party: the market maker holds 7/8 of the ledger. */
const EXPORT_WHALE_EVERY = 8;

const dbLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory');
const ms = (value: number) => value.toFixed(2);
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A fixed shuffle (the same order every run), so consecutive requests ask for other rows. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let state = 2026;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// REST: 50-row pages under 50 concurrent clients.

interface Scenario {
  name: string;
  paths: string[];
  /** Held to the budget (p50 ≤ 5 ms, p99 ≤ 25 ms); the others are reported only. */
  budget: boolean;
}

function restScenarios(seed: SeedResult): Scenario[] {
  const page = `pagination.first=${PAGE}`;
  const parties = shuffled(seed.parties);
  const markets = shuffled(seed.markets);
  // Newest first, so the page after this cursor starts half way back in the ledger.
  const middle = encodeURIComponent(
    encodeCursor([String(Math.floor(seed.counts.ledger_entries / 2))]),
  );
  return [
    { name: 'baseline: hello-world route', paths: ['/bench/hello'], budget: false },
    {
      name: 'orders by party (`filter.partyIds`)',
      paths: parties.map((p) => `/api/v2/orders?filter.partyIds=${p}&${page}`),
      budget: true,
    },
    {
      name: 'trades by market (`marketIds`)',
      paths: markets.map((m) => `/api/v2/trades?marketIds=${m}&${page}`),
      budget: true,
    },
    {
      name: 'ledger by party, from side (`filter.fromAccountFilter.partyIds`)',
      paths: parties.map(
        (p) => `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}&${page}`,
      ),
      budget: true,
    },
    {
      name: "ledger by party, either side (the explorer's query)",
      paths: parties.map(
        (p) =>
          `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}` +
          `&filter.toAccountFilter.partyIds=${p}&${page}`,
      ),
      budget: true,
    },
    {
      name: 'ledger by party, either side, a page from the middle of the history (cursor)',
      paths: parties.map(
        (p) =>
          `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}` +
          `&filter.toAccountFilter.partyIds=${p}&${page}&pagination.after=${middle}`,
      ),
      budget: false,
    },
    {
      name: 'trades by party (`partyIds`)',
      paths: parties.map((p) => `/api/v2/trades?partyIds=${p}&${page}`),
      budget: false,
    },
  ];
}

async function restPart() {
  const db = await openBenchDatabase();
  await startChain(db, TEMPLATE_BLOCKS);
  const seed = await seedBulk(db, SIZES);
  console.log(
    `seeded in ${seed.seconds.toFixed(0)} s: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries, ` +
      `${seed.parties.length} parties, ${seed.markets.length} markets`,
  );
  const app = await buildApp({
    db,
    logLevel: 'warn',
    rateLimit: false,
    blockHeaders: () => seed.head,
  });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  const origin = await listen(app);
  const client = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');

  const rows: string[][] = [
    [
      `${PAGE}-row page, ${CONNECTIONS} clients, ${SECONDS} s`,
      'requests/s',
      'vs hello-world',
      'p50 ms',
      'p99 ms',
      'max ms',
      'budget (p50 ≤ 5, p99 ≤ 25)',
      '1 client: requests/s',
      '1 client: p50 ms',
      '1 client: p99 ms',
    ],
  ];
  let helloRate = 0;
  const run = async (scenario: Scenario, connections: number, seconds: number) => {
    const result = await client.ask({
      kind: 'load',
      origin,
      paths: scenario.paths,
      connections,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
    });
    if (result.errors > 0)
      throw new Error(`${scenario.name}: ${result.errors} failed requests (${result.firstError})`);
    return result;
  };
  for (const scenario of restScenarios(seed)) {
    // One client alone: what a request costs without waiting behind others.
    const alone = await run(scenario, 1, Math.max(1, SECONDS / 3));
    const result = await run(scenario, CONNECTIONS, SECONDS);
    const rate = result.requests / result.seconds;
    if (!helloRate) helloRate = rate;
    const p50 = percentile(result.latencies, 50);
    const p99 = percentile(result.latencies, 99);
    rows.push([
      scenario.name,
      fmt(rate),
      helloRate === rate ? '1' : `1/${(helloRate / rate).toFixed(1)}`,
      ms(p50),
      ms(p99),
      ms(maxOf(result.latencies)),
      scenario.budget ? mark(p50 <= 5 && p99 <= 25) : '–',
      fmt(alone.requests / alone.seconds),
      ms(percentile(alone.latencies, 50)),
      ms(percentile(alone.latencies, 99)),
    ]);
    console.log(`  ${scenario.name}: ${fmt(rate)} req/s, p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
  }
  client.stop();
  printTable(
    `REST (${dbLabel()}: ${fmt(seed.counts.orders_current)} orders, ${fmt(seed.counts.trades)} trades, ` +
      `${fmt(seed.counts.ledger_entries)} ledger entries, ${seed.parties.length} parties, ` +
      `${seed.markets.length} markets)`,
    rows,
  );
  await app.close();
  await db.close();
}

// ---------------------------------------------------------------------------------------------
// Streams: 250 subscribers of the trades stream, delay from commit to arrival.

interface Delays {
  delays: number[];
  received: number;
  expected: number;
}

function delayRow(label: string, d: Delays): string[] {
  return [
    label,
    `${fmt(d.received)} / ${fmt(d.expected)}`,
    ms(percentile(d.delays, 50)),
    ms(percentile(d.delays, 99)),
    ms(maxOf(d.delays)),
  ];
}

async function streamsPart() {
  let serialised = 0;
  let serialisedBytes = 0;
  let published = 0;
  const hub = new LiveHub({
    serialize: (item) => {
      const text = JSON.stringify(item);
      serialised++;
      serialisedBytes += text.length;
      return text;
    },
  });
  // Wall time of each block's commit, by block time (the trades' timestamp), and the trades
  // of each block per market, for the count of messages every subscriber should get.
  const commitAt = new Map<string, number>();
  const tradesPerBlock: Map<string, number>[] = [];
  const db: Database = await openBenchDatabase();
  const { chain } = await startChain(db, STREAM_HISTORY, (out) => {
    const at = wallMs();
    if (hub.subscriberCount('trades') > 0 && out.trades.length > 0) {
      commitAt.set(out.timeNs.toString(), at);
      published += out.trades.length;
      const perMarket = new Map<string, number>();
      for (const { trade } of out.trades)
        perMarket.set(trade.marketId, (perMarket.get(trade.marketId) ?? 0) + 1);
      tradesPerBlock.push(perMarket);
    }
    publishBlock(hub, out);
  });

  const app = await buildApp({ db, hub, logLevel: 'warn', rateLimit: false });
  // Baseline: the same sockets count, sent one pre-built message per publish, no hub.
  const broadcast = new Set<{ send(data: string): void }>();
  app.get('/bench/broadcast', { websocket: true }, (socket) => {
    broadcast.add(socket);
    socket.on('close', () => broadcast.delete(socket));
  });
  const origin = (await listen(app)).replace('http', 'ws');
  const markets = chain.state.markets.map((m) => m.id);
  // Most subscribers take every trade (one shared message per publish); some filter by market
  // (their own message, made of the same serialised items).
  const filtered = Math.floor(SUBSCRIBERS * 0.4);
  const urls = Array.from({ length: SUBSCRIBERS }, (_, i) =>
    i < filtered
      ? `${origin}/api/v2/stream/trades?marketIds=${markets[i % markets.length]}`
      : `${origin}/api/v2/stream/trades`,
  );
  const subscribers = new ChildProcess<SubscriberCommand, Opened | Received>('./ws-subscribers.ts');
  const opened = (await subscribers.ask({ cmd: 'open', urls })) as Opened;
  if (opened.opened !== SUBSCRIBERS)
    throw new Error(`only ${opened.opened} of ${SUBSCRIBERS} stream connections opened`);

  const blockTimes: number[] = [];
  for (let i = 0; i < STREAM_BLOCKS; i++) {
    const t = performance.now();
    await chain.advance(1);
    blockTimes.push(performance.now() - t);
    await sleep(STREAM_GAP_MS);
  }
  await sleep(1000);
  const received = (await subscribers.ask({ cmd: 'collect' })) as Received;
  const expectedFor = (url: string) => {
    const market = new URL(url).searchParams.get('marketIds');
    let n = 0;
    for (const perMarket of tradesPerBlock) {
      const count = market
        ? (perMarket.get(market) ?? 0)
        : [...perMarket.values()].reduce((a, b) => a + b, 0);
      n += Math.ceil(count / 50);
    }
    return n;
  };
  const stream: Delays = {
    delays: received.map(([, key, at]) => at - (commitAt.get(key) ?? Number.NaN)),
    received: received.length,
    expected: urls.reduce((n, url) => n + expectedFor(url), 0),
  };
  if (stream.delays.some(Number.isNaN)) throw new Error('a message of no committed block');
  // BENCH_DEBUG=1: per publish, first / median / last arrival. A publish whose first arrival
  // is late was held up before anything was sent (a pause of the server or the machine).
  if (process.env.BENCH_DEBUG) {
    const perPublish = new Map<string, number[]>();
    for (const [, key, at] of received) {
      const list = perPublish.get(key) ?? [];
      list.push(at - commitAt.get(key)!);
      perPublish.set(key, list);
    }
    for (const [key, list] of perPublish) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(key, list.length, ms(sorted[0]!), ms(percentile(sorted, 50)), ms(sorted.at(-1)!));
    }
  }

  // Baseline: as many publishes, same cadence, a message of the average size, to raw sockets.
  const averageBytes = Math.round(serialisedBytes / Math.max(1, commitAt.size));
  const opened2 = (await subscribers.ask({
    cmd: 'open',
    urls: Array.from({ length: SUBSCRIBERS }, () => `${origin}/bench/broadcast`),
  })) as Opened;
  if (opened2.opened !== SUBSCRIBERS) throw new Error('baseline sockets did not open');
  const padding = 'x'.repeat(averageBytes);
  for (let i = 0; i < commitAt.size; i++) {
    const text = JSON.stringify({ sentAt: wallMs(), padding });
    for (const socket of broadcast) socket.send(text);
    await sleep(STREAM_GAP_MS + percentile(blockTimes, 50));
  }
  await sleep(1000);
  const raw = (await subscribers.ask({ cmd: 'collect' })) as Received;
  const baseline: Delays = {
    delays: raw.map(([, key, at]) => at - Number(key)),
    received: raw.length,
    expected: commitAt.size * SUBSCRIBERS,
  };
  subscribers.stop();

  const p99 = percentile(stream.delays, 99);
  printTable(
    `Trades stream (${SUBSCRIBERS} WebSocket subscribers, ${filtered} of them filtered by market; ` +
      `${STREAM_BLOCKS} blocks ${STREAM_GAP_MS} ms apart after ${STREAM_HISTORY} of history, ${dbLabel()})`,
    [
      ['delay, commit → arrival', 'messages received / expected', 'p50 ms', 'p99 ms', 'max ms'],
      delayRow('trades stream', stream),
      delayRow('baseline: one pre-built message per publish, raw sockets', baseline),
    ],
  );
  printTable('Trades stream: budget and serialisation', [
    ['p99 ≤ 50 ms', `${mark(p99 <= 50)} (${ms(p99)} ms)`],
    ['blocks with trades (publishes)', fmt(commitAt.size)],
    ['trades published', fmt(published)],
    ['item serialisations', fmt(serialised)],
    ['serialisations per published trade', (serialised / Math.max(1, published)).toFixed(2)],
    ['block execution + commit p50 ms', ms(percentile(blockTimes, 50))],
  ]);
  await app.close();
  await db.close();
}

// ---------------------------------------------------------------------------------------------
// Ledger export: rows/s and server RSS growth for one party with ~1M entries.

interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * Samples this process's RSS every 10 ms while `work` runs, after a full collection (when the
 * process runs with --expose-gc, as `npm run bench:api` does) so garbage of earlier work does
 * not count.
 */
async function withRss(
  work: () => Promise<{ rows: number; bytes: number }>,
): Promise<ExportFigures> {
  collectGarbage?.();
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb());
  }, 10);
  const started = performance.now();
  const { rows, bytes } = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  rssPeak = Math.max(rssPeak, rssMb());
  return { rows, bytes, seconds, rssBefore, rssPeak };
}

function exportRow(label: string, f: ExportFigures): string[] {
  return [
    label,
    fmt(f.rows),
    f.seconds.toFixed(2),
    fmt(f.rows / f.seconds),
    (f.bytes / 1024 / 1024 / f.seconds).toFixed(1),
    fmt(f.rssBefore),
    fmt(f.rssPeak - f.rssBefore, 1),
  ];
}

async function exportPart() {
  const db = await openBenchDatabase();
  await startChain(db, TEMPLATE_BLOCKS);
  const seed = await seedBulk(db, {
    orders: 0,
    trades: 0,
    ledgerEntries: EXPORT_LEDGER,
    whaleEvery: EXPORT_WHALE_EVERY,
  });
  const party = seed.busiestLedgerParty;
  const app = await buildApp({ db, logLevel: 'warn', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'api-bench-'));
  const file = join(dir, 'same-size.csv');
  app.get('/bench/file', (_request, reply) => reply.type('text/csv').send(createReadStream(file)));
  const origin = await listen(app);
  const client = new ChildProcess<DownloadJob, DownloadResult>('./http-load.ts');
  const download = async (path: string) => {
    const result = await client.ask({ kind: 'download', origin, path });
    if (result.status !== 200) throw new Error(`${path}: HTTP ${result.status}`);
    // The export's first line is its header.
    return { rows: result.lines - (path.startsWith('/bench') ? 0 : 1), bytes: result.bytes };
  };

  // Baseline 1: the database alone handing over rows, by primary key in batches of the
  // export's size, without CSV or HTTP.
  const readRows = (limit: number) => async () => {
    let after = '0';
    let rows = 0;
    while (rows < limit) {
      const batch = await db.query<{ seq: string }>(
        `SELECT ${LEDGER_COLUMNS} FROM ledger_entries WHERE seq > $1 ORDER BY seq LIMIT 5000`,
        [after],
      );
      if (batch.length === 0) break;
      rows += batch.length;
      after = batch[batch.length - 1]!.seq;
    }
    return { rows, bytes: 0 };
  };
  // A running node's buffer pool (PGlite: shared_buffers 128 MB of WASM memory) is full; a
  // freshly seeded one is not, and the first full read fills it. One untimed read of the whole
  // table first, so neither figure below counts the pool filling up.
  const warmUp = await withRss(readRows(Number.POSITIVE_INFINITY));

  const exported = await withRss(() => download(`/api/v2/ledgerentry/export?partyId=${party}`));
  const read = await withRss(readRows(exported.rows));

  // Baseline 2: a file of the same size and line count, streamed by the same server.
  const line = `${'x'.repeat(Math.max(1, Math.round(exported.bytes / exported.rows) - 1))}\n`;
  const block = line.repeat(10_000);
  await writeFile(file, '');
  for (let written = 0; written < exported.rows; written += 10_000)
    await appendFile(
      file,
      exported.rows - written >= 10_000 ? block : line.repeat(exported.rows - written),
    );
  const fileStream = await withRss(() => download('/bench/file'));
  client.stop();
  await rm(dir, { recursive: true, force: true });

  const rate = exported.rows / exported.seconds;
  const growth = exported.rssPeak - exported.rssBefore;
  printTable(
    `Ledger export (one party on ${fmt(exported.rows)} of ${fmt(seed.counts.ledger_entries)} entries, ${dbLabel()})`,
    [
      ['', 'rows', 's', 'rows/s', 'MB/s', 'RSS before MB', 'RSS growth MB (peak)'],
      exportRow('`GET /api/v2/ledgerentry/export?partyId=…`', exported),
      exportRow('baseline: SELECT by primary key, 5,000-row batches', read),
      exportRow('baseline: static file of the same size over HTTP', fileStream),
      exportRow('(before both, not counted: warm-up read of the whole table)', warmUp),
    ],
  );
  printTable('Ledger export: budget', [
    ['≥ 50,000 rows/s', `${mark(rate >= 50_000)} (${fmt(rate)})`],
    ['RSS growth ≤ 50 MB', `${mark(growth <= 50)} (${fmt(growth, 1)} MB)`],
  ]);
  await app.close();
  await db.close();
}

const part = process.argv[2] ?? 'rest';
if (part === 'rest') await restPart();
else if (part === 'streams') await streamsPart();
else if (part === 'export') await exportPart();
else throw new Error(`unknown part "${part}": rest, streams or export`);
process.exit(0);
