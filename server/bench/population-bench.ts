// `npm run bench:population`: the population property over the whole sweep — 4 hours of chain
// time for 20 seeds at block intervals of 500 ms and 1 s (the engine alone, no store) — with
// the figures of every run and whether each holds the bar (population.property.test.ts runs a
// subset of it in `npm test`). CPU-bound, not timing-sensitive: the runs share
// POPULATION_WORKERS processes (2). POPULATION_SEEDS (comma-separated), POPULATION_HOURS and
// POPULATION_INTERVALS_MS narrow or widen it. Exits 1 if any run misses the bar.
import { cpus } from 'node:os';
import type { PopulationRun } from '../src/chain/population.ts';
import { judgeRun, LIFECYCLE_STATES } from '../src/chain/population.ts';
import { ChildProcess, fmt, printTable } from './bench-support.ts';
import type { PopulationJob } from './population-worker.ts';

const START = '1767225600000000000'; // 2026-01-01T00:00:00Z
const SEEDS = (
  process.env.POPULATION_SEEDS ??
  ['trading-network', ...Array.from({ length: 19 }, (_, i) => String(i + 1))].join(',')
).split(',');
const HOURS = Number(process.env.POPULATION_HOURS ?? 4);
const INTERVALS = (process.env.POPULATION_INTERVALS_MS ?? '500,1000').split(',').map(Number);
const WORKERS = Number(process.env.POPULATION_WORKERS ?? Math.min(2, cpus().length));

interface Done {
  run: PopulationRun;
  wallSeconds: number;
}

const jobs: PopulationJob[] = SEEDS.flatMap((seed) =>
  INTERVALS.map((blockIntervalMs) => ({
    seed,
    blockIntervalMs,
    seconds: HOURS * 3600,
    start: START,
  })),
);
const results: Done[] = [];
let next = 0;
async function work(child: ChildProcess<PopulationJob, Done>): Promise<void> {
  while (next < jobs.length) {
    const job = jobs[next++]!;
    const done = await child.ask(job);
    results.push(done);
    console.error(
      `population: ${results.length}/${jobs.length} seed ${job.seed} ${job.blockIntervalMs} ms in ${fmt(done.wallSeconds)} s`,
    );
  }
}

const children = Array.from(
  { length: WORKERS },
  () => new ChildProcess<PopulationJob, Done>('./population-worker.ts'),
);
const started = performance.now();
try {
  await Promise.all(children.map(work));
} finally {
  for (const child of children) child.stop();
}

const pct = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 2)} %`;
const rows: string[][] = [
  [
    'seed',
    'block',
    '≥ 6 continuous',
    'fewest continuous',
    'fewest not terminated',
    'blocks with a trade',
    'longest without a trade',
    'states not reached',
    'holds',
  ],
];
let failed = 0;
const order = (r: Done) =>
  SEEDS.indexOf(r.run.seed) * 10 + INTERVALS.indexOf(r.run.blockIntervalMs);
for (const { run } of results.sort((a, b) => order(a) - order(b))) {
  const verdict = judgeRun(run);
  if (verdict.failures.length) failed++;
  rows.push([
    run.seed,
    `${run.blockIntervalMs} ms`,
    pct(run.fullBlocks, run.judged),
    String(run.minContinuous),
    String(run.minUnterminated),
    pct(run.tradeBlocks, run.judged),
    `${fmt(run.longestQuietS, 1)} s`,
    verdict.missing.join(', ') || '—',
    verdict.failures.length ? `no: ${verdict.failures.join('; ')}` : 'yes',
  ]);
}
printTable(
  `Population over ${HOURS} h of chain time, ${SEEDS.length} seed${SEEDS.length === 1 ? '' : 's'} × ${INTERVALS.join(' / ')} ms (blocks after the first 10 min; lifecycle states: ${LIFECYCLE_STATES})`,
  rows,
);
console.log(
  `\n${results.length - failed} of ${results.length} runs hold the bar; ${fmt((performance.now() - started) / 60_000, 1)} min on ${WORKERS} processes.`,
);
if (failed) process.exitCode = 1;
