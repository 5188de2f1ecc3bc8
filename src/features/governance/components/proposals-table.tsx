import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { governanceQueries } from '../api/governance-queries.ts';
import type { ProposalFilter } from '../proposal-filters.ts';
import { proposalColumns } from './proposal-columns.tsx';

export function ProposalsTable({ filter }: { filter: ProposalFilter }) {
  const query = useInfiniteQuery(governanceQueries.list(filter));
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.edges.map((e) => e.node))
      .filter((g) => !seen.has(g.proposal.id) && seen.add(g.proposal.id));
  }, [query.data]);
  const filtered = filter.state !== undefined || filter.type !== undefined;
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Proposals"
      columns={proposalColumns}
      rowId={(g) => g.proposal.id}
      empty={filtered ? 'No proposal matches these filters.' : 'No proposals yet.'}
    />
  );
}
