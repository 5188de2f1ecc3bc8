import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { partyFundsQueries } from '../api/party-funds-queries.ts';
import type { Lookups } from '../lookups.ts';
import { depositColumns, transferColumns, withdrawalColumns } from './funds-columns.tsx';

interface Props {
  partyId: string;
  lookups: Lookups;
}

export function PartyDeposits({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.deposits(partyId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (d) => d.id), [query.data]);
  const columns = useMemo(() => depositColumns(lookups), [lookups]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Deposits"
      columns={columns}
      rowId={(d) => d.id}
      empty="This party has made no deposits."
    />
  );
}

export function PartyWithdrawals({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.withdrawals(partyId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (w) => w.id), [query.data]);
  const columns = useMemo(() => withdrawalColumns(lookups), [lookups]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Withdrawals"
      columns={columns}
      rowId={(w) => w.id}
      empty="This party has made no withdrawals."
    />
  );
}

export function PartyTransfers({ partyId, lookups }: Props) {
  const query = useInfiniteQuery(partyFundsQueries.transfers(partyId));
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (t) => t.id), [query.data]);
  const columns = useMemo(() => transferColumns(lookups, partyId), [lookups, partyId]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Transfers"
      columns={columns}
      rowId={(t) => t.id}
      empty="No transfers to or from this party."
    />
  );
}
