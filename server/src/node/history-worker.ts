// The history worker (a node:worker_threads thread, started through history-worker.mjs): makes
// the history's blocks on its own copy of the network state while the runner's thread stores
// the groups made before (history-pipeline.ts). The simulation is deterministic, so its blocks
// are the ones the runner's thread would have made.
import { parentPort } from 'node:worker_threads';
import { NetworkState } from '../chain/engine/state/network-state.ts';
import { restoreState, snapshotState } from '../chain/engine/state/state-snapshot.ts';
import { BlockMaker } from './block-maker.ts';
import type { FromHistoryWorker, HistoryJob, ToHistoryWorker } from './history-messages.ts';

const port = parentPort!;
const send = (message: FromHistoryWorker) => port.postMessage(message);

/** Groups the runner will take: the worker makes a group only with a credit in hand. */
let credits = 0;
let credited: (() => void) | undefined;

port.on('message', (message: ToHistoryWorker) => {
  if (message.kind === 'more') {
    credits++;
    credited?.();
    return;
  }
  make(message.job).catch((err: unknown) =>
    send({
      kind: 'failed',
      message: err instanceof Error ? (err.stack ?? err.message) : String(err),
    }),
  );
});

async function make(job: HistoryJob): Promise<void> {
  const state = job.start
    ? restoreState(job.start)
    : new NetworkState(job.genesis, job.genesisTime);
  const log = (message: string) => send({ kind: 'log', message });
  const maker = new BlockMaker(state, job.seed, job.blockIntervalMs, job.markets, log);
  const interval = BigInt(job.blockIntervalMs) * 1_000_000n;
  credits += job.ahead;
  let outs = [];
  for (let h = job.from + 1n; h <= job.last; h++) {
    while (outs.length === 0 && credits === 0)
      await new Promise<void>((resolve) => (credited = resolve));
    if (outs.length === 0) credits--;
    outs.push(maker.step(h, job.genesisTime + h * interval, true));
    if (maker.endsGroup(h, job.last)) {
      send({ kind: 'group', group: await maker.group(outs) });
      outs = [];
    }
  }
  send({ kind: 'end', state: snapshotState(maker.state), markets: maker.marketsWritten() });
}
