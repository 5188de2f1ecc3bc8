import { writeBlocks } from '../store/block-writer.ts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import {
  restoreStateInSlices,
  snapshotStateInSlices,
} from '../chain/engine/state/state-snapshot.ts';
import { saveStateSnapshot } from '../store/state-snapshots.ts';
import { BlockMaker, FAST_FORWARD_GROUP, type BlockGroup } from './block-maker.ts';
import { DurableCommit } from './durable-commit.ts';
import { HISTORY_AHEAD, HistoryPipeline } from './history-pipeline.ts';
import { restoreCommittedState, servableHead } from './committed-state.ts';
import { timeSlices } from './snapshot-restore.ts';
import { storeHeadSnapshot } from './snapshot-taking.ts';
import { chainClock, genesisHash } from './chain-settings.ts';
import { startupStep, startupSummary } from './startup-steps.ts';
import type { ChainOptions } from './chain-options.ts';
import { housekeepingStep } from './housekeeping-step.ts';
import { notePhase } from './block-phases.ts';

export type { ChainOptions } from './chain-options.ts';

/** Snapshots kept unless SNAPSHOTS_KEPT says otherwise: a corrupt newest one has two behind it. */
export const DEFAULT_SNAPSHOTS_KEPT = 3;

const MS = 1_000_000n;
/**
 * History (blocks still to make at start) from which it is made in the history worker, on a
 * second core, while this thread stores it (history-pipeline.ts). Shorter histories are made
 * here: loading the chain's modules in a worker takes longer than a few dozen blocks do.
 */
export const PIPELINE_MIN_BLOCKS = 100n;
const wallClock = () => BigInt(Date.now()) * MS;

/**
 * Runs the simulated network: restores the committed chain, fast-forwards the history, then
 * makes a block every interval. A block is committed before anything of it is published, so
 * whatever a client saw live, REST returns too; live blocks are committed one per DB
 * transaction, the fast-forwarded history in groups of FAST_FORWARD_GROUP (block-maker.ts).
 */
export class ChainRunner {
  /** The state after the last block made on this thread (the history worker's, once it is done). */
  get state(): NetworkState {
    return this.maker.state;
  }
  private maker!: BlockMaker;
  private ready = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The commit under way (with its publishing and housekeeping), for stop() to wait on. */
  private inFlight: Promise<void> | undefined;
  /** The history worker while it makes the history (stop() ends it). */
  private pipeline: HistoryPipeline | undefined;
  /** Height and time of the last block committed while the history worker makes the history. */
  private pipelinedHead: { height: bigint; timeNs: bigint } | undefined;
  private readonly interval: bigint;
  private readonly clock: () => bigint;
  /** HISTORY_BLOCKS as the stored chain has it (chain-settings.ts). */
  private historyBlocks: number;
  /** The commit's retrying while the store refuses blocks (durable-commit.ts). */
  private readonly durable: DurableCommit;

  constructor(private readonly options: ChainOptions) {
    this.interval = BigInt(options.blockIntervalMs) * MS;
    this.clock = options.clock ?? wallClock;
    this.historyBlocks = options.historyBlocks;
    this.durable = new DurableCommit(options.db, () => this.stopped, options.log);
  }

  /** Live: the in-memory state is the stored head's, and blocks are being made. */
  isReady(): boolean {
    return this.ready;
  }

  /** The API may serve the stored chain: once ready, or a restart's once it has read its head. */
  isServing(): boolean {
    return this.ready || this.storedHead !== undefined;
  }

  /** Height and time of the last committed block. */
  head(): { height: bigint; timeNs: bigint } {
    // While the state is restored, its height is behind the stored head the API serves.
    if (!this.ready && this.storedHead) return this.storedHead;
    return this.pipelinedHead ?? { height: this.state.height, timeNs: this.state.time };
  }

  /**
   * Height of the last block the store took (for /health): head() runs ahead of it while a
   * commit is under way or refused (a full disk: the block is made, not stored).
   */
  lastCommittedHeight(): bigint {
    if (!this.ready && this.storedHead) return this.storedHead.height;
    return this.committedHeight;
  }

