import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { GovernanceData } from '../../../../server/src/contract/governance.ts';
import { Countdown, secondsToNs } from '../../../components/ui/countdown.tsx';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { partyGovernanceQueries } from '../api/party-governance-queries.ts';

const column = createColumnHelper<GovernanceData>();

const TERM_KINDS = {
  newMarket: 'New market',
  updateMarket: 'Update market',
  updateNetworkParameter: 'Network parameter',
  newAsset: 'New asset',
  updateAsset: 'Update asset',
  newFreeform: 'Freeform',
} as const;

function kindOf(g: GovernanceData): string {
  const terms = g.proposal.terms;
  const keys = Object.keys(TERM_KINDS) as (keyof typeof TERM_KINDS)[];
  const key = keys.find((k) => terms[k] !== undefined);
  return key ? TERM_KINDS[key] : 'Unknown';
}

const columns = [
  column.accessor((g) => g.proposal.rationale.title, {
    id: 'title',
    header: 'Proposal',
    cell: (i) => (
      <Link to={paths.proposal.href(i.row.original.proposal.id)}>{i.getValue() || 'Untitled'}</Link>
    ),
  }),
  column.accessor(kindOf, { id: 'kind', header: 'Type' }),
  column.accessor((g) => g.proposal.state, {
    id: 'state',
    header: 'State',
    cell: (i) => enumToWords(i.getValue()),
  }),
  column.accessor((g) => g.proposal.terms.closingTimestamp, {
    id: 'closes',
    header: 'Voting closes',
    cell: (i) => <Countdown ns={secondsToNs(i.getValue())} passed="closed" />,
  }),
];

export function PartyProposals({ partyId }: { partyId: string }) {
  const query = useInfiniteQuery(partyGovernanceQueries.proposals(partyId));
  const rows = useMemo(
    () => (query.data?.pages ?? []).flatMap((p) => p.edges.map((e) => e.node)),
    [query.data],
  );
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Proposals"
      columns={columns}
      rowId={(g) => g.proposal.id}
      empty="This party has made no proposals."
    />
  );
}
