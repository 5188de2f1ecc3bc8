import type { Epoch, Node } from '#contract/node.ts';
import type { SpamStatistics } from '#contract/spam.ts';
import type { PowParams } from './spam/spam-policies.ts';

export interface DelegationRow {
  epochSeq: bigint;
  party: string;
  node: string;
  amount: bigint;
}

/**
 * What one block changed on the validator side, for the store: epoch records, nodes as of an
 * epoch, delegations per epoch, the snapshot taken at this block (its hash is known only once
 * the block is sealed, so the writer adds it) and spam statistics.
 */
export class ValidatorsOutput {
  readonly epochs: Epoch[] = [];
  readonly nodes: { epochSeq: bigint; node: Node }[] = [];
  readonly delegations: DelegationRow[] = [];
  snapshot: { coreVersion: string; protocolUpgradeBlock: boolean } | undefined;
  /** Digest of the checkpoint taken at this block, if one was (checkpoint.ts). */
  checkpointDigest: string | undefined;
  /** Changed parties' statistics of the epoch in progress. */
  readonly spam: { party: string; epochSeq: bigint; statistics: SpamStatistics }[] = [];
  /** Zero statistics and PoW parameters of a new epoch (what a party without activity gets). */
  spamDefaults: { epochSeq: bigint; statistics: SpamStatistics; pow: PowParams } | undefined;
}
