// The chain's worker thread (node:worker_threads, started through history-worker.mjs), in one
// of two jobs. History: makes the history's blocks on its own copy of the network state while
// the runner's thread stores the groups made before (history-pipeline.ts). Live: holds the
// state once the history is in place and makes each live block when asked, so executing a
// block never holds the thread that answers requests (live-blocks.ts). The simulation is
// deterministic, so its blocks are the ones the runner's thread would have made.
import { parentPort } from 'node:worker_threads';
import { NetworkState } from '../chain/engine/state/network-state.ts';
import { restoreState, snapshotState } from '../chain/engine/state/state-snapshot.ts';
import { BlockMaker } from './block-maker.ts';
import type {
  FromHistoryWorker,
  HistoryJob,
  LiveJob,
  ToHistoryWorker,
} from './history-messages.ts';
import { takeSnapshot } from './snapshot-taking.ts';

const port = parentPort!;
const send = (message: FromHistoryWorker) => port.postMessage(message);

/** Groups the runner will take: the worker makes a group only with a credit in hand. */
let credits = 0;
let credited: (() => void) | undefined;

const failed = (err: unknown) =>
  send({
    kind: 'failed',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
const log = (message: string) => send({ kind: 'log', message });

/** The live job's maker; its requests run one after another (a snapshot spans awaits). */
let live: BlockMaker | undefined;
let liveQueue = Promise.resolve();

port.on('message', (message: ToHistoryWorker) => {
  if (message.kind === 'more') {
    credits++;
    credited?.();
  } else if (message.kind === 'job') make(message.job).catch(failed);
  else liveQueue = liveQueue.then(() => serveLive(message)).catch(failed);
});

async function serveLive(message: Exclude<ToHistoryWorker, { kind: 'job' } | { kind: 'more' }>) {
  if (message.kind === 'live') {
    live = startLive(message.job);
    return;
  }
  if (!live) throw new Error(`${message.kind} before the live job`);
  if (message.kind === 'pack') {
    send({ kind: 'packed', snapshot: await takeSnapshot(live.state, live.state.height, log) });
    return;
  }
  const out = live.step(live.state.height + 1n, message.timeNs, true);
  send({ kind: 'group', group: await live.group([out]) });
}

function startLive(job: LiveJob): BlockMaker {
  return new BlockMaker(restoreState(job.start), job.seed, job.blockIntervalMs, job.markets, log);
}

async function make(job: HistoryJob): Promise<void> {
  const state = job.start
    ? restoreState(job.start)
    : new NetworkState(job.genesis, job.genesisTime);
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