  /** A restart's stored head, when it already holds the whole history (isServing). */
  private storedHead: { height: bigint; timeNs: bigint } | undefined;

  /**
   * Where start-up is (for /health while not ready): the height executed so far, replayed or
   * made, and the height the history ends at. 0 / 0 until the stored chain has been read.
   */
  progress(): { height: bigint; target: bigint } {
    const height =
      !this.ready && this.storedHead
        ? this.storedHead.height
        : (this.pipelinedHead?.height ?? this.maker?.state.height ?? 0n);
    return { height, target: BigInt(this.historyBlocks) };
  }

  async start(): Promise<void> {
    await startupStep('genesis time');
    const { genesis, db, seed, blockIntervalMs, historyBlocks, startTime } = this.options;
    const log = (m: string) => this.options.log?.(m);
    // Time of block 0, with the settings reconciled with the stored chain's (chain-settings.ts).
    const settings = { seed, historyBlocks, startTime, genesisHash: genesisHash(genesis) };
    const clock = await chainClock(db, settings, this.clock(), this.interval, log);
    this.historyBlocks = clock.historyBlocks;
    const genesisTime = clock.genesisTime;
    this.storedHead = await servableHead(db, this.historyBlocks, log);
    const onState = (state: NetworkState) => (this.maker = this.makerFor(state));
    const restore = { db, genesis, seed, blockIntervalMs, log };
    const restoring = restoreCommittedState(restore, genesisTime, onState, () => this.stopped);
    this.restoring = restoring;
    const { height: committed, snapshotHeight } = await restoring;
    this.committedHeight = committed;
    this.snapshotHeight = snapshotHeight;
    if (this.stopped) return;
    const last = BigInt(this.historyBlocks);
    await startupStep('history');
    // The worker stops a group short: the last group is made here, so the code live blocks run
    // is warm (compiled by the JIT) when they start.
    if (last - committed >= PIPELINE_MIN_BLOCKS)
      await this.historyInWorker(genesisTime, last - FAST_FORWARD_GROUP);
    if (!this.stopped) await this.historyHere(genesisTime, last);
    await startupStep('ready');
    if (this.stopped) return;
    this.options.log?.(startupSummary(true));
    this.ready = true;
    if (!this.options.manual) this.scheduleNext();
  }

  /** The restore under way (stop() waits for it: it reads the store stop() lets close). */
  private restoring: Promise<unknown> | undefined;

  private makerFor(state: NetworkState, markets?: [string, string][]): BlockMaker {
    const { seed, blockIntervalMs, log } = this.options;
    return new BlockMaker(state, seed, blockIntervalMs, markets, log);
  }

