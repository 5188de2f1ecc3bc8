import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Proposal } from '#contract/governance.ts';
import { useStakeToken } from '../../../entities/asset/stake-token.ts';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { governanceQueries } from '../api/governance-queries.ts';
import { tallyVotes } from '../tally.ts';
import { ProposalTally } from './proposal-tally.tsx';
import { VotesTable } from './votes-table.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** The tally against the proposal's thresholds, then every vote. */
export function ProposalVotes({ proposal }: { proposal: Proposal }) {
  const votes = useQuery(governanceQueries.votes(proposal.id));
  const token = useStakeToken();
  const tally = useMemo(
    () =>
      votes.data &&
      tallyVotes({
        votes: votes.data.votes,
        requiredMajority: proposal.requiredMajority,
        requiredParticipation: proposal.requiredParticipation,
      }),
    [votes.data, proposal.requiredMajority, proposal.requiredParticipation],
  );
  if (votes.isError) return <ErrorState error={votes.error} retry={() => void votes.refetch()} />;
  if (votes.isPending || !tally) {
    return <LoadingBlock label="votes" />;
  }
  return (
    <>
      {!votes.data.complete && (
        <p role="status" className="text-error">
          Only the first {votes.data.votes.length} votes could be read: the tally is incomplete.
        </p>
      )}
      <ProposalTally tally={tally} token={token} state={proposal.state} reason={proposal.reason} />
      <VotesTable votes={votes.data.votes} token={token} />
    </>
  );
}
