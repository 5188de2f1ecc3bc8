import type { Market } from '#contract/market.ts';
import type { Database, Queryable } from '../store/database.ts';
import { writeBlocks } from '../store/block-writer.ts';
import { readGenesisTime, saveGenesisTime } from '../store/chain-log.ts';
import { maintainSlices } from '../store/maintenance.ts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { runBlock } from '../chain/run-block.ts';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import { toMarketRecord } from '../chain/engine/records/market-record.ts';
import { NetworkState } from '../chain/engine/state/network-state.ts';
import { saveStateSnapshot, type PackedSnapshot } from '../store/state-snapshots.ts';
import { DurableCommit } from './durable-commit.ts';
import { assertTimeForwards, replayCommitted } from './replay-committed.ts';
import { restoreNewestSnapshot } from './snapshot-restore.ts';
import { storeHeadSnapshot, takeSnapshot } from './snapshot-taking.ts';
import { genesisHash, reconcileSettings } from './chain-settings.ts';
import { startupStep } from './startup-steps.ts';

export interface ChainOptions {
  genesis: Genesis;
  db: Database;
  seed: string;
  blockIntervalMs: number;
  /** Blocks to have in place before the chain is ready (fast-forwarded). */
  historyBlocks: number;
  /** Unix ns of the first block; default: history ends now. */
  startTime?: bigint | undefined;
  /** Wall clock in Unix ns (injectable for tests). */
  clock?: () => bigint;
  /** No live timer: blocks after the history are made only by `advance()` (tests). */
  manual?: boolean;
  /** Keep this many blocks of history (transactions, ledger, trades, …); unset = all. */
  retentionBlocks?: number | undefined;
  /**
   * Called after each block is committed (the live hub publishes from here), with the
   * commit's duration (a group's shared equally by its blocks).
   */
  onCommit?: (out: BlockOutput, commitSeconds: number) => void;
  /**
   * More to write in the blocks' own DB transaction, after their rows (the stream outbox,
   * roles/outbox-writer.ts): committed with them or not at all.
   */
  writeWithBlocks?: (tx: Queryable, outs: readonly BlockOutput[]) => Promise<void>;
  /** Called after each round of store housekeeping (it may have deleted old rows). */
  onHousekeeping?: () => void;
  /** State snapshots kept (taken every `snapshot.interval.length` blocks); default 3. */
  snapshotsKept?: number | undefined;
  /**
   * A clean stop of a ready chain also stores the state of its last committed block, so the
   * next start replays nothing (a stored chain: on disk or PostgreSQL). Default false.
   */
  snapshotOnStop?: boolean;
  log?: (message: string) => void;
}

/** Snapshots kept unless SNAPSHOTS_KEPT says otherwise: a corrupt newest one has two behind it. */
export const DEFAULT_SNAPSHOTS_KEPT = 3;

const MS = 1_000_000n;
/**
 * Blocks between two rounds of store housekeeping (vacuum, checkpoint, retention). Often enough
 * that the WAL written in between (~25–30 MB) stays under max_wal_size (64 MB): otherwise PostgreSQL
 * checkpoints by itself in the middle of a block, a pause of a few hundred ms.
 */
export const MAINTENANCE_INTERVAL = 50n;
/**
 * Blocks of history committed together while fast-forwarding: one statement per table for the
 * group, and a current-state row changed in several of its blocks written once. A divisor of
 * MAINTENANCE_INTERVAL, so housekeeping still runs at its heights.
 */
export const FAST_FORWARD_GROUP = 25n;
const wallClock = () => BigInt(Date.now()) * MS;

/**
 * Runs the simulated network: restores the committed chain, fast-forwards the history, then
 * makes a block every interval. A block is committed before anything of it is published, so
 * whatever a client saw live, REST returns too; live blocks are committed one per DB
 * transaction, the fast-forwarded history in groups of FAST_FORWARD_GROUP.
 */
export class ChainRunner {
  state!: NetworkState;
  private ready = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The commit under way (with its publishing and housekeeping), for stop() to wait on. */
  private inFlight: Promise<void> | undefined;
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

