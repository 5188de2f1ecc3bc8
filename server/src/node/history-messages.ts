import type { Genesis } from '../chain/engine/genesis/genesis-schema.ts';
import type { StateSnapshot } from '../chain/engine/state/state-snapshot.ts';
import type { BlockGroup } from './block-maker.ts';

/** What the history worker makes: blocks `from + 1` … `last` at the history's times. */
export interface HistoryJob {
  genesis: Genesis;
  /** Time of block 0 (Unix ns); block h is stamped genesisTime + h × interval. */
  genesisTime: bigint;
  seed: string;
  blockIntervalMs: number;
  from: bigint;
  last: bigint;
  /** The state after block `from` (snapshot codec), when that is not genesis. */
  start: StateSnapshot | undefined;
  /** The market records the runner's commits hold already (BlockMaker). */
  markets: [string, string][];
  /** Groups the worker may make before the runner takes the first (memory bound). */
  ahead: number;
}

/** Runner → worker: the job, then one `more` per group taken (a credit for one more group). */
export type ToHistoryWorker = { kind: 'job'; job: HistoryJob } | { kind: 'more' };

/** Worker → runner. The last message is `end` (the state after `last`) or `failed`. */
export type FromHistoryWorker =
  | { kind: 'group'; group: BlockGroup }
  | { kind: 'end'; state: StateSnapshot; markets: [string, string][] }
  | { kind: 'log'; message: string }
  | { kind: 'failed'; message: string };