  /** The history made on this thread, group by group. */
  private async historyHere(genesisTime: bigint, last: bigint): Promise<void> {
    let outs: BlockOutput[] = [];
    for (let h = this.state.height + 1n; h <= last; h++) {
      outs.push(this.maker.step(h, genesisTime + h * this.interval, true));
      if (this.maker.endsGroup(h, last)) {
        // Stopped while fast-forwarding: the uncommitted group is made again on restart.
        if (this.stopped) return;
        await this.commit(this.maker.group(outs));
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
  private async historyInWorker(genesisTime: bigint, last: bigint): Promise<void> {
    const from = this.state.height;
    const start = from > 0n ? await snapshotStateInSlices(this.state, timeSlices()) : undefined;
    const { genesis, seed, blockIntervalMs, log } = this.options;
    const markets = this.maker.marketsWritten();
    const job = { genesis, genesisTime, seed, blockIntervalMs, from, last, start, markets };
    this.pipeline = new HistoryPipeline({ ...job, ahead: HISTORY_AHEAD }, log);
    const started = performance.now();
    const end = await this.pipeline
      .run(
        async (group) => {
          await this.commit(group);
          const { height, timeNs } = group.outs[group.outs.length - 1]!;
          this.pipelinedHead = { height, timeNs };
        },
        () => this.stopped,
      )
      .finally(() => {
        this.pipeline = undefined;
        notePhase('history', this.committedHeight, started);
      });
    // Stopped while fast-forwarding: the uncommitted groups are made again on restart.
    if (!end) return;
    const state = await restoreStateInSlices(end.state, timeSlices());
    if (state.height !== this.committedHeight)
      throw new Error(`the history worker ended at ${state.height}, not ${this.committedHeight}`);
    this.maker = this.makerFor(state, end.markets);
    this.pipelinedHead = undefined;
  }

  /** Makes `blocks` more blocks at once, one interval apart, as live ones (tests, benchmarks). */
  async advance(blocks = 1): Promise<BlockOutput[]> {
    const outputs: BlockOutput[] = [];
    for (let i = 0; i < blocks && !this.stopped; i++) {
      const group = this.maker.liveBlock(this.state.time + this.interval);
      await this.commit(group);
      outputs.push(...(await group).outs);
    }
    return outputs;
  }

  /**
   * Makes no more blocks. Resolves once the commit under way (if any) has finished, published
   * and done its housekeeping, so the caller may close the database: nothing is written after.
   * A history worker is ended at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pipeline?.stop();
    await this.restoring?.catch(() => undefined);
    await this.inFlight;
    if (this.options.snapshotOnStop) await this.snapshotOnStop();
  }

  /** Height of the last block whose commit succeeded; -1 until the stored chain is read. */
  private committedHeight = -1n;
  /** Height of the newest state snapshot stored or restored by this runner. */
  private snapshotHeight = -1n;

  /** A restart after a clean stop replays no block (snapshot-taking.ts, issue 14). */
  private async snapshotOnStop(): Promise<void> {
    const height = this.state.height;
    // Only once the history is made and when the state is the stored head's.
    if (!this.ready || height !== this.committedHeight || height === this.snapshotHeight) return;
    const kept = this.options.snapshotsKept ?? DEFAULT_SNAPSHOTS_KEPT;
    if (await storeHeadSnapshot(this.options.db, this.state, kept, this.options.log))
      this.snapshotHeight = height;
  }

  /**
   * Commits consecutive blocks in one DB transaction, then publishes them in order. The group
   * may still be taking its snapshot: stop() waits for that too.
   */
  private commit(group: BlockGroup | Promise<BlockGroup>): Promise<void> {
    const done = this.writeAndPublish(group);
    // stop() waits for it, whatever the outcome; the caller sees the outcome.
    this.inFlight = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  private async writeAndPublish(group: BlockGroup | Promise<BlockGroup>): Promise<void> {
    const { outs, inserts, snapshot } = await group;
    const kept = this.options.snapshotsKept ?? DEFAULT_SNAPSHOTS_KEPT;
    const started = performance.now();
    const last = outs[outs.length - 1]!.height;
    const extra = this.options.writeWithBlocks;
    await this.durable.write(outs, async (tx) => {
      await writeBlocks(tx, outs, inserts);
      await extra?.(tx, outs);
      // In the block's own transaction: a kill leaves the block with its snapshot, or neither.
      if (snapshot) await saveStateSnapshot(tx, snapshot, kept);
    });
    notePhase('commit', last, started);
    this.committedHeight = last;
    if (snapshot) this.snapshotHeight = snapshot.height;
    const published = performance.now();
    const seconds = (published - started) / 1000 / outs.length;
    for (const out of outs) this.options.onCommit?.(out, seconds);
    notePhase('publish', last, published);
    await housekeepingStep(this.options, last, outs.length);
  }

  /** Why the store refuses the blocks right now (for /health); undefined while it takes them. */
  storeError(): string | undefined {
    return this.durable.storeError();
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const timeNs = this.clock() > this.state.time ? this.clock() : this.state.time + 1n;
      this.commit(this.maker.liveBlock(timeNs))
        .then(() => this.scheduleNext())
        .catch((err: unknown) => {
          // The in-memory state is ahead of the database now: stop rather than diverge.
          this.options.log?.(`block ${this.state.height} failed to commit: ${String(err)}`);
          this.stopped = true;
          process.exitCode = 1;
        });
    }, this.options.blockIntervalMs);
  }
}
