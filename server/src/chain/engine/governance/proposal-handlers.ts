import { proposeMarket } from './proposed-market.ts';
import type { ProposalSubmission, VoteSubmission } from '#contract/commands/governance-commands.ts';
import type { Proposal } from '#contract/governance.ts';
import type { Vote } from '#contract/vote.ts';
import { failed, invalid } from '../block/command-error.ts';
import { stakesByParty } from '../liquidity/equity-shares.ts';
import type { TxContext } from '../block/execution-context.ts';
import type { GovernanceState } from './governance-state.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { kindOf, needsNodeValidation, rulesOf } from './proposal-kinds.ts';
import { validateProposal } from './validate-proposal.ts';

const MAX_TITLE = 100;
const MAX_DESCRIPTION = 20_000;

/** Voting opens: the proposal gets its place among opened proposals. */
export function markOpened(gov: GovernanceState, entry: ProposalEntry, now: bigint): void {
  entry.proposal = { ...entry.proposal, state: 'STATE_OPEN' };
  entry.openedAt = now;
  entry.openIndex = gov.openedCount++;
}

/**
 * `proposalSubmission`: a new proposal, OPEN for votes (a new asset first waits for the
 * validators), or REJECTED with the reason when it breaks the rules — the rejected proposal
 * is recorded too, and the transaction fails.
 */
export function submitProposal(ctx: TxContext, cmd: ProposalSubmission): void {
  const { title, description } = cmd.rationale;
  if (!title) throw invalid('proposal_submission.rationale.title: is required');
  if (title.length > MAX_TITLE)
    throw invalid(`proposal_submission.rationale.title: must not exceed ${MAX_TITLE} characters`);
  if (description.length > MAX_DESCRIPTION)
    throw invalid('proposal_submission.rationale.description: is too long');
  const kind = kindOf(cmd.terms);
  if (!kind) throw invalid('proposal_submission.terms.change: unsupported proposal type');

  const gov = ctx.state.governance;
  const id = ctx.ids.next();
  const rules = rulesOf(ctx.state.params, kind);
  const proposal: Proposal = {
    id,
    reference: cmd.reference || id,
    partyId: ctx.submitter,
    state: needsNodeValidation(kind) ? 'STATE_WAITING_FOR_NODE_VOTE' : 'STATE_OPEN',
    timestamp: ctx.now.toString(),
    terms: cmd.terms,
    rationale: cmd.rationale,
    requiredParticipation: rules.requiredParticipation,
    requiredMajority: rules.requiredMajority,
    ...(rules.requiredParticipationLP === undefined
      ? {}
      : {
          requiredLiquidityProviderParticipation: rules.requiredParticipationLP,
          requiredLiquidityProviderMajority: rules.requiredMajorityLP ?? '0',
        }),
  };
  const entry: ProposalEntry = {
    seq: ctx.state.nextSeq('proposal'),
    kind,
    proposal,
    rules,
    closeAt: BigInt(cmd.terms.closingTimestamp),
    enactAt: BigInt(cmd.terms.enactmentTimestamp),
    validateAt: BigInt(cmd.terms.validationTimestamp),
    submittedHeight: ctx.out.height,
    nodeValidated: false,
    openedAt: 0n,
    openIndex: -1,
    yes: new Map(),
    no: new Map(),
    voteSeqs: new Map(),
  };
  gov.proposals.set(id, entry);
  const failure = validateProposal(ctx.state, cmd.terms, kind, rules, ctx.submitter, ctx.now);
  if (failure) {
    entry.proposal = {
      ...proposal,
      state: 'STATE_REJECTED',
      reason: failure.reason,
      errorDetails: failure.details,
    };
    ctx.out.governance.proposal(entry);
    throw invalid(failure.details);
  }
  gov.active.add(id);
  if (proposal.state === 'STATE_OPEN') markOpened(gov, entry, ctx.now);
  if (kind === 'newMarket') proposeMarket(ctx.state, entry, ctx.now);
  ctx.out.governance.proposal(entry);
}

/**
 * `voteSubmission`: YES or NO on an open proposal; a party's latest vote is the one that
 * counts. The voter needs the family's minimum voter balance in associated tokens.
 */
export function submitVote(ctx: TxContext, cmd: VoteSubmission): void {
  if (cmd.value !== 'VALUE_YES' && cmd.value !== 'VALUE_NO')
    throw invalid('vote_submission.value: is required');
  const gov = ctx.state.governance;
  const entry = gov.proposals.get(cmd.proposalId);
  if (entry?.proposal.state === 'STATE_PASSED')
    throw failed('proposal has passed and can no longer be voted on');
  if (!entry || entry.proposal.state !== 'STATE_OPEN') throw failed('proposal not found');
  const balance = gov.associatedStake(ctx.submitter);
  // The current parameters apply to votes (only the thresholds are copied at submission).
  // A market's liquidity providers may vote on its updates without tokens: their equity-like
  // share counts when the token holders' vote falls short (close-proposal.ts).
  const marketId = entry.proposal.terms.updateMarket?.marketId;
  const provides =
    marketId !== undefined &&
    (stakesByParty(ctx.state.governance.liquidity, marketId).byParty.get(ctx.submitter) ?? 0n) > 0n;
  if (balance < rulesOf(ctx.state.params, entry.kind).minVoterBalance && !provides)
    throw failed('vote requires more tokens than party has');
  const vote: Vote = {
    partyId: ctx.submitter,
    value: cmd.value,
    proposalId: cmd.proposalId,
    timestamp: ctx.now.toString(),
    totalGovernanceTokenBalance: balance.toString(),
    // Weights are known when the vote closes.
    totalGovernanceTokenWeight: '0',
    totalEquityLikeShareWeight: '0',
  };
  entry.yes.delete(ctx.submitter);
  entry.no.delete(ctx.submitter);
  (cmd.value === 'VALUE_YES' ? entry.yes : entry.no).set(ctx.submitter, vote);
  const seq = ctx.state.nextSeq('vote');
  entry.voteSeqs.set(ctx.submitter, seq);
  ctx.out.governance.vote(seq, vote);
  ctx.out.governance.proposal(entry, false);
}
