import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { InfiniteTable } from '../../../components/ui/infinite-table.tsx';
import { networkQueries } from '../api/network-queries.ts';
import {
  depositColumns,
  transferColumns,
  withdrawalColumns,
  type Assets,
} from './funds-columns.tsx';

export function DepositsTable({ assets }: { assets: Assets }) {
  const query = useInfiniteQuery(networkQueries.deposits());
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (d) => d.id), [query.data]);
  const columns = useMemo(() => depositColumns(assets), [assets]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Deposits"
      columns={columns}
      rowId={(d) => d.id}
      empty="No deposits yet."
    />
  );
}

export function WithdrawalsTable({ assets }: { assets: Assets }) {
  const query = useInfiniteQuery(networkQueries.withdrawals());
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (w) => w.id), [query.data]);
  const columns = useMemo(() => withdrawalColumns(assets), [assets]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Withdrawals"
      columns={columns}
      rowId={(w) => w.id}
      empty="No withdrawals yet."
    />
  );
}

export function TransfersTable({ assets }: { assets: Assets }) {
  const query = useInfiniteQuery(networkQueries.transfers());
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (t) => t.id), [query.data]);
  const columns = useMemo(() => transferColumns(assets), [assets]);
  return (
    <InfiniteTable
      query={query}
      rows={rows}
      label="Transfers"
      columns={columns}
      rowId={(t) => t.id}
      empty="No transfers yet."
    />
  );
}
