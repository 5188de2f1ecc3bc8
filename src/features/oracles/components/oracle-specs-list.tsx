import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataSourceSpec } from '#contract/data-source.ts';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { marketDirectoryQuery } from '../../../entities/market/market-directory.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { oracleQueries } from '../api/oracle-queries.ts';
import { usesBySpec } from '../spec-markets.ts';
import { SpecFilters, SpecMarkets, SpecSigners } from './spec-cells.tsx';

export type SpecStatusFilter = 'all' | 'active' | 'deactivated';

export function specStatusFilterOf(raw: string | null): SpecStatusFilter {
  return raw === 'active' || raw === 'deactivated' ? raw : 'all';
}

const STATUS_OF: Record<Exclude<SpecStatusFilter, 'all'>, DataSourceSpec['status']> = {
  active: 'STATUS_ACTIVE',
  deactivated: 'STATUS_DEACTIVATED',
};

interface Props {
  status: SpecStatusFilter;
  onStatusChange: (status: SpecStatusFilter) => void;
}

/** Every oracle spec: what it listens for, who may sign it, the markets reading it. */
export function OracleSpecsList({ status, onStatusChange }: Props) {
  const specs = useQuery(oracleQueries.specs());
  const markets = useQuery(marketDirectoryQuery());
  const uses = useMemo(() => usesBySpec(markets.data ?? []), [markets.data]);
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
        <StaticTable
          label="Oracle specs"
          rows={rows}
          rowKey={(s) => s.id}
          columns={[
            {
              header: 'Spec',
              cell: (s) => <IdText value={s.id} href={paths.oracle.href(s.id)} />,
            },
            { header: 'Status', cell: (s) => enumToWords(s.status) },
            { header: 'Data', cell: (s) => <SpecFilters spec={s} /> },
            { header: 'Signers', cell: (s) => <SpecSigners spec={s} /> },
            { header: 'Used by', cell: (s) => <SpecMarkets uses={uses.get(s.id)} /> },
            { header: 'Created', cell: (s) => <Timestamp ns={s.createdAt} /> },
          ]}
        />
      )}
    </>
  );
}
