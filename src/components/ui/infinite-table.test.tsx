import { render, screen } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { Connection } from '#contract/connection.ts';
import { byId, ConnectionTable, type InfiniteStatus } from './infinite-table.tsx';

interface Row {
  id: string;
  name: string;
}
const column = createColumnHelper<Row>();
const columns = [column.accessor('name', { header: 'Name' })];

const page = (rows: Row[], hasNextPage: boolean): Connection<Row> => ({
  edges: rows.map((node) => ({ node, cursor: node.id })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: '', endCursor: '' },
});

const status = (over: Partial<InfiniteStatus> = {}): InfiniteStatus => ({
  isPending: false,
  isError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
  refetch: () => undefined,
  ...over,
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ConnectionTable', () => {
  it('lists the nodes of every page in order, a node two pages hold once', () => {
    const a = { id: 'a', name: 'Alpha' };
    const b = { id: 'b', name: 'Bravo' };
    const c = { id: 'c', name: 'Charlie' };
    // "b" moved from page 1 to page 2 between the two requests.
    const pages = [page([a, b], true), page([b, c], false)];
    render(
      <ConnectionTable
        query={{ ...status(), data: { pages } }}
        label="Things"
        columns={columns}
        rowId={byId}
        empty="Nothing."
      />,
    );
    expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('says so when there is nothing, and shows a failed query as an error', () => {
    const { rerender } = render(
      <ConnectionTable
        query={{ ...status(), data: { pages: [page([], false)] } }}
        label="Things"
        columns={columns}
        rowId={byId}
        empty="Nothing here."
      />,
    );
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    rerender(
      <ConnectionTable
        query={{ ...status({ isError: true, error: new Error('boom') }), data: undefined }}
        label="Things"
        columns={columns}
        rowId={byId}
        empty="Nothing here."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('boom');
  });
});
