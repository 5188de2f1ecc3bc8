import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { BlockCommitter } from './block-committer.ts';
import { BlockMaker } from './block-maker.ts';
import { restoreCommittedState, servableHead } from './committed-state.ts';
import { chainClock, genesisHash } from './chain-settings.ts';
import { startupStep, startupSummary } from './startup-steps.ts';
import type { ChainOptions } from './chain-options.ts';
import { FastForward } from './fast-forward.ts';

export type { ChainOptions } from './chain-options.ts';

const MS = 1_000_000n;
const wallClock = () => BigInt(Date.now()) * MS;

/**
 * Runs the simulated network: restores the committed chain, fast-forwards the history
 * (fast-forward.ts), then makes a block every interval. A block is committed before anything
 * of it is published, so whatever a client saw live, REST returns too; live blocks are
 * committed one per DB transaction, the fast-forwarded history in groups (block-committer.ts).
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
  private readonly interval: bigint;
  private readonly clock: () => bigint;
  /** HISTORY_BLOCKS as the stored chain has it (chain-settings.ts). */
  private historyBlocks: number;
  private readonly committer: BlockCommitter;
  private readonly history: FastForward;
  /** A restart's stored head, when it already holds the whole history (isServing). */
  private storedHead: { height: bigint; timeNs: bigint } | undefined;
  /** The restore under way (stop() waits for it: it reads the store stop() lets close). */
  private restoring: Promise<unknown> | undefined;

  constructor(private readonly options: ChainOptions) {
    this.interval = BigInt(options.blockIntervalMs) * MS;
    this.clock = options.clock ?? wallClock;
    this.historyBlocks = options.historyBlocks;
    const stopped = () => this.stopped;
    this.committer = new BlockCommitter(options, stopped);
    this.history = new FastForward({
      options,
      interval: this.interval,
      committer: this.committer,
      stopped,
      maker: () => this.maker,
      takeOver: (state, markets) => (this.maker = this.makerFor(state, markets)),
    });
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
    return this.history.pipelinedHead ?? { height: this.state.height, timeNs: this.state.time };
  }

  /**
   * Height of the last block the store took (for /health): head() runs ahead of it while a
   * commit is under way or refused (a full disk: the block is made, not stored).
   */
  lastCommittedHeight(): bigint {
    if (!this.ready && this.storedHead) return this.storedHead.height;
    return this.committer.committedHeight;
  }

  /**
   * Where start-up is (for /health while not ready): the height executed so far, replayed or
   * made, and the height the history ends at. 0 / 0 until the stored chain has been read.
   */
  progress(): { height: bigint; target: bigint } {
    const height =
      !this.ready && this.storedHead
        ? this.storedHead.height
        : (this.history.pipelinedHead?.height ?? this.maker?.state.height ?? 0n);
    return { height, target: BigInt(this.historyBlocks) };
  }

  /** Why the store refuses the blocks right now (for /health); undefined while it takes them. */
  storeError(): string | undefined {
    return this.committer.storeError();
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
    this.committer.committedHeight = committed;
    this.committer.snapshotHeight = snapshotHeight;
    if (this.stopped) return;
    await startupStep('history');
    await this.history.make(genesisTime, committed, BigInt(this.historyBlocks));
    await startupStep('ready');
    if (this.stopped) return;
    this.options.log?.(startupSummary(true));
    this.ready = true;
    if (!this.options.manual) this.scheduleNext();
  }

  /** Makes `blocks` more blocks at once, one interval apart, as live ones (tests, benchmarks). */
  async advance(blocks = 1): Promise<BlockOutput[]> {
    const outputs: BlockOutput[] = [];
    for (let i = 0; i < blocks && !this.stopped; i++) {
      const group = this.maker.liveBlock(this.state.time + this.interval);
      await this.committer.commit(group);
      outputs.push(...(await group).outs);
    }
    return outputs;
  }

  /**
   * Makes no more blocks. Resolves once the commit under way (if any) has finished, published
   * and done its housekeeping, so the caller may close the database: nothing is written after.
   * A history worker is ended at once. With snapshotOnStop, a ready chain stores its head's
   * state, so a restart after a clean stop replays no block.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.history.stop();
    await this.restoring?.catch(() => undefined);
    await this.committer.settled();
    // Only once the history is made: before, the state may be behind the stored head.
    if (this.options.snapshotOnStop && this.ready) await this.committer.snapshotHead(this.state);
  }

  private makerFor(state: NetworkState, markets?: [string, string][]): BlockMaker {
    const { seed, blockIntervalMs, log } = this.options;
    return new BlockMaker(state, seed, blockIntervalMs, markets, log);
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const timeNs = this.clock() > this.state.time ? this.clock() : this.state.time + 1n;
      this.committer
        .commit(this.maker.liveBlock(timeNs))
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
