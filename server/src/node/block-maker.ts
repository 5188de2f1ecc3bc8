import type { Market } from '#contract/market.ts';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { toMarketRecord } from '../chain/engine/records/market-record.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { runBlock, runBlockSteps } from '../chain/run-block.ts';
import { blockInserts } from '../store/block-writer.ts';
import type { PreparedInsert } from '../store/sql-insert.ts';
import type { PackedSnapshot } from '../store/state-snapshots.ts';
import { assertTimeForwards } from './replay-committed.ts';
import { takeSnapshot } from './snapshot-taking.ts';
import { notePhase } from './block-phases.ts';

/**
 * Blocks of history committed together while fast-forwarding: one statement per table for the
 * group, and a current-state row changed in several of its blocks written once. A divisor of
 * MAINTENANCE_INTERVAL (housekeeping-step.ts), so housekeeping still runs at its heights.
 */
export const FAST_FORWARD_GROUP = 25n;

/** Longest stretch of a live block's execution between two turns of the event loop (ms). */
export const LIVE_SLICE_MS = 3;

/** Consecutive blocks committed in one DB transaction, with what the commit stores besides. */
export interface BlockGroup {
  outs: BlockOutput[];
  /**
   * The statements that store the group (store/block-writer.ts), with the market records
   * changed since the last group (a market is written only when it changed).
   */
  inserts: PreparedInsert[];
  /** The state after the group's last block, when the network snapshots at that block. */
  snapshot: PackedSnapshot | undefined;
}

/**
 * Makes blocks on a network state and gathers them into the groups the runner commits: the
 * one place that runs a block, whether on the runner's thread (live blocks, replay) or in the
 * history worker (history-worker.ts), so both make the same blocks, groups and snapshots.
 */
export class BlockMaker {
  /**
   * The last block made is one the network snapshots: the group ends there and its snapshot is
   * of the state after that block (taken before any other block runs).
   */
  private pendingSnapshot = false;
  /** Market records as last handed to a commit, by id (JSON). */
  private readonly writtenMarkets: Map<string, string>;

  constructor(
    public state: NetworkState,
    private readonly seed: string,
    private readonly blockIntervalMs: number,
    writtenMarkets: Iterable<[string, string]> = [],
    private readonly log?: (message: string) => void,
  ) {
    this.writtenMarkets = new Map(writtenMarkets);
  }

  /**
   * Executes one block on the state; block time only ever moves forwards. A block the network
   * snapshots (`snapshot.interval.length`) ends its group when `snapshots` (a replay,
   * replay-committed.ts, runs its blocks itself).
   */
  step(height: bigint, timeNs: bigint, snapshots = false): BlockOutput {
    assertTimeForwards(this.state, height, timeNs);
    const started = performance.now();
    const out = runBlock(this.state, this.seed, height, timeNs, this.blockIntervalMs);
    notePhase('execute', height, started);
    if (snapshots && out.validators.snapshot) this.pendingSnapshot = true;
    return out;
  }

  /**
   * A live block: `step` in its steps (engine/block/block-steps.ts), the event loop let in
   * whenever LIVE_SLICE_MS of them have run, so the thread that answers requests is never held
   * longer than a step or two (a whole block took 30–100 ms). Nothing reads the state between
   * two steps: the runner's head and the API read what was committed.
   */
  private async stepInSlices(height: bigint, timeNs: bigint): Promise<BlockOutput> {
    assertTimeForwards(this.state, height, timeNs);
    const steps = runBlockSteps(this.state, this.seed, height, timeNs, this.blockIntervalMs);
    let slice = performance.now();
    let step = steps.next();
    while (!step.done) {
      if (performance.now() - slice >= LIVE_SLICE_MS) {
        notePhase('execute', height, slice);
        await yieldToEventLoop();
        slice = performance.now();
      }
      step = steps.next();
    }
    notePhase('execute', height, slice);
    if (step.value.validators.snapshot) this.pendingSnapshot = true;
    return step.value;
  }

  /** The next live block, at `timeNs`, executed in slices: the group to commit. */
  async liveBlock(timeNs: bigint): Promise<BlockGroup> {
    const out = await this.stepInSlices(this.state.height + 1n, timeNs);
    return this.group([out]);
  }

  /** The group of history ends at block `height` (`last`: the history's last block). */
  endsGroup(height: bigint, last: bigint): boolean {
    return height % FAST_FORWARD_GROUP === 0n || height === last || this.pendingSnapshot;
  }

  /**
   * `outs`, the blocks just made, as a group to commit: its statements (changed markets
   * included) and the pending snapshot.
   */
  async group(outs: BlockOutput[]): Promise<BlockGroup> {
    const markets = this.changedMarkets();
    let snapshot: PackedSnapshot | undefined;
    if (this.pendingSnapshot) {
      this.pendingSnapshot = false;
      snapshot = await takeSnapshot(this.state, outs[outs.length - 1]!.height, this.log);
    }
    const started = performance.now();
    const inserts = blockInserts(outs, markets);
    notePhase('commit', outs[outs.length - 1]!.height, started);
    return { outs, inserts, snapshot };
  }

  /** The market records as last handed to a commit (for a maker that carries on from here). */
  marketsWritten(): [string, string][] {
    return [...this.writtenMarkets];
  }

  private changedMarkets(): Market[] {
    return this.state.markets.map(toMarketRecord).filter((m) => {
      const text = JSON.stringify(m);
      if (this.writtenMarkets.get(m.id) === text) return false;
      this.writtenMarkets.set(m.id, text);
      return true;
    });
  }
}
