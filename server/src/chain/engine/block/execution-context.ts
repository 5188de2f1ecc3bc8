import type { IdGenerator } from '../ids.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { BlockOutput } from './block-output.ts';

/** What a command handler works with: the network, this block's output, and its transaction. */
export interface TxContext {
  readonly state: NetworkState;
  readonly out: BlockOutput;
  /** Block time, Unix ns. */
  readonly now: bigint;
  readonly submitter: string;
  readonly txHash: string;
  /** Ids of what this transaction creates, derived from its signature. */
  readonly ids: IdGenerator;
}
