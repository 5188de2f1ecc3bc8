import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import {
  depositColumns,
  transferColumns,
  withdrawalColumns,
} from '../../../entities/funds/funds-columns.tsx';
import { partyFundsQueries } from '../api/party-funds-queries.ts';

interface Props {
  partyId: string;
}

export function PartyDeposits({ partyId }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.deposits(partyId));
  const columns = useMemo(() => depositColumns({ partyId }), [partyId]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Deposits"
      rowId={byId}
      empty="This party has made no deposits."
    />
  );
}

export function PartyWithdrawals({ partyId }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.withdrawals(partyId));
  const columns = useMemo(() => withdrawalColumns({ partyId }), [partyId]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Withdrawals"
      rowId={byId}
      empty="This party has made no withdrawals."
    />
  );
}

export function PartyTransfers({ partyId }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.transfers(partyId));
  const columns = useMemo(() => transferColumns({ partyId }), [partyId]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Transfers"
      rowId={byId}
      empty="No transfers to or from this party."
    />
  );
}
