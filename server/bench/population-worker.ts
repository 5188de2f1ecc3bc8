// A child of population-bench.ts: runs the chains it is sent, one at a time, and answers each
// with its figures (sets and all: the IPC channel uses structured clone).
import { loadGenesis } from '../src/node/genesis-file.ts';
import { runPopulation } from '../src/chain/population.ts';

export interface PopulationJob {
  seed: string;
  blockIntervalMs: number;
  seconds: number;
  start: string;
}

const genesis = await loadGenesis();

process.on('message', (job: PopulationJob) => {
  const started = performance.now();
  const run = runPopulation(genesis, job.seed, job.blockIntervalMs, job.seconds, BigInt(job.start));
  process.send!({ run, wallSeconds: (performance.now() - started) / 1000 });
});
