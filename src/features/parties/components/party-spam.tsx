import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { partyGovernanceQueries } from '../api/party-governance-queries.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

const COUNTERS = [
  ['proposals', 'Proposals'],
  ['votes', 'Votes'],
  ['delegations', 'Delegations'],
  ['transfers', 'Transfers'],
  ['nodeAnnouncements', 'Node announcements'],
  ['issueSignatures', 'Issue signatures'],
] as const;

interface SpamRow {
  activity: string;
  count: string;
  limit: ReactNode;
  bannedUntil: string | undefined;
}

/** A fixed list of nine counters: a plain table whose rows are named by their activity. */
const SPAM_COLUMNS: StaticColumn<SpamRow>[] = [
  { header: 'Activity', rowHeader: true, cell: (r) => r.activity },
  { header: 'Count this epoch', className: 'num', cell: (r) => r.count },
  { header: 'Limit per epoch', className: 'num', cell: (r) => r.limit },
  {
    header: 'Banned until',
    cell: (r) =>
      r.bannedUntil ? <Timestamp ns={r.bannedUntil} /> : <span className="muted">not banned</span>,
  },
];

/** Per-epoch counters against the network's limits, and any ban in force. */
export function PartySpam({ partyId }: { partyId: string }) {
  const query = useQuery(partyGovernanceQueries.spam(partyId));
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending) {
    return <LoadingBlock label="spam statistics" />;
  }
  const stats = query.data;
  const voteCount = stats.votes.statistics.reduce((n, s) => n + BigInt(s.countForEpoch), 0n);
  const pow: SpamRow = {
    activity: 'Proof of work',
    count: stats.pow.blockStates.reduce((n, b) => n + BigInt(b.transactionsSeen), 0n).toString(),
    limit: <span className="muted">over the last {stats.pow.numberOfPastBlocks} blocks</span>,
    bannedUntil: stats.pow.bannedUntil,
  };
  const rows: SpamRow[] = [
    ...COUNTERS.map(([key, label]) => {
      const counter = stats[key];
      return {
        activity: label,
        // Votes are counted per proposal: the epoch's count is their sum.
        count: 'statistics' in counter ? voteCount.toString() : counter.countForEpoch,
        limit: counter.maxForEpoch,
        bannedUntil: counter.bannedUntil,
      };
    }),
    pow,
  ];
  return (
    <>
      <p className="muted">Epoch {stats.epochSeq}. Counts reset when an epoch ends.</p>
      <StaticTable
        label="Spam statistics"
        columns={SPAM_COLUMNS}
        rows={rows}
        rowKey={(r) => r.activity}
      />
    </>
  );
}
