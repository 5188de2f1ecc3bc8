import { useInfiniteQuery } from '@tanstack/react-query';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { assetsQueries } from '../api/assets-queries.ts';
import { assetColumns } from './asset-columns.tsx';

export function AssetsTable() {
  const query = useInfiniteQuery(assetsQueries.list());
  return (
    <ConnectionTable
      query={query}
      label="Assets"
      columns={assetColumns}
      rowId={byId}
      empty="No assets on this network."
    />
  );
}
