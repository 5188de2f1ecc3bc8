/**
 * `npm run bench:api` part `rest-hostile` (issue 11, "Fast uncached reads"): a REST workload the
 * response cache cannot help. 50 clients, every request a different URL — an order by id, a
 * party's or a market's orders / trades from a cursor, a party's ledger from a cursor, a party's
 * positions and accounts from a cursor and page size — while the real chain commits a block every
 * second, the cache on (its hit rate is reported and must stay under 5 %).
 *
 * Measured in the same run, on the same thread as the data node: a bare Fastify hello-world
 * (throughput is reported as a fraction of it), the chain's block time idle and under the load,
 * and the longest REST answer that overlapped a housekeeping round (the run is aligned so that
 * one falls inside it). PGlite in memory, or PostgreSQL with DATABASE_URL.
 *
 * BENCH_SECONDS (default 60, the issue's) shortens the run for iterating.
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import type { ChainRunner } from '../src/node/chain-runner.ts';
import { MAINTENANCE_INTERVAL } from '../src/node/chain-runner.ts';
import { encodeCursor } from '../src/store/keyset-page.ts';
import type { Queryable } from '../src/store/database.ts';
import { DEFAULT_RESPONSE_CACHE_MB, ResponseCache } from '../src/http/response-cache.ts';
import { touchedBy } from '../src/http/response-cache-tags.ts';
import type { BlockHeaderInfo } from '../src/http/block-headers.ts';
import { continueAfterCopies, openBenchDatabase, seedBulk, startChain } from './api-seed.ts';
import {
  ChildProcess,
  fmt,
  maxOf,
  percentile,
  printTable,
  sleep,
  wallMs,
} from './bench-support.ts';
import type { LoadJob, LoadResult } from './http-load.ts';
import {
  CONNECTIONS,
  PAGE,
  SIZES,
  TEMPLATE_BLOCKS,
  WARMUP_SECONDS,
  dbLabel,
  env,
  listen,
  mark,
  ms,
  shuffled,
} from './api-bench-common.ts';

/** The 60 s unless BENCH_SECONDS says otherwise. */
const SECONDS = env('BENCH_SECONDS', 60);
const CACHE_MB = env('RESPONSE_CACHE_MB', DEFAULT_RESPONSE_CACHE_MB);
const BLOCK_INTERVAL_MS = env('BENCH_BLOCK_INTERVAL_MS', 1000);
/** Blocks timed with no load, the figure the loaded block time is compared with. */
const IDLE_BLOCKS = env('BENCH_IDLE_BLOCKS', 15);
/**
 * Distinct URLs: more than the run can send at the fastest rate expected (a client cycles
 * through its own slice of them), so no URL is asked twice.
 */
const PATHS = env('BENCH_HOSTILE_PATHS', (SECONDS + WARMUP_SECONDS) * 4000);
const BUDGET_P99 = process.env.DATABASE_URL ? 25 : 50;

/** The kinds of request, in equal shares; the name heads the per-kind console lines. */
const KINDS = [
  'order by id',
  'orders by party, cursor',
  'orders by market, cursor',
  'trades by party, cursor',
  'trades by market, cursor',
  'ledger by party (either side), cursor',
  'positions by party, cursor',
  'accounts by party, cursor',
] as const;

const cursor = (key: string[]) => encodeURIComponent(encodeCursor(key));

