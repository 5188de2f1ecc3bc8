import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { writeBlocks } from '../store/block-writer.ts';
import { saveStateSnapshot } from '../store/state-snapshots.ts';
import type { BlockGroup } from './block-maker.ts';
import type { ChainOptions } from './chain-options.ts';
import { DurableCommit } from './durable-commit.ts';
import { housekeepingStep } from './housekeeping-step.ts';
import { notePhase } from './block-phases.ts';
import { storeHeadSnapshot } from './snapshot-taking.ts';

/** Snapshots kept unless SNAPSHOTS_KEPT says otherwise: a corrupt newest one has two behind it. */
export const DEFAULT_SNAPSHOTS_KEPT = 3;

/**
 * The chain's way into the store: a group of consecutive blocks is written in one DB
 * transaction (with the state snapshot it carries), then published in order, then the
 * housekeeping step runs. It knows what the store holds: the last committed height and the
 * newest snapshot's.
 */
export class BlockCommitter {
  /** Height of the last block whose commit succeeded; -1 until the stored chain is read. */
  committedHeight = -1n;
  /** Height of the newest state snapshot stored or restored. */
  snapshotHeight = -1n;
  /** The commit under way (with its publishing and housekeeping), for settled() to wait on. */
  private inFlight: Promise<void> | undefined;
  /** The commit's retrying while the store refuses blocks (durable-commit.ts). */
  private readonly durable: DurableCommit;

  constructor(
    private readonly options: ChainOptions,
    stopped: () => boolean,
  ) {
    this.durable = new DurableCommit(options.db, stopped, options.log);
  }

  private get kept(): number {
    return this.options.snapshotsKept ?? DEFAULT_SNAPSHOTS_KEPT;
  }

  /**
   * Commits consecutive blocks in one DB transaction, then publishes them in order. The group
   * may still be taking its snapshot: settled() waits for that too.
   */
  commit(group: BlockGroup | Promise<BlockGroup>): Promise<void> {
    const done = this.writeAndPublish(group);
    // settled() waits for it, whatever the outcome; the caller sees the outcome.
    this.inFlight = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  /** Resolves once the commit under way (if any) has finished, published and housekept. */
  async settled(): Promise<void> {
    await this.inFlight;
  }

  /** Why the store refuses the blocks right now (for /health); undefined while it takes them. */
  storeError(): string | undefined {
    return this.durable.storeError();
  }

  /**
   * Stores a snapshot of `state` when it is the stored head's and newer than the newest one,
   * so a restart after a clean stop replays no block (snapshot-taking.ts).
   */
  async snapshotHead(state: NetworkState): Promise<void> {
    const height = state.height;
    if (height !== this.committedHeight || height === this.snapshotHeight) return;
    if (await storeHeadSnapshot(this.options.db, state, this.kept, this.options.log))
      this.snapshotHeight = height;
  }

  private async writeAndPublish(group: BlockGroup | Promise<BlockGroup>): Promise<void> {
    const { outs, inserts, snapshot } = await group;
    const kept = this.kept;
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
}
