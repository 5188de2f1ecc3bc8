import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenNodes } from '../../../api/connection-pages.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { assetsQueries } from '../api/assets-queries.ts';
import { assetColumns } from './asset-columns.tsx';

export function AssetsTable() {
  const query = useInfiniteQuery(assetsQueries.list());
  const rows = useMemo(() => flattenNodes(query.data?.pages ?? [], (a) => a.id), [query.data]);
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return (
    <DataTable
      label="Assets"
      columns={assetColumns}
      rows={rows}
      rowId={(a) => a.id}
      isLoading={query.isPending}
      empty="No assets on this network."
      paging={{
        hasNextPage: query.hasNextPage,
        isFetchingNextPage: query.isFetchingNextPage,
        fetchNextPage: () => void query.fetchNextPage(),
      }}
    />
  );
}