  isReady(): boolean {
    return this.ready;
  }

  /** Height and time of the last committed block. */
  head(): { height: bigint; timeNs: bigint } {
    return { height: this.state.height, timeNs: this.state.time };
  }

  /**
   * Where start-up is (for /health while not ready): the height executed so far, replayed or
   * made, and the height the history ends at. 0 / 0 until the stored chain has been read.
   */
  progress(): { height: bigint; target: bigint } {
    const height = (this.state as NetworkState | undefined)?.height ?? 0n;
    return { height, target: BigInt(this.historyBlocks) };
  }

  async start(): Promise<void> {
    await startupStep('genesis time');
    const genesisTime = await this.genesisTime();
    // The newest verified snapshot, else genesis; then only the blocks after it are replayed.
    const restored = await restoreNewestSnapshot(this.options.db, (m) => this.options.log?.(m));
    this.state = restored ?? new NetworkState(this.options.genesis, genesisTime);
    if (restored) this.snapshotHeight = restored.height;
    await startupStep('replay');
    const { db, seed, blockIntervalMs } = this.options;
    const committed = await replayCommitted(db, this.state, seed, blockIntervalMs);
    this.committedHeight = committed;
    const last = BigInt(this.historyBlocks);
    await startupStep('history');
    let group: BlockOutput[] = [];
    for (let h = committed + 1n; h <= last; h++) {
      group.push(this.step(h, genesisTime + h * this.interval, true));
      // A snapshot block ends its group: the snapshot is of the state after that block.
      if (h % FAST_FORWARD_GROUP === 0n || h === last || this.pendingSnapshot) {
        // Stopped while fast-forwarding: the uncommitted group is made again on restart.
        if (this.stopped) return;
        await this.commit(group);
        group = [];
      }
      // Between blocks the thread answers requests (/health within ~one block's time).
      await yieldToEventLoop();
    }
    await startupStep('ready');
    if (this.stopped) return;
    this.ready = true;
    if (!this.options.manual) this.scheduleNext();
  }

  /** Makes `blocks` more blocks at once, one interval apart (tests and benchmarks). */
  async advance(blocks = 1): Promise<BlockOutput[]> {
    const outputs: BlockOutput[] = [];
    for (let i = 0; i < blocks && !this.stopped; i++) {
      const out = this.step(this.state.height + 1n, this.state.time + this.interval, true);
      await this.commit([out]);
      outputs.push(out);
    }
    return outputs;
  }

  /**
   * Makes no more blocks. Resolves once the commit under way (if any) has finished, published
   * and done its housekeeping, so the caller may close the database: nothing is written after.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
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
   * The last block executed is one the network snapshots: its commit encodes the state (no
   * block runs before that commit is done) and stores it with the block.
   */
  private pendingSnapshot = false;

  /**
   * Executes one block on the in-memory state; block time only ever moves forwards. A block the
   * network snapshots (`snapshot.interval.length`) has its resulting state stored with its
   * commit when `snapshots` (a replay, replay-committed.ts, runs its blocks itself).
   */
  private step(height: bigint, timeNs: bigint, snapshots = false): BlockOutput {
    assertTimeForwards(this.state, height, timeNs);
    const out = runBlock(
      this.state,
      this.options.seed,
      height,
      timeNs,
      this.options.blockIntervalMs,
    );
    if (snapshots && out.validators.snapshot) this.pendingSnapshot = true;
    return out;
  }

  /** Market records as last written; a market is written again only when its record changed. */
  private readonly writtenMarkets = new Map<string, string>();

  private changedMarkets(): Market[] {
    return this.state.markets.map(toMarketRecord).filter((m) => {
      const text = JSON.stringify(m);
      if (this.writtenMarkets.get(m.id) === text) return false;
      this.writtenMarkets.set(m.id, text);
      return true;
    });
  }

