// `npm run bench:chain`: how fast the simulated chain makes and stores blocks (budgets in
// docs/benchmarks.md: fast-forward ≥ 2,000 blocks/min with ≥ 50 tx/block; live block p99
// ≤ 100 ms with 200 open orders per market; RSS after 10,000 blocks ≤ 1.5 GB). PGlite in memory,
// default genesis. Baseline, measured in the same run: the same chain with no transactions
// (empty blocks), which is what block bookkeeping alone costs on this machine.
import { ChainRunner } from '../src/node/chain-runner.ts';
import { MAINTENANCE_INTERVAL } from '../src/node/housekeeping-step.ts';
import { FAST_FORWARD_GROUP } from '../src/node/block-maker.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import { openDatabase, type Database } from '../src/store/database.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';
import { executeBlock } from '../src/chain/engine/block/execute-block.ts';
import { Rng } from '../src/chain/engine/rng.ts';
import { NetworkState } from '../src/chain/engine/state/network-state.ts';
import { blockInserts, writeBlocks } from '../src/store/block-writer.ts';
import type { BlockOutput } from '../src/chain/engine/block/block-output.ts';
import { IN_MEMORY_RETENTION_BLOCKS } from '../src/config.ts';
import { percentile, printTable, rssMb } from './bench-support.ts';

const FAST_FORWARD_BLOCKS = Number(process.env.BENCH_BLOCKS ?? 3000);
const LIVE_BLOCKS = Number(process.env.BENCH_LIVE_BLOCKS ?? 300);
const MEMORY_BLOCKS = Number(process.env.BENCH_MEMORY_BLOCKS ?? 10_000);
const START = 1_767_225_600_000_000_000n;
const RETENTION = Number(process.env.RETENTION_BLOCKS ?? IN_MEMORY_RETENTION_BLOCKS);

const TABLES = [
  'blocks',
  'transactions',
  'order_versions',
  'orders_current',
  'trades',
  'ledger_entries',
  'accounts',
  'positions',
  'margin_levels',
  'market_data',
  'deposits',
  'market_depth',
];

async function rowCount(db: Database): Promise<number> {
  let total = 0;
  for (const table of TABLES) {
    const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
    total += Number(row?.n ?? 0);
  }
  return total;
}

async function freshChain(
  historyBlocks: number,
  retentionBlocks?: number,
  onCommit?: (out: BlockOutput) => void,
) {
  const genesis = await loadGenesis();
  const dataDir = process.env.BENCH_DATA_DIR
    ? `${process.env.BENCH_DATA_DIR}/${Date.now()}`
    : undefined;
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await initialiseChainState(db, genesis);
  const chain = new ChainRunner({
    genesis,
    db,
    seed: 'bench',
    blockIntervalMs: 1000,
    historyBlocks,
    startTime: START,
    manual: true,
    retentionBlocks,
    onCommit,
  });
  return { db, chain, genesis };
}

