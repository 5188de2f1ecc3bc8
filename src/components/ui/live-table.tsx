import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { StreamHandle } from '../../streams/use-stream.ts';
import { VirtualDataTable, type VirtualOptions } from '../data-table/virtual-data-table.tsx';
import { NewRowsNotice } from '../data-table/new-rows-notice.tsx';
import type { InfiniteStatus } from './infinite-table.tsx';
import { LiveStatus } from './live-status.tsx';
import { ErrorState } from './status-states.tsx';

/** What streams/use-live-list.ts returns, as the table uses it. */
export interface LiveRows<T> {
  rows: readonly T[];
  notice: { count: number; more: boolean; onShow: () => void };
  viewport: Pick<VirtualOptions<T>, 'onViewportChange' | 'control'>;
  stream?: StreamHandle | undefined;
}

interface LiveTableProps<T> {
  query: InfiniteStatus;
  live: LiveRows<T>;
  label: string;
  /** The row word for the notice: ["order", "orders"]. */
  noun: readonly [string, string];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<T, any>[];
  rowId: (row: T) => string;
  empty: string;
  /** On narrow screens each row is this card instead, of `narrowLines` lines (default 2). */
  narrowRow?: ((row: T) => ReactNode) | undefined;
  narrowLines?: number | undefined;
  /** A new value (other filters) scrolls back to the top. */
  resetKey?: string | undefined;
}

/**
 * A cursor-paged list that grows live: virtualised rows in a scroll box, new rows on top (or
 * the "N new" notice while scrolled away), and the stream's status when it has one.
 */
export function LiveTable<T>(props: LiveTableProps<T>) {
  const { query, live, label, noun, columns, rowId, empty, narrowRow, narrowLines, resetKey } =
    props;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const { stream } = live;
  return (
    <>
      {stream && (
        <div className="refresh-note">
          <LiveStatus
            {...stream}
            onPause={stream.pause}
            onResume={stream.resume}
            label={label.toLowerCase()}
          />
        </div>
      )}
      <VirtualDataTable
        label={label}
        columns={columns}
        rows={live.rows}
        rowId={rowId}
        isLoading={query.isPending}
        empty={empty}
        paging={{
          hasNextPage: query.hasNextPage,
          isFetchingNextPage: query.isFetchingNextPage,
          fetchNextPage: () => void query.fetchNextPage(),
        }}
        virtual={{ ...live.viewport, narrowRow, narrowLines, resetKey }}
        overlay={<NewRowsNotice {...live.notice} noun={noun} />}
      />
    </>
  );
}
