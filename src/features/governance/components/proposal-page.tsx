import { useQuery } from '@tanstack/react-query';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import { ID_PATTERN } from '#contract/primitives.ts';
import { LazyMarkdown } from '../../../components/ui/lazy-markdown.tsx';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { proposalHead } from '../../../lib/page-head/proposal-head.ts';
import { secondsToNs } from '../../../components/ui/countdown.tsx';
import { NotFoundState, QueryFailure } from '../../../components/ui/status-states.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { governanceQueries } from '../api/governance-queries.ts';
import { proposalKindLabel } from '../proposal-kind.ts';
import { ProposalSummary } from './proposal-summary.tsx';
import { ProposalTerms } from './proposal-terms.tsx';
import { ProposalVotes } from './proposal-votes.tsx';
import { Link } from 'react-router';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { paths } from '../../../config/paths.ts';
import { PROPOSAL_TABS, rationaleExcerpt, type ProposalTab } from '../proposal-tabs.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** One proposal: what it asks (rationale, terms), when, and how the vote stands. */
export function ProposalPage({ proposalId, tab }: { proposalId: string; tab: ProposalTab }) {
  const wellFormed = ID_PATTERN.test(proposalId);
  const query = useQuery({ ...governanceQueries.detail(proposalId), enabled: wellFormed });
  const shown = query.data?.proposal;
  const head = (
    <PageHead
      {...proposalHead(
        shown && {
          title: shown.rationale.title || 'Untitled proposal',
          kind: proposalKindLabel(shown.terms),
          state: shown.state,
          closingNs: secondsToNs(shown.terms.closingTimestamp),
        },
        tab === 'rationale' ? 'Rationale' : undefined,
      )}
    />
  );
  if (!wellFormed) {
    return (
      <>
        {head}
        <NotFoundState what="Proposal" id={proposalId} malformed />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {head}
        <LoadingBlock label="proposal" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {head}
        <QueryFailure
          error={query.error}
          what="Proposal"
          id={proposalId}
          retry={() => void query.refetch()}
        />
      </>
    );
  }
  const { proposal } = query.data;
  const description = proposal.rationale.description;
  const excerpt = rationaleExcerpt(description);
  return (
    <article>
      {head}
      <p className="muted eyebrow">
        {proposalKindLabel(proposal.terms)} · {enumToWords(proposal.state)}
      </p>
      {/* Rationale text is chain data: rendered as text / safe markdown only. */}
      <h1>
        <ChainText text={proposal.rationale.title || 'Untitled proposal'} wrap />
      </h1>
      <ProposalSummary proposal={proposal} />
      <TabNav
        label="Proposal sections"
        active={tab}
        items={PROPOSAL_TABS.map((t) => ({ ...t, href: paths.proposal.href(proposalId, t.id) }))}
      />
      {tab === 'rationale' ? (
        <section aria-labelledby="rationale" className="tab-panel">
          <h2 id="rationale">Rationale</h2>
          {description ? (
            <LazyMarkdown source={description} baseLevel={3} />
          ) : (
            <p className="muted">No description.</p>
          )}
        </section>
      ) : (
        <div className="tab-panel">
          <section aria-labelledby="rationale">
            <h2 id="rationale">Rationale</h2>
            {excerpt ? (
              <p>
                {excerpt}{' '}
                <Link to={paths.proposal.href(proposalId, 'rationale')}>Read the rationale</Link>
              </p>
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
        </div>
      )}
    </article>
  );
}
