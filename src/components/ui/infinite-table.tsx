import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Connection } from '#contract/connection.ts';
import { flattenNodes } from '../../api/connection-pages.ts';
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
  /**
   * What the cells name their values with (titles, symbols) is still loading: the rows wait
   * for it, rather than come in and then reflow their columns when it arrives.
   */
  waiting?: boolean;
}

const NO_ROWS: never[] = [];

/** A cursor-paged list: skeleton rows, the error with a retry, the empty text, "load more". */
export function InfiniteTable<T>({
  query,
  rows,
  label,
  columns,
  rowId,
  empty,
  waiting = false,
}: InfiniteTableProps<T>) {
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={waiting ? NO_ROWS : rows}
      rowId={rowId}
      isLoading={query.isPending || waiting}
      empty={empty}
      paging={{
        hasNextPage: query.hasNextPage,
        isFetchingNextPage: query.isFetchingNextPage,
        fetchNextPage: () => void query.fetchNextPage(),
      }}
    />
  );
}

interface ConnectionTableProps<T> extends Omit<InfiniteTableProps<T>, 'query' | 'rows'> {
  /** An infinite query whose pages are connections (spec §2.1). */
  query: InfiniteStatus & { data?: { pages: Connection<T>[] } | undefined };
}

/**
 * An InfiniteTable over an infinite query of connections: the pages' nodes in order, a node
 * that two pages both hold (rows arrived between requests) shown once, by `rowId`.
 * Give a `rowId` defined once (not a new function each render) so the rows are not rebuilt.
 */
export function ConnectionTable<T>({ query, rowId, ...table }: ConnectionTableProps<T>) {
  const pages = query.data?.pages;
  const rows = useMemo(() => flattenNodes(pages ?? [], rowId), [pages, rowId]);
  return <InfiniteTable query={query} rows={rows} rowId={rowId} {...table} />;
}

/** The `rowId` of rows identified by their `id`. */
export const byId = (row: { id: string }) => row.id;
