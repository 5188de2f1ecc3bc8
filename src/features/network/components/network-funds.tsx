import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { networkQueries } from '../api/network-queries.ts';
import {
  depositColumns,
  transferColumns,
  withdrawalColumns,
  type Assets,
} from './funds-columns.tsx';

interface FundsProps {
  assets: Assets;
  /** Only this asset's records (an asset's page). */
  assetId?: string | undefined;
}

export function DepositsTable({ assets, assetId }: FundsProps) {
  const query = useInfiniteQuery(networkQueries.deposits(assetId));
  const columns = useMemo(() => depositColumns(assets), [assets]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Deposits"
      rowId={byId}
      empty="No deposits yet."
    />
  );
}

export function WithdrawalsTable({ assets, assetId }: FundsProps) {
  const query = useInfiniteQuery(networkQueries.withdrawals(assetId));
  const columns = useMemo(() => withdrawalColumns(assets), [assets]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Withdrawals"
      rowId={byId}
      empty="No withdrawals yet."
    />
  );
}

export function TransfersTable({ assets }: { assets: Assets }) {
  const query = useInfiniteQuery(networkQueries.transfers());
  const columns = useMemo(() => transferColumns(assets), [assets]);
  return (
    <ConnectionTable
      query={query}
      columns={columns}
      label="Transfers"
      rowId={byId}
      empty="No transfers yet."
    />
  );
}
