import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Vote } from '#contract/vote.ts';
import { tokenAmount, type StakeToken } from '../../../entities/asset/stake-token.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { displayPercent } from '../../../lib/format/display-rules.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';

const column = createColumnHelper<Vote>();

function voteColumns(token: StakeToken | undefined) {
  return [
    column.accessor('partyId', {
      header: 'Voter',
      cell: (i) => <IdText value={i.getValue()} href={paths.party.href(i.getValue())} />,
    }),
    column.accessor('value', { header: 'Vote', cell: (i) => enumToWords(i.getValue()) }),
    column.accessor('totalGovernanceTokenBalance', {
      header: 'Tokens',
      cell: (i) => <Shown value={tokenAmount(i.getValue(), token)} />,
    }),
    column.accessor('totalGovernanceTokenWeight', {
      header: 'Weight',
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

export function VotesTable({ votes, token }: { votes: Vote[]; token: StakeToken | undefined }) {
  const columns = useMemo(() => voteColumns(token), [token]);
  return (
    <DataTable
      label="Votes"
      columns={columns}
      rows={votes}
      rowId={(v) => `${v.partyId}-${v.timestamp}`}
      empty="Nobody has voted yet."
    />
  );
}
