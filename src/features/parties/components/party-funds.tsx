import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { partyFundsQueries } from '../api/party-funds-queries.ts';
import type { Lookups } from '../lookups.ts';
import { depositColumns, transferColumns, withdrawalColumns } from './funds-columns.tsx';

interface Props {
  partyId: string;
  lookups: Lookups;
}

export function PartyDeposits({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.deposits(partyId));
  const columns = useMemo(() => depositColumns(lookups), [lookups]);
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

export function PartyWithdrawals({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.withdrawals(partyId));
  const columns = useMemo(() => withdrawalColumns(lookups), [lookups]);
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

export function PartyTransfers({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.transfers(partyId));
  const columns = useMemo(() => transferColumns(lookups, partyId), [lookups, partyId]);
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
