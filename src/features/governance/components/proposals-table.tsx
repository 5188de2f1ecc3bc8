import { useInfiniteQuery } from '@tanstack/react-query';
import type { GovernanceData } from '#contract/governance.ts';
import { ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { governanceQueries } from '../api/governance-queries.ts';
import type { ProposalFilter } from '../proposal-filters.ts';
import { proposalColumns } from './proposal-columns.tsx';

const proposalId = (g: GovernanceData) => g.proposal.id;

export function ProposalsTable({ filter }: { filter: ProposalFilter }) {
  const query = useInfiniteQuery(governanceQueries.list(filter));
  const filtered = filter.state !== undefined || filter.type !== undefined;
  return (
    <ConnectionTable
      query={query}
      label="Proposals"
      columns={proposalColumns}
      rowId={proposalId}
      empty={filtered ? 'No proposal matches these filters.' : 'No proposals yet.'}
    />
  );
}
