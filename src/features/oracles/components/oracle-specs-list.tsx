import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataSourceSpec } from '#contract/data-source.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { oracleQueries } from '../api/oracle-queries.ts';
import { usesBySpec } from '../spec-markets.ts';
import type { SpecUse } from '../spec-markets.ts';
import { SpecFilters, SpecMarkets, SpecSigners } from './spec-cells.tsx';

export type SpecStatusFilter = 'all' | 'active' | 'deactivated';

export function specStatusFilterOf(raw: string | null): SpecStatusFilter {
  return raw === 'active' || raw === 'deactivated' ? raw : 'all';
}

const STATUS_OF: Record<Exclude<SpecStatusFilter, 'all'>, DataSourceSpec['status']> = {
  active: 'STATUS_ACTIVE',
  deactivated: 'STATUS_DEACTIVATED',
};

const column = createColumnHelper<DataSourceSpec>();
const specId = (s: DataSourceSpec) => s.id;

/**
 * Spec and data stay in the row everywhere (the data wraps); on phones status, signers, markets
 * and time give way to the row's detail (column-priority.ts): the table fits a 390 px screen
 * without scrolling sideways, the rest one "More" away. Wider screens show every column.
 */
const specColumns = (uses: ReadonlyMap<string, readonly SpecUse[]>) => [
  column.accessor('id', {
    id: 'spec',
    header: 'Spec',
    cell: (info) => <IdText value={info.getValue()} href={paths.oracle.href(info.getValue())} />,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { priority: 'medium' },
    cell: (info) => enumToWords(info.getValue()),
  }),
  column.display({
    id: 'data',
    header: 'Data',
    meta: { className: 'wrap' },
    cell: (info) => <SpecFilters spec={info.row.original} />,
  }),
  column.display({
    id: 'signers',
    header: 'Signers',
    meta: { priority: 'medium' },
    cell: (info) => <SpecSigners spec={info.row.original} />,
  }),
  column.display({
    id: 'used-by',
    header: 'Used by',
    meta: { priority: 'medium' },
    cell: (info) => <SpecMarkets uses={uses.get(info.row.original.id)} />,
  }),
  column.accessor('createdAt', {
    id: 'created',
    header: 'Created',
    meta: { priority: 'medium' },
    cell: (info) => <Timestamp ns={info.getValue()} />,
  }),
];

interface Props {
  status: SpecStatusFilter;
  onStatusChange: (status: SpecStatusFilter) => void;
}

/** Every oracle spec: what it listens for, who may sign it, the markets reading it. */
export function OracleSpecsList({ status, onStatusChange }: Props) {
  const specs = useQuery(oracleQueries.specs());
  const markets = useQuery(marketDirectoryQuery());
  const uses = useMemo(() => usesBySpec(markets.data?.nodes ?? []), [markets.data]);
  const columns = useMemo(() => specColumns(uses), [uses]);
  const rows = useMemo(
    () =>
      status === 'all'
        ? (specs.data ?? [])
        : (specs.data ?? []).filter((s) => s.status === STATUS_OF[status]),
    [specs.data, status],
  );
  return (
    <>
      <div className="filter-bar" role="search" aria-label="Filter oracle specs">
        <label>
          Status
          <select
            value={status}
            onChange={(e) => onStatusChange(specStatusFilterOf(e.target.value))}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </select>
        </label>
        <p className="muted small" aria-live="polite">
          {specs.isSuccess && `${rows.length} of ${specs.data.length} specs`}
        </p>
      </div>
      {specs.isError ? (
        <ErrorState error={specs.error} retry={() => void specs.refetch()} />
      ) : specs.isPending ? (
        <LoadingBlock label="oracle specs" />
      ) : rows.length === 0 ? (
        <p className="muted">
          {status === 'all' ? 'No oracle specs yet.' : `No ${status} oracle specs.`}
        </p>
      ) : (
        <DataTable label="Oracle specs" rows={rows} rowId={specId} columns={columns} />
      )}
    </>
  );
}
