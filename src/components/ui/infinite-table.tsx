import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../data-table/data-table.tsx';
import { ErrorState } from './status-states.tsx';

/** The parts of an infinite query a list shows (structural: components never fetch). */
export interface InfiniteStatus {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface InfiniteTableProps<T> {
  query: InfiniteStatus;
  /** The pages' rows, flattened by the caller. */
  rows: T[];
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<T, any>[];
  rowId: (row: T) => string;
  empty: string;
}

/** A cursor-paged list: skeleton rows, the error with a retry, the empty text, "load more". */
export function InfiniteTable<T>({
  query,
  rows,
  label,
  columns,
  rowId,
  empty,
}: InfiniteTableProps<T>) {
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowId={rowId}
      isLoading={query.isPending}
      empty={empty}
      paging={{
        hasNextPage: query.hasNextPage,
        isFetchingNextPage: query.isFetchingNextPage,
        fetchNextPage: () => void query.fetchNextPage(),
      }}
    />
  );
}
