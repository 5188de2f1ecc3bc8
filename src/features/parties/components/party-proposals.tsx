import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { GovernanceData } from '#contract/governance.ts';
import { Countdown, secondsToNs } from '../../../components/ui/countdown.tsx';
import { ConnectionTable } from '../../../components/ui/infinite-table.tsx';
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

const proposalId = (g: GovernanceData) => g.proposal.id;

export function PartyProposals({ partyId }: { partyId: string }) {
  const query = useInfiniteQuery(partyGovernanceQueries.proposals(partyId));
  return (
    <ConnectionTable
      query={query}
      label="Proposals"
      columns={columns}
      rowId={proposalId}
      empty="This party has made no proposals."
    />
  );
}
