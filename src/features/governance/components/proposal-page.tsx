import { useQuery } from '@tanstack/react-query';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import { ID_PATTERN } from '#contract/primitives.ts';
import { LazyMarkdown } from '../../../components/ui/lazy-markdown.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { isolateChainText } from '../../../lib/chain-text.ts';
import { NotFoundState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { governanceQueries } from '../api/governance-queries.ts';
import { proposalKindLabel } from '../proposal-kind.ts';
import { ProposalSummary } from './proposal-summary.tsx';
import { ProposalTerms } from './proposal-terms.tsx';
import { ProposalVotes } from './proposal-votes.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** One proposal: what it asks (rationale, terms), when, and how the vote stands. */
export function ProposalPage({ proposalId }: { proposalId: string }) {
  const wellFormed = ID_PATTERN.test(proposalId);
  const query = useQuery({ ...governanceQueries.detail(proposalId), enabled: wellFormed });
  const title = query.data?.proposal.rationale.title;
  useDocumentTitle(title ? `${isolateChainText(title)} · Proposal` : 'Proposal');
  if (!wellFormed) return <NotFoundState what="Proposal" id={proposalId} malformed />;
  if (query.isPending) {
    return <LoadingBlock label="proposal" />;
  }
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        what="Proposal"
        id={proposalId}
        retry={() => void query.refetch()}
      />
    );
  }
  const { proposal } = query.data;
  return (
    <article>
      <p className="muted eyebrow">
        {proposalKindLabel(proposal.terms)} · {enumToWords(proposal.state)}
      </p>
      {/* Rationale text is chain data: rendered as text / safe markdown only. */}
      <h1>
        <ChainText text={proposal.rationale.title || 'Untitled proposal'} wrap />
      </h1>
      <ProposalSummary proposal={proposal} />
      <section aria-labelledby="rationale">
        <h2 id="rationale">Rationale</h2>
        {proposal.rationale.description ? (
          <LazyMarkdown source={proposal.rationale.description} baseLevel={3} />
        ) : (
          <p className="muted">No description.</p>
        )}
      </section>
      <section aria-labelledby="terms">
        <h2 id="terms">Terms</h2>
        <ProposalTerms proposal={proposal} />
      </section>
      <section aria-labelledby="votes">
        <h2 id="votes">Votes</h2>
        <ProposalVotes proposal={proposal} />
      </section>
    </article>
  );
}