/** `count` distinct request paths, KINDS in turn, shuffled; `kindOf[i]` = the kind of path i. */
async function hostilePaths(db: Queryable, count: number) {
  const each = Math.ceil(count / KINDS.length);
  // Samples spread over each table (a hash order: neither the newest rows nor one party's).
  const orders = await db.query<{ id: string; party_id: string; market_id: string; c: string }>(
    `SELECT id, party_id, market_id, created_ns::text AS c FROM orders_current
     ORDER BY md5(id) LIMIT ${each}`,
  );
  const trades = await db.query<{ seq: string; buyer: string; market_id: string }>(
    `SELECT seq::text AS seq, buyer, market_id FROM trades ORDER BY md5(id) LIMIT ${each}`,
  );
  const ledger = await db.query<{ seq: string; party: string }>(
    `SELECT seq::text AS seq, from_owner AS party FROM ledger_entries
     WHERE from_owner ~ '^[0-9a-f]{64}$' AND seq % 7 = 3 ORDER BY md5(seq::text) LIMIT ${each}`,
  );
  const positions = await db.query<{ party_id: string; market_id: string }>(
    'SELECT party_id, market_id FROM positions ORDER BY party_id, market_id',
  );
  const accounts = await db.query<{ owner: string; asset_id: string; m: string; type: string }>(
    `SELECT owner, asset_id, market_id AS m, type FROM accounts
     WHERE owner ~ '^[0-9a-f]{64}$' ORDER BY owner, asset_id, market_id, type`,
  );
  const at = <T>(rows: T[], i: number) => rows[i % rows.length]!;
  const page = `pagination.first=${PAGE}`;
  // Positions and accounts are few: the page size (1…50) varies too, so each URL is new.
  const sizeOf = (i: number, rows: number) => 1 + (Math.floor(i / rows) % 50);
  const make: ((i: number) => string)[] = [
    (i) => `/api/v2/order/${at(orders, i).id}`,
    (i) => {
      const o = at(orders, i + 1);
      return `/api/v2/orders?filter.partyIds=${o.party_id}&${page}&pagination.after=${cursor([o.c, o.id])}`;
    },
    (i) => {
      const o = at(orders, i + 2);
      return `/api/v2/orders?filter.marketIds=${o.market_id}&${page}&pagination.after=${cursor([o.c, o.id])}`;
    },
    (i) => {
      const t = at(trades, i);
      return `/api/v2/trades?partyIds=${t.buyer}&${page}&pagination.after=${cursor([t.seq])}`;
    },
    (i) => {
      const t = at(trades, i + 1);
      return `/api/v2/trades?marketIds=${t.market_id}&${page}&pagination.after=${cursor([t.seq])}`;
    },
    (i) => {
      const l = at(ledger, i);
      return (
        `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${l.party}` +
        `&filter.toAccountFilter.partyIds=${l.party}&${page}&pagination.after=${cursor([l.seq])}`
      );
    },
    (i) => {
      const p = at(positions, i);
      return (
        `/api/v2/positions?filter.partyIds=${p.party_id}` +
        `&pagination.first=${sizeOf(i, positions.length)}&pagination.after=${cursor([p.party_id, p.market_id])}`
      );
    },
    (i) => {
      const a = at(accounts, i);
      return (
        `/api/v2/accounts?filter.partyIds=${a.owner}&pagination.first=${sizeOf(i, accounts.length)}` +
        `&pagination.after=${cursor([a.owner, a.asset_id, a.m, a.type])}`
      );
    },
  ];
  const tagged: { path: string; kind: number }[] = [];
  for (let i = 0; i < each; i++)
    make.forEach((build, kind) => tagged.push({ path: build(i), kind }));
  const mixed = shuffled(tagged);
  return { paths: mixed.map((t) => t.path), kindOf: mixed.map((t) => t.kind) };
}

interface BlockWindow {
  height: bigint;
  start: number;
  end: number;
}

/**
 * The live chain as ChainRunner's timer runs it (server.ts): a block, a pause of `intervalMs`,
 * the next. Records each block's wall-clock window (housekeeping included, at its heights).
 */
function runLiveChain(chain: ChainRunner, intervalMs: number) {
  const windows: BlockWindow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let failure: unknown;
  const next = () => {
    timer = setTimeout(() => {
      const start = wallMs();
      current = chain.advance(1).then(
        (outputs) => {
          windows.push({ height: outputs[0]!.height, start, end: wallMs() });
          if (!stopped) next();
        },
        (err: unknown) => (failure = err),
      );
    }, intervalMs);
  };
  next();
  return {
    windows,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (failure) throw failure;
    },
  };
}

