import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import type { Database, Queryable } from '../store/database.ts';

/** The chain runner's settings and hooks (chain-runner.ts). */
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