/** Baseline: blocks with no transactions at all, executed and committed the same way. */
async function emptyBlocks(blocks: number) {
  const { db, genesis } = await freshChain(0);
  const state = new NetworkState(genesis, START);
  const started = performance.now();
  let group: BlockOutput[] = [];
  for (let h = 1n; h <= BigInt(blocks); h++) {
    group.push(executeBlock(state, h, START + h * 1_000_000_000n, [], new Rng('empty', h)));
    if (h % FAST_FORWARD_GROUP === 0n || h === BigInt(blocks)) {
      const outs = group;
      await db.transaction((tx) => writeBlocks(tx, outs, blockInserts(outs, [])));
      group = [];
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = await rowCount(db);
  await db.close();
  return {
    blocksPerMin: (blocks / seconds) * 60,
    txPerBlock: 0,
    txPerSec: 0,
    rowsPerSec: rows / seconds,
  };
}

/**
 * What `npm start` does before serving: the history made as fast as possible, committed in
 * groups of FAST_FORWARD_GROUP blocks. `grouped = false`: the same blocks committed one DB
 * transaction each, as live blocks are (for comparison).
 */
async function fastForward(blocks: number, grouped = true) {
  let txs = 0;
  const { db, chain } = await freshChain(grouped ? blocks : 0, undefined, (out) => {
    txs += out.transactions.length;
  });
  const started = performance.now();
  await chain.start();
  if (!grouped) await chain.advance(blocks);
  const seconds = (performance.now() - started) / 1000;
  const rows = await rowCount(db);
  await db.close();
  return {
    blocksPerMin: (blocks / seconds) * 60,
    txPerBlock: txs / blocks,
    txPerSec: txs / seconds,
    rowsPerSec: rows / seconds,
  };
}

async function live() {
  // Execution + commit ends when the block is committed (onCommit, where the streams publish);
  // the housekeeping every 50 blocks runs after that, between blocks, and is timed apart.
  let committedAt = 0;
  const { db, chain } = await freshChain(600, undefined, () => {
    committedAt = performance.now();
  });
  await chain.start();
  const times: number[] = [];
  const housekeeping: number[] = [];
  for (let i = 0; i < LIVE_BLOCKS; i++) {
    const t = performance.now();
    await chain.advance(1);
    times.push(committedAt - t);
    if (chain.state.height % MAINTENANCE_INTERVAL === 0n)
      housekeeping.push(performance.now() - committedAt);
  }
  const openOrders = chain.state.markets.map((m) => m.book.liveOrders().length);
  await db.close();
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    housekeeping: housekeeping.length ? Math.max(...housekeeping) : Number.NaN,
    openOrders,
  };
}

/** As `npm start` runs it: in memory, with the in-memory default retention window. */
async function memory() {
  const { db, chain } = await freshChain(0, RETENTION);
  await chain.start();
  const samples: { blocks: number; rss: number }[] = [];
  for (let done = 0; done < MEMORY_BLOCKS; done += 1000) {
    // One block at a time: advance(n) returns the n block outputs, which the server never keeps.
    for (let i = 0; i < Math.min(1000, MEMORY_BLOCKS - done); i++) await chain.advance(1);
    samples.push({ blocks: done + 1000, rss: rssMb() });
  }
  await db.close();
  const last = samples[samples.length - 1]!;
  // Growth while history accumulates (before the first pruning) and once the window is full.
  const growth = (from: number, to: number) => {
    const a = samples.find((s) => s.blocks === from);
    const b = samples.find((s) => s.blocks === to);
    return a && b && to > from ? ((b.rss - a.rss) * 1000) / (to - from) : Number.NaN;
  };
  const full = Math.ceil((RETENTION + 1000) / 1000) * 1000;
  return {
    rssMb: last.rss,
    filling: growth(1000, Math.min(full - 1000, last.blocks)),
    full: growth(full, last.blocks),
    samples,
  };
}

// Each part runs in its own process (`npm run bench:chain` runs all three), so one part's
// memory does not show up in another's figures.
const part = process.argv[2] ?? 'fast-forward';
if (part === 'fast-forward') {
  const baseline = await emptyBlocks(FAST_FORWARD_BLOCKS);
  const chain = await fastForward(FAST_FORWARD_BLOCKS);
  const perBlock = await fastForward(FAST_FORWARD_BLOCKS, false);
  const row = (label: string, f: (r: typeof chain) => number, digits = 0) => [
    label,
    ...[chain, perBlock, baseline].map((r) => f(r).toFixed(digits)),
  ];
  printTable(`Chain benchmark (${FAST_FORWARD_BLOCKS} blocks fast-forward, PGlite in memory)`, [
    [
      '',
      `simulated chain (${FAST_FORWARD_GROUP} blocks per DB transaction)`,
      'the same, one DB transaction per block',
      'baseline: empty blocks',
    ],
    row('blocks/min', (r) => r.blocksPerMin),
    row('transactions/block', (r) => r.txPerBlock, 1),
    row('transactions/s', (r) => r.txPerSec),
    row('rows written/s', (r) => r.rowsPerSec),
  ]);
} else if (part === 'live') {
  const liveStats = await live();
  printTable(`Live blocks (${LIVE_BLOCKS} blocks after 600 of history; execution + commit)`, [
    ['p50 ms', liveStats.p50.toFixed(1)],
    ['p99 ms', liveStats.p99.toFixed(1)],
    ['max ms', liveStats.max.toFixed(1)],
    ['housekeeping between blocks, max ms (every 50 blocks)', liveStats.housekeeping.toFixed(0)],
    ['open orders per market', liveStats.openOrders.join(', ')],
  ]);
} else {
  const mem = await memory();
  printTable(
    `Memory (${MEMORY_BLOCKS} blocks, PGlite ${process.env.BENCH_DATA_DIR ? 'on disk' : 'in memory'}, ${RETENTION || 'all'} blocks of history kept)`,
    [
      ['RSS MB at the end', mem.rssMb.toFixed(0)],
      ['RSS growth MB per 1,000 blocks while history accumulates', mem.filling.toFixed(1)],
      ['RSS growth MB per 1,000 blocks once the window is full', mem.full.toFixed(1)],
      [
        'samples (blocks: MB)',
        mem.samples.map((s) => `${s.blocks}: ${s.rss.toFixed(0)}`).join(', '),
      ],
    ],
  );
}
process.exit(0);
