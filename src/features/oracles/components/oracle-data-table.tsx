import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OracleData } from '#contract/oracle.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { formatUnits } from '../../../lib/format-decimal.ts';
import { oracleQueries } from '../api/oracle-queries.ts';
import { SignerName } from './signer-name.tsx';

type Row = OracleData['externalData']['data'] & { key: string };

/** The data submissions a spec matched (all of them without `specId`), newest first. */
export function OracleDataTable({
  specId,
  decimals,
}: {
  specId?: string;
  /** Decimal places of integer properties (the spec's filters): values shown scaled. */
  decimals?: ReadonlyMap<string, number>;
}) {
  const query = useInfiniteQuery(oracleQueries.data(specId));
  const pages = query.data?.pages;
  // Submissions carry no id: the cursor of each edge names it.
  const rows = useMemo<Row[]>(
    () =>
      (pages ?? []).flatMap((p) =>
        p.edges.map((e) => ({ ...e.node.externalData.data, key: e.cursor })),
      ),
    [pages],
  );
  const columns = useMemo(() => dataColumns(specId, decimals), [specId, decimals]);
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return (
    <DataTable
      label="Oracle data"
      columns={columns}
      rows={rows}
      rowId={rowKey}
      isLoading={query.isPending}
      empty={specId ? 'No data has matched this spec yet.' : 'No oracle data yet.'}
      paging={{
        hasNextPage: query.hasNextPage,
        isFetchingNextPage: query.isFetchingNextPage,
        fetchNextPage: () => void query.fetchNextPage(),
      }}
    />
  );
}

const rowKey = (r: Row) => r.key;
const column = createColumnHelper<Row>();

/** An integer property with its decimal places scaled ("109000", 5 → "1.09"), raw on hover. */
function PropertyValue({ value, places }: { value: string; places: number | undefined }) {
  if (places === undefined || !/^-?\d+$/.test(value)) return <code className="break">{value}</code>;
  return (
    <code className="num" title={`${value} (${places} decimals)`}>
      {formatUnits(value, places)}
    </code>
  );
}

function dataColumns(
  specId: string | undefined,
  decimals: ReadonlyMap<string, number> | undefined,
) {
  return [
    column.accessor('broadcastAt', {
      header: 'Broadcast',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    column.display({
      id: 'data',
      header: 'Data',
      cell: ({ row }) => (
        <ul className="plain-list">
          {row.original.data.map((p) => (
            <li key={p.name}>
              <code className="break">{p.name}</code> ={' '}
              <PropertyValue value={p.value} places={decimals?.get(p.name)} />
            </li>
          ))}
        </ul>
      ),
    }),
    column.display({
      id: 'signers',
      header: 'Signed by',
      cell: ({ row }) => (
        <ul className="plain-list">
          {row.original.signers.map((s, i) => (
            <li key={i}>
              <SignerName signer={s} />
            </li>
          ))}
        </ul>
      ),
    }),
    column.display({
      id: 'matched',
      header: specId ? 'Also matched' : 'Matched specs',
      cell: ({ row }) => {
        const others = row.original.matchedSpecIds.filter((id) => id !== specId);
        if (others.length === 0) return <span className="muted">—</span>;
        return (
          <ul className="plain-list">
            {others.map((id) => (
              <li key={id}>
                <IdText value={id} href={paths.oracle.href(id)} />
              </li>
            ))}
          </ul>
        );
      },
    }),
  ];
}