/**
 * Blocks that carry housekeeping: the round's first (retention prune, CHECKPOINT on PGlite),
 * and since the round is spread over blocks (store/maintenance.ts `maintainSlices`) the 23 after
 * it (one VACUUM or ANALYZE each on PGlite). Before that change only the first carried it all.
 */
const HOUSEKEEPING_BLOCKS = 24n;
const isHousekeeping = (w: BlockWindow) => w.height % MAINTENANCE_INTERVAL < HOUSEKEEPING_BLOCKS;
const durations = (windows: BlockWindow[]) => windows.map((w) => w.end - w.start);

/** The longest answer whose request was in flight during one of `windows`. */
function maxDuring(result: LoadResult, windows: BlockWindow[]) {
  let max = 0;
  let count = 0;
  const starts = result.starts!;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = start + result.latencies[i]!;
    if (windows.some((w) => start < w.end && end > w.start)) {
      count++;
      if (result.latencies[i]! > max) max = result.latencies[i]!;
    }
  }
  return { max, count };
}

export async function hostilePart() {
  const load0 = loadavg()[0]!;
  const db = await openBenchDatabase();
  let onCommit: Parameters<typeof startChain>[2] = undefined;
  let onHousekeeping: Parameters<typeof startChain>[3] = undefined;
  const { chain } = await startChain(
    db,
    TEMPLATE_BLOCKS,
    (out, seconds) => onCommit?.(out, seconds),
    () => onHousekeeping?.(),
  );
  const seed = await seedBulk(db, SIZES);
  await continueAfterCopies(db, chain);
  console.log(
    `seeded in ${seed.seconds.toFixed(0)} s: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries`,
  );
  // Wired as server.ts wires them.
  const cache = new ResponseCache(Math.floor(CACHE_MB * 1024 * 1024));
  let committed: BlockHeaderInfo = seed.head;
  onCommit = (out) => {
    committed = { height: out.height.toString(), timeNs: out.timeNs.toString() };
    cache.blockCommitted(touchedBy(out));
  };
  onHousekeeping = () => cache.clear();
  const app = await buildApp({
    db,
    logLevel: 'warn',
    rateLimit: false,
    blockHeaders: () => committed,
    responseCache: cache,
  });
  const origin = await listen(app);
  // The baseline: Fastify with nothing but one route, in this process, beside the same chain.
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloOrigin = await listen(hello);

  const { paths, kindOf } = await hostilePaths(db, PATHS);
  const client = new ChildProcess<LoadJob, LoadResult>('./http-load.ts');
  const run = async (at: string, urls: string[], seconds: number) => {
    const result = await client.ask({
      kind: 'load',
      origin: at,
      paths: urls,
      connections: CONNECTIONS,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      recordStarts: true,
    });
    if (result.errors > 0)
      throw new Error(`${result.errors} failed requests (${result.firstError})`);
    return result;
  };

  // Idle: the chain alone, block after block at its interval.
  let live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  while (live.windows.length < IDLE_BLOCKS) await sleep(100);
  await live.stop();
  const idle = durations(live.windows);

  // CPU time of this process (server, chain, database on PGlite) per request: unlike latency
  // and throughput, hardly moved by other processes sharing the cores.
  let cpu = process.cpuUsage();
  const cpuMsSince = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  const helloRun = await run(helloOrigin, ['/'], Math.min(10, SECONDS));
  await live.stop();
  const helloCpu = cpuMsSince(cpu);
  const helloRate = helloRun.requests / helloRun.seconds;

  // A housekeeping round lands about ten blocks into the measured run: the chain is moved on
  // (as fast as it goes) to the height that puts it there.
  const lead = BigInt(WARMUP_SECONDS + Math.min(10, Math.floor(SECONDS / 2)));
  const interval = MAINTENANCE_INTERVAL;
  const skip = (interval - ((chain.head().height + lead) % interval)) % interval;
  if (skip > 0n) await chain.advance(Number(skip));
  cache.clear();

  const statsBefore = { ...cache.stats };
  live = runLiveChain(chain, BLOCK_INTERVAL_MS);
  cpu = process.cpuUsage();
  const result = await run(origin, paths, SECONDS);
  const hostileCpu = cpuMsSince(cpu);
  await live.stop();
  const after = cache.stats;
  const hits = after.hits - statsBefore.hits + (after.coalesced - statsBefore.coalesced);
  const all = hits + (after.misses - statsBefore.misses);
  const hitRate = all === 0 ? 0 : (100 * hits) / all;
  const load1 = loadavg()[0]!;

  const rate = result.requests / result.seconds;
  const p50 = percentile(result.latencies, 50);
  const p99 = percentile(result.latencies, 99);
  const housekeeping = live.windows.filter(isHousekeeping);
  const duringHousekeeping = maxDuring(result, housekeeping);
  const duringBlocks = maxDuring(result, live.windows);
  const loaded = durations(live.windows);

  for (const [kind, name] of KINDS.entries()) {
    const mine = result.latencies.filter((_, i) => kindOf[result.pathIndexes![i]!] === kind);
    console.log(
      `  ${name}: ${fmt(mine.length)} requests, p50 ${ms(percentile(mine, 50))} ms, ` +
        `p99 ${ms(percentile(mine, 99))} ms, max ${ms(maxOf(mine))} ms`,
    );
  }
  const blockRatio = percentile(loaded, 99) / percentile(idle, 99);
  printTable(
    `REST, cache-hostile (${dbLabel()}: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries; ` +
      `${CONNECTIONS} clients, ${SECONDS} s, a block every ${fmt(BLOCK_INTERVAL_MS)} ms; ` +
      `load average ${load0.toFixed(1)} → ${load1.toFixed(1)})`,
    [
      ['Fastify hello-world, same process: requests/s', fmt(helloRate)],
      [
        'hostile mix: requests/s (share of hello-world)',
        `${fmt(rate)} (${((100 * rate) / helloRate).toFixed(1)} %)`,
      ],
      [
        'CPU of the server process per request, ms (hello-world / hostile mix; warm-up and blocks included)',
        `${(helloCpu / helloRun.requests).toFixed(3)} / ${(hostileCpu / result.requests).toFixed(3)}`,
      ],
      [
        `hostile mix: p50 / p99 / max ms (budget p99 ≤ ${BUDGET_P99})`,
        `${ms(p50)} / ${ms(p99)} / ${ms(maxOf(result.latencies))} (${mark(p99 <= BUDGET_P99)})`,
      ],
      [
        'response cache hits (stored or joined in flight; budget < 5 %)',
        `${hitRate.toFixed(2)} % (${mark(hitRate < 5)})`,
      ],
      [
        'blocks carrying housekeeping in the run: count, longest ms',
        `${housekeeping.length}: ${ms(maxOf(durations(housekeeping)))}`,
      ],
      [
        'longest answer overlapping housekeeping (budget ≤ 100 ms)',
        housekeeping.length
          ? `${ms(duringHousekeeping.max)} ms over ${fmt(duringHousekeeping.count)} requests (${mark(duringHousekeeping.max <= 100)})`
          : '–',
      ],
      [
        'longest answer overlapping any block (execution, commit, housekeeping)',
        `${ms(duringBlocks.max)} ms over ${fmt(duringBlocks.count)} requests`,
      ],
      [
        'block time idle: p50 / p99 ms',
        `${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))} (${idle.length} blocks)`,
      ],
      [
        'block time under the load: p50 / p99 ms (budget p99 within 10 % of idle)',
        `${ms(percentile(loaded, 50))} / ${ms(percentile(loaded, 99))} (${loaded.length} blocks; ` +
          `${blockRatio.toFixed(2)}× idle, ${mark(blockRatio <= 1.1)})`,
      ],
    ],
  );
  client.stop();
  await app.close();
  await hello.close();
  await db.close();
}
