import { PageHead } from '../components/layout/page-head.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { ProposalFilterBar } from '../features/governance/components/proposal-filter-bar.tsx';
import { ProposalsTable } from '../features/governance/components/proposals-table.tsx';
import {
  proposalFilterWords,
  readProposalFilter,
  type ProposalFilter,
} from '../features/governance/proposal-filters.ts';

export default function GovernancePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filter = readProposalFilter(search);
  const change = (next: ProposalFilter) =>
    void navigate(paths.governance.href(proposalFilterWords(next)), { preventScrollReset: true });
  return (
    <>
      <PageHead
        title="Governance"
        description="Governance proposals of the trading network: new markets, updates, network parameters and freeform votes, with their tallies."
      />
      <h1>Governance</h1>
      <ProposalFilterBar filter={filter} onChange={change} />
      <ProposalsTable filter={filter} />
    </>
  );
}
