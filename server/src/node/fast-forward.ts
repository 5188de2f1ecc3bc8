import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import {
  restoreStateInSlices,
  snapshotStateInSlices,
} from '../chain/engine/state/state-snapshot.ts';
import type { BlockCommitter } from './block-committer.ts';
import { FAST_FORWARD_GROUP, type BlockMaker } from './block-maker.ts';
import type { ChainOptions } from './chain-options.ts';
import { HISTORY_AHEAD, HistoryPipeline } from './history-pipeline.ts';
import { timeSlices } from './snapshot-restore.ts';
import { notePhase } from './block-phases.ts';

/**
 * History (blocks still to make at start) from which it is made in the history worker, on a
 * second core, while this thread stores it (history-pipeline.ts). Shorter histories are made
 * here: loading the chain's modules in a worker takes longer than a few dozen blocks do.
 */
export const PIPELINE_MIN_BLOCKS = 100n;

/** What making the history needs of the runner (chain-runner.ts). */
export interface HistoryRun {
  options: ChainOptions;
  /** Block time in ns. */
  interval: bigint;
  committer: BlockCommitter;
  stopped: () => boolean;
  /** The block maker on this thread, with the state after its last block. */
  maker: () => BlockMaker;
  /** Makes the history worker's state after its last block this thread's. */
  takeOver: (state: NetworkState, markets: [string, string][]) => void;
}

/**
 * The history made at start, one interval apart from block 0, committed in groups of
 * FAST_FORWARD_GROUP (block-maker.ts): in the history worker while this thread commits the
 * groups it made before, when it is long enough; the last group always here, so the code live
 * blocks run is warm (compiled by the JIT) when they start.
 */
export class FastForward {
  /** Height and time of the last block committed while the history worker makes the history. */
  pipelinedHead: { height: bigint; timeNs: bigint } | undefined;
  /** The history worker while it makes the history (stop() ends it). */
  private pipeline: HistoryPipeline | undefined;

  constructor(private readonly run: HistoryRun) {}

  /** Makes and commits the blocks after `committed` up to `last`. */
  async make(genesisTime: bigint, committed: bigint, last: bigint): Promise<void> {
    if (last - committed >= PIPELINE_MIN_BLOCKS)
      await this.inWorker(genesisTime, last - FAST_FORWARD_GROUP);
    if (!this.run.stopped()) await this.here(genesisTime, last);
  }

  /** Ends the history worker at once, if it runs. */
  async stop(): Promise<void> {
    await this.pipeline?.stop();
  }

  /** The history made on this thread, group by group. */
  private async here(genesisTime: bigint, last: bigint): Promise<void> {
    const maker = this.run.maker();
    let outs: BlockOutput[] = [];
    for (let h = maker.state.height + 1n; h <= last; h++) {
      outs.push(maker.step(h, genesisTime + h * this.run.interval, true));
      if (maker.endsGroup(h, last)) {
        // Stopped while fast-forwarding: the uncommitted group is made again on restart.
        if (this.run.stopped()) return;
        await this.run.committer.commit(maker.group(outs));
        outs = [];
      }
      // Between blocks the thread answers requests (/health within ~one block's time).
      await yieldToEventLoop();
    }
  }

  /**
   * The history made by the history worker while this thread commits the groups it made
   * before; then the worker's state after the last block becomes this thread's (through the
   * snapshot codec, checked against the last committed block).
   */
  private async inWorker(genesisTime: bigint, last: bigint): Promise<void> {
    const { options, committer } = this.run;
    const maker = this.run.maker();
    const from = maker.state.height;
    const start = from > 0n ? await snapshotStateInSlices(maker.state, timeSlices()) : undefined;
    const { genesis, seed, blockIntervalMs, log } = options;
    const markets = maker.marketsWritten();
    const job = { genesis, genesisTime, seed, blockIntervalMs, from, last, start, markets };
    this.pipeline = new HistoryPipeline({ ...job, ahead: HISTORY_AHEAD }, log);
    const started = performance.now();
    const end = await this.pipeline
      .run(async (group) => {
        await committer.commit(group);
        const { height, timeNs } = group.outs[group.outs.length - 1]!;
        this.pipelinedHead = { height, timeNs };
      }, this.run.stopped)
      .finally(() => {
        this.pipeline = undefined;
        notePhase('history', committer.committedHeight, started);
      });
    // Stopped while fast-forwarding: the uncommitted groups are made again on restart.
    if (!end) return;
    const state = await restoreStateInSlices(end.state, timeSlices());
    if (state.height !== committer.committedHeight)
      throw new Error(
        `the history worker ended at ${state.height}, not ${committer.committedHeight}`,
      );
    this.run.takeOver(state, end.markets);
    this.pipelinedHead = undefined;
  }
}
