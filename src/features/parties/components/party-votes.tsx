import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Vote } from '#contract/vote.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { ProposalTitle } from '../../../entities/proposal/proposal-title.tsx';
import { useProposalDirectory } from '../../../entities/proposal/proposal-directory.ts';
import { displayPercent } from '../../../lib/format/display-rules.ts';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { stakeAssetIdQuery } from '../../../entities/asset/asset-directory.ts';
import { partyGovernanceQueries } from '../api/party-governance-queries.ts';
import { assetAmount, type Lookups } from '../lookups.ts';
import { rowsWithCursor, type WithCursor } from '../rows.ts';

const column = createColumnHelper<WithCursor<Vote>>();

function voteColumns(lookups: Lookups, stakeAsset: string) {
  return [
    column.accessor('proposalId', {
      header: 'Proposal',
      cell: (i) => <ProposalTitle proposalId={i.getValue()} />,
    }),
    column.accessor('value', { header: 'Vote', cell: (i) => enumToWords(i.getValue()) }),
    column.accessor('totalGovernanceTokenBalance', {
      header: 'Tokens',
      cell: (i) => assetAmount(lookups, stakeAsset, i.getValue()),
    }),
    column.accessor('totalGovernanceTokenWeight', {
      header: 'Weight',
      // The network fills the weight in when the vote closes.
      cell: (i) =>
        i.getValue() === '0' ? (
          <span className="muted">set at close</span>
        ) : (
          <Shown value={displayPercent(i.getValue())} />
        ),
    }),
    column.accessor('timestamp', { header: 'Time', cell: (i) => <Timestamp ns={i.getValue()} /> }),
  ];
}

export function PartyVotes({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const query = useInfiniteQuery(partyGovernanceQueries.votes(partyId));
  const stake = useQuery(stakeAssetIdQuery());
  const stakeAsset = stake.data ?? '';
  const proposalsPending = useProposalDirectory().pending;
  const rows = useMemo(() => rowsWithCursor(query.data?.pages ?? []), [query.data]);
  const columns = useMemo(() => voteColumns(lookups, stakeAsset), [lookups, stakeAsset]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Votes"
      columns={columns}
      rowId={(v) => v.cursor}
      empty="This party has not voted."
      waiting={proposalsPending || stake.isPending}
    />
  );
}
