import { Worker } from 'node:worker_threads';
import { BlockOutput } from '../chain/engine/block/block-output.ts';
import { GovernanceOutput } from '../chain/engine/governance/governance-output.ts';
import { ValidatorsOutput } from '../chain/engine/validators/validators-output.ts';
import type { StateSnapshot } from '../chain/engine/state/state-snapshot.ts';
import type { BlockGroup } from './block-maker.ts';
import type { FromHistoryWorker, HistoryJob, ToHistoryWorker } from './history-messages.ts';

/**
 * Groups the worker may have made and not yet handed over: it works on the next groups while
 * this thread stores the one before, and never holds more than this many (each a few MB).
 */
export const HISTORY_AHEAD = 2;

/** The worker's result once the history is made: the state after its last block. */
export interface HistoryEnd {
  state: StateSnapshot;
  markets: [string, string][];
}

/**
 * A structured clone keeps Maps, Sets and bigints but not class prototypes: the block
 * outputs' classes are given back theirs (their methods are what the writer and streams call).
 */
export function reviveBlockOutput(out: BlockOutput): BlockOutput {
  Object.setPrototypeOf(out, BlockOutput.prototype);
  Object.setPrototypeOf(out.governance, GovernanceOutput.prototype);
  Object.setPrototypeOf(out.validators, ValidatorsOutput.prototype);
  return out;
}

/**
 * The runner's side of the history worker (history-worker.ts): a pipeline of the history's
 * blocks, made on a second core while this thread stores the groups made before. Groups come
 * in height order; `stop()` terminates the worker, whatever it is doing.
 */
export class HistoryPipeline {
  private readonly worker: Worker;
  private readonly inbox: FromHistoryWorker[] = [];
  private arrived: (() => void) | undefined;
  /** Why the worker is gone, once it is (an exit before `end` is a failure). */
  private gone: Error | undefined;
  private stopped = false;

  constructor(
    job: HistoryJob,
    private readonly log?: (message: string) => void,
  ) {
    this.worker = new Worker(new URL('./history-worker.mjs', import.meta.url));
    this.worker.on('message', (message: FromHistoryWorker) => {
      if (message.kind === 'log') this.log?.(message.message);
      else this.deliver(message);
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the history worker exited (${code})`)));
    this.post({ kind: 'job', job });
  }

  /**
   * Hands each group to `commit` in height order, the next one made meanwhile; resolves to the
   * end of the history, or undefined once stopped (the worker is ended either way).
   */
  async run(
    commit: (group: BlockGroup) => Promise<void>,
    stopped: () => boolean,
  ): Promise<HistoryEnd | undefined> {
    try {
      for (;;) {
        const next = await this.next();
        if (!next || stopped()) return undefined;
        if (!('outs' in next)) return next;
        await commit(next);
      }
    } finally {
      await this.stop();
    }
  }

  /**
   * The next group, or the end of the history; undefined once stopped. Taking a group lets
   * the worker make one more.
   */
  private async next(): Promise<BlockGroup | HistoryEnd | undefined> {
    while (this.inbox.length === 0) {
      if (this.stopped) return undefined;
      if (this.gone) throw this.gone;
      await new Promise<void>((resolve) => (this.arrived = resolve));
    }
    const message = this.inbox.shift()!;
    if (message.kind === 'failed') throw new Error(`the history worker failed: ${message.message}`);
    if (message.kind === 'end') return { state: message.state, markets: message.markets };
    if (message.kind !== 'group') throw new Error(`unexpected message ${message.kind}`);
    this.post({ kind: 'more' });
    message.group.outs.forEach(reviveBlockOutput);
    return message.group;
  }

  /** Ends the worker; a `next()` waiting resolves to undefined. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.arrived?.();
    await this.worker.terminate();
  }

  private post(message: ToHistoryWorker): void {
    if (!this.gone && !this.stopped) this.worker.postMessage(message);
  }

  private deliver(message: FromHistoryWorker): void {
    this.inbox.push(message);
    this.arrived?.();
  }

  private fail(err: Error): void {
    this.gone ??= err;
    this.arrived?.();
  }
}
