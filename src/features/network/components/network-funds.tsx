import { useInfiniteQuery } from '@tanstack/react-query';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import {
  depositColumns,
  transferColumns,
  withdrawalColumns,
} from '../../../entities/funds/funds-columns.tsx';
import { networkQueries } from '../api/network-queries.ts';

// The network's view of funds never changes: its columns are built once.
const DEPOSITS = depositColumns();
const WITHDRAWALS = withdrawalColumns();
const TRANSFERS = transferColumns();

interface FundsProps {
  /** Only this asset's records (an asset's page). */
  assetId?: string | undefined;
}

export function DepositsTable({ assetId }: FundsProps) {
  const query = useInfiniteQuery(networkQueries.deposits(assetId));
  return (
    <ConnectionTable
      query={query}
      columns={DEPOSITS}
      label="Deposits"
      rowId={byId}
      empty="No deposits yet."
    />
  );
}

export function WithdrawalsTable({ assetId }: FundsProps) {
  const query = useInfiniteQuery(networkQueries.withdrawals(assetId));
  return (
    <ConnectionTable
      query={query}
      columns={WITHDRAWALS}
      label="Withdrawals"
      rowId={byId}
      empty="No withdrawals yet."
    />
  );
}

export function TransfersTable() {
  const query = useInfiniteQuery(networkQueries.transfers());
  return (
    <ConnectionTable
      query={query}
      columns={TRANSFERS}
      label="Transfers"
      rowId={byId}
      empty="No transfers yet."
    />
  );
}