  /** The state after the last of `outs` (snapshot-taking.ts); the pending snapshot is taken. */
  private snapshotAfter(outs: BlockOutput[]): Promise<PackedSnapshot | undefined> {
    this.pendingSnapshot = false;
    return takeSnapshot(this.state, outs[outs.length - 1]!.height, this.options.log);
  }

  /** Commits consecutive blocks in one DB transaction, then publishes them in order. */
  private commit(outs: BlockOutput[]): Promise<void> {
    const done = this.writeAndPublish(outs);
    // stop() waits for it, whatever the outcome; the caller sees the outcome.
    this.inFlight = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  private async writeAndPublish(outs: BlockOutput[]): Promise<void> {
    const markets = this.changedMarkets();
    const snapshot = this.pendingSnapshot ? await this.snapshotAfter(outs) : undefined;
    const kept = this.options.snapshotsKept ?? DEFAULT_SNAPSHOTS_KEPT;
    const started = performance.now();
    const extra = this.options.writeWithBlocks;
    await this.durable.write(outs, async (tx) => {
      await writeBlocks(tx, outs, markets);
      await extra?.(tx, outs);
      // In the block's own transaction: a kill leaves the block with its snapshot, or neither.
      if (snapshot) await saveStateSnapshot(tx, snapshot, kept);
    });
    this.committedHeight = outs[outs.length - 1]!.height;
    if (snapshot) this.snapshotHeight = snapshot.height;
    const seconds = (performance.now() - started) / 1000 / outs.length;
    for (const out of outs) this.options.onCommit?.(out, seconds);
    await this.maintain(outs.length);
  }

  /** Why the store refuses the blocks right now (for /health); undefined while it takes them. */
  storeError(): string | undefined {
    return this.durable.storeError();
  }

  /**
   * Between blocks: this block's slice of the store's housekeeping (store/maintenance.ts: one
   * short step per block rather than the whole round every MAINTENANCE_INTERVAL blocks), with
   * the retention window if there is one. Not part of any block: when the store is unavailable
   * the step is skipped.
   */
  private async maintain(blocks: number): Promise<void> {
    const keep = BigInt(this.options.retentionBlocks ?? 0);
    const oldestKept = keep > 0n && this.state.height > keep ? this.state.height - keep + 1n : 0n;
    const height = this.state.height;
    try {
      await maintainSlices(this.options.db, height, blocks, MAINTENANCE_INTERVAL, oldestKept);
    } catch (err) {
      this.options.log?.(`housekeeping skipped at block ${height}: ${String(err)}`);
      return;
    }
    // At the round's start (as before): the retention prune deleted rows no output names.
    if (height % MAINTENANCE_INTERVAL < BigInt(blocks)) this.options.onHousekeeping?.();
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const timeNs = this.clock() > this.state.time ? this.clock() : this.state.time + 1n;
      this.commit([this.step(this.state.height + 1n, timeNs, true)])
        .then(() => this.scheduleNext())
        .catch((err: unknown) => {
          // The in-memory state is ahead of the database now: stop rather than diverge.
          this.options.log?.(`block ${this.state.height} failed to commit: ${String(err)}`);
          this.stopped = true;
          process.exitCode = 1;
        });
    }, this.options.blockIntervalMs);
  }

  /**
   * Time of block 0; stored with the chain so a restart keeps the same clock. Reconciles the
   * settings with those the stored chain was made with first (chain-settings.ts).
   */
  private async genesisTime(): Promise<bigint> {
    const db = this.options.db;
    const stored = await readGenesisTime(db);
    await startupStep('settings check');
    const settings = await reconcileSettings(
      db,
      {
        seed: this.options.seed,
        historyBlocks: this.options.historyBlocks,
        startTime: this.options.startTime,
        genesisHash: genesisHash(this.options.genesis),
      },
      stored !== undefined,
      (message) => this.options.log?.(message),
    );
    this.historyBlocks = settings.historyBlocks;
    if (stored !== undefined) return stored;
    const start = settings.startTime;
    const time =
      start !== undefined
        ? start - this.interval
        : this.clock() - BigInt(this.historyBlocks) * this.interval;
    await saveGenesisTime(db, time);
    return time;
  }
}
