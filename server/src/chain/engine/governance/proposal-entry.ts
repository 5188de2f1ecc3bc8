import type { GovernanceData, Proposal } from '#contract/governance.ts';
import type { Vote } from '#contract/vote.ts';
import type { ProposalKind, ProposalRules } from './proposal-kinds.ts';

/** A proposal as governance runs it: the API record plus what the state machine needs. */
export interface ProposalEntry {
  /** Row order of the `proposals` table. */
  readonly seq: bigint;
  readonly kind: ProposalKind;
  /** The Proposal record, kept current. */
  proposal: Proposal;
  readonly rules: ProposalRules;
  /** Unix seconds (the terms' timestamps). */
  readonly closeAt: bigint;
  readonly enactAt: bigint;
  readonly validateAt: bigint;
  readonly submittedHeight: bigint;
  /** Set when a validator confirmed the asset (nodeVote); the end of the block opens the vote. */
  nodeValidated: boolean;
  /** Block time (ns) voting opened; 0n before. */
  openedAt: bigint;
  /** Position among the proposals that opened for votes (-1 before). */
  openIndex: number;
  /**
   * Latest vote per party (a party's new vote replaces its old one, on either side). Emptied
   * once the proposal is final (dropVotesOfFinal): the votes went to the store with its last
   * record, and nothing reads a final proposal's votes.
   */
  readonly yes: Map<string, Vote>;
  readonly no: Map<string, Vote>;
  /** Row order of each voter's row in the `votes` table (kept when the vote is re-sent). */
  readonly voteSeqs: Map<string, bigint>;
}

export const TERMINAL_STATES = new Set<Proposal['state']>([
  'STATE_REJECTED',
  'STATE_DECLINED',
  'STATE_ENACTED',
  'STATE_FAILED',
]);

/**
 * Forgets the votes of a proposal in a final state, so the state (and each snapshot) does not
 * grow with every vote ever cast. Safe only once the block's output holds its last
 * GovernanceData (governanceDataOf copies the votes): votes are accepted only while OPEN, closing
 * and enacting are the only readers (close-proposal.ts, the vote handler, the voting agent for
 * open proposals), and the API reads votes from the store. Returns whether it held any.
 */
export function dropVotesOfFinal(entry: ProposalEntry): boolean {
  if (!TERMINAL_STATES.has(entry.proposal.state)) return false;
  const held = entry.yes.size + entry.no.size + entry.voteSeqs.size > 0;
  entry.yes.clear();
  entry.no.clear();
  entry.voteSeqs.clear();
  return held;
}

/** `vega.GovernanceData`: the data node leaves the two party maps empty. */
export function governanceDataOf(entry: ProposalEntry): GovernanceData {
  return {
    proposal: entry.proposal,
    yes: [...entry.yes.values()],
    no: [...entry.no.values()],
    yesParty: {},
    noParty: {},
  };
}
