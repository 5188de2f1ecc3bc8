import type { Asset } from '#contract/asset.ts';
import type { GovernanceData } from '#contract/governance.ts';
import type { LiquidityProvision } from '#contract/liquidity.ts';
import type { Transfer } from '#contract/transfer.ts';
import type { Vote } from '#contract/vote.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { governanceDataOf } from './proposal-entry.ts';
import { PROPOSAL_API_TYPE } from './proposal-kinds.ts';

export interface ProposalRow {
  seq: bigint;
  type: string;
  data: GovernanceData;
}

/**
 * What one block changed in governance, staking, transfers, withdrawals and liquidity
 * provisions (one field of BlockOutput). Keyed by id so a record changed several times in a
 * block is written once, in its final state.
 */
export class GovernanceOutput {
  /** GovernanceData of every proposal created, changed or voted on. */
  readonly proposals = new Map<string, ProposalRow>();
  /** Proposals whose record itself changed: published on the governance stream. */
  readonly proposalEvents = new Set<string>();
  /** Latest vote per (proposal, party) with its row sequence number. */
  readonly votes = new Map<string, { seq: bigint; vote: Vote }>();
  readonly transfers = new Map<string, { seq: bigint; transfer: Transfer }>();
  readonly withdrawals = new Map<string, { seq: bigint; withdrawal: Withdrawal }>();
  readonly liquidityProvisions = new Map<string, LiquidityProvision>();
  /** Assets listed or changed (the `assets` table). */
  readonly assets = new Map<string, Asset>();
  /** Network parameters changed by governance. */
  readonly networkParameters = new Map<string, string>();

  /** Records a proposal; `changed` = its record changed (not only its votes). */
  proposal(entry: ProposalEntry, changed = true): void {
    const id = entry.proposal.id;
    this.proposals.set(id, {
      seq: entry.seq,
      type: PROPOSAL_API_TYPE[entry.kind],
      data: governanceDataOf(entry),
    });
    if (changed) this.proposalEvents.add(id);
  }

  vote(seq: bigint, vote: Vote): void {
    this.votes.set(`${vote.proposalId}:${vote.partyId}`, { seq, vote });
  }

  /** GovernanceData of the proposals whose record changed, in first-change order. */
  governanceEvents(): GovernanceData[] {
    return [...this.proposalEvents].map((id) => this.proposals.get(id)!.data);
  }
}
