import { Worker } from 'node:worker_threads';
import type { PackedSnapshot } from '../store/state-snapshots.ts';
import type { BlockGroup } from './block-maker.ts';
import type { FromHistoryWorker, LiveJob, ToHistoryWorker } from './history-messages.ts';
import { reviveBlockOutput } from './history-pipeline.ts';

/**
 * The runner's side of the live-block worker (history-worker.ts, `live` job): the network state
 * lives on a worker thread once the history is in place, and each live block is executed there
 * — on PostgreSQL a block held the thread answering requests for 40–150 ms, every request
 * arriving meanwhile waited that long (docs/benchmarks.md, session 10). This thread keeps the
 * commit, publishing and housekeeping. One request at a time: the runner asks for the next block
 * once the last is committed.
 */
export class LiveBlocks {
  private readonly worker: Worker;
  private waiting:
    { resolve: (message: FromHistoryWorker) => void; reject: (err: Error) => void } | undefined;
  /** Why the worker is gone, once it is. */
  private gone: Error | undefined;
  /** The job posted: requests go after it. */
  private readonly ready: Promise<void>;
  private begin!: (job: Promise<LiveJob>) => void;

  /**
   * Starts the worker at once (loading its modules takes a second or more under load, so the
   * runner starts it when it starts, not when the history is in place); `start` gives it the
   * state later.
   */
  constructor(private readonly log?: (message: string) => void) {
    this.worker = new Worker(new URL('./history-worker.mjs', import.meta.url));
    // What keeps a node running is its server and its block timer, not this thread.
    this.worker.unref();
    this.worker.on('message', (message: FromHistoryWorker) => {
      if (message.kind === 'log') this.log?.(message.message);
      else if (message.kind === 'failed')
        this.settle(new Error(`the live-block worker failed: ${message.message}`));
      else this.settle(message);
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`the live-block worker exited (${code})`)),
    );
    this.ready = new Promise<LiveJob>((resolve, reject) => {
      this.begin = (job) => job.then(resolve, reject);
    }).then((job) => this.worker.postMessage({ kind: 'live', job }));
    this.ready.catch((err: unknown) => this.fail(err as Error));
  }

  /** The state to make blocks on (it may still be in the making: requests wait for it). */
  start(job: Promise<LiveJob>): void {
    this.begin(job);
  }

  /** Executes the next block at `timeNs` on the worker's state: its group, ready to commit. */
  async block(timeNs: bigint): Promise<BlockGroup> {
    const answer = await this.ask({ kind: 'block', timeNs });
    if (answer.kind !== 'group') throw new Error(`unexpected answer ${answer.kind}`);
    answer.group.outs.forEach(reviveBlockOutput);
    return answer.group;
  }

  /** The state after the last block made, packed for storing (undefined if that failed). */
  async pack(): Promise<PackedSnapshot | undefined> {
    const answer = await this.ask({ kind: 'pack' });
    if (answer.kind !== 'packed') throw new Error(`unexpected answer ${answer.kind}`);
    return answer.snapshot;
  }

  async stop(): Promise<void> {
    this.gone ??= new Error('the live-block worker was stopped');
    await this.worker.terminate();
  }

  private async ask(message: ToHistoryWorker): Promise<FromHistoryWorker> {
    await this.ready;
    if (this.gone) throw this.gone;
    if (this.waiting) throw new Error('one live-block request at a time');
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.worker.postMessage(message);
    });
  }

  private settle(answer: FromHistoryWorker | Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (answer instanceof Error) {
      this.gone ??= answer;
      waiting?.reject(answer);
    } else waiting?.resolve(answer);
  }

  private fail(err: Error): void {
    this.gone ??= err;
    this.settle(err);
  }
}
