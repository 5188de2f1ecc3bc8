import { renderHook } from '@testing-library/react';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { nextSorting, renderCell, useTableModel, type AnyColumnDef } from './table-model.ts';

interface Row {
  id: string;
  name: string;
  size: number;
  mark?: string | undefined;
  nested: { code: string };
}
const column = createColumnHelper<Row>();
const columns: AnyColumnDef<Row>[] = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('size', { header: 'Size' }),
  column.accessor('mark', { header: 'Mark', sortUndefined: 'last', sortDescFirst: true }),
  column.accessor((r) => r.nested.code, { id: 'code', header: 'Code' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => `open ${info.row.original.id}`,
  }),
];
const data: Row[] = [
  { id: 'a', name: 'Market 10', size: 3, mark: '2.5', nested: { code: 'X' } },
  { id: 'b', name: 'market 9', size: 12, mark: undefined, nested: { code: 'Y' } },
  { id: 'c', name: 'Alpha', size: 7, mark: '10.25', nested: { code: 'Z' } },
];
const rowId = (r: Row) => r.id;

function model(sorting: SortingState | undefined) {
  return renderHook(() => useTableModel(columns, data, rowId, sorting)).result.current;
}
const ids = (sorting: SortingState) => model(sorting).rows.map((r) => r.id);

describe('useTableModel', () => {
  it('keeps the given order without a sort and resolves column ids as TanStack does', () => {
    const { rows, columns: cols } = model(undefined);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(cols.map((c) => c.id)).toEqual(['name', 'size', 'mark', 'code', 'actions']);
    expect(cols.map((c) => c.canSort)).toEqual([true, true, true, true, false]);
  });

  it('sorts text in natural order, ignoring case, and numbers by value', () => {
    // "Alpha" < "market 9" < "Market 10": 9 < 10 as numbers, case ignored.
    expect(ids([{ id: 'name', desc: false }])).toEqual(['c', 'b', 'a']);
    expect(ids([{ id: 'name', desc: true }])).toEqual(['a', 'b', 'c']);
    expect(ids([{ id: 'size', desc: false }])).toEqual(['a', 'c', 'b']);
    expect(ids([{ id: 'code', desc: true }])).toEqual(['c', 'b', 'a']);
  });

  it('keeps undefined values last in both directions with sortUndefined "last"', () => {
    // '10.25' vs '2.5' as text in natural order: 2 < 10.
    expect(ids([{ id: 'mark', desc: false }])).toEqual(['a', 'c', 'b']);
    expect(ids([{ id: 'mark', desc: true }])).toEqual(['c', 'a', 'b']);
  });

  it('ignores a sort on a column that cannot sort', () => {
    expect(ids([{ id: 'actions', desc: true }])).toEqual(['a', 'b', 'c']);
  });
});

describe('renderCell', () => {
  it("renders the definition's cell with the row, else the value as text", () => {
    const { rows, columns: cols } = model(undefined);
    const [name, size, mark, , actions] = cols;
    expect(renderCell(name!, rows[0]!)).toBe('Market 10');
    expect(renderCell(size!, rows[1]!)).toBe('12');
    expect(renderCell(mark!, rows[1]!)).toBeNull();
    expect(renderCell(actions!, rows[2]!)).toBe('open c');
  });
});

describe('nextSorting', () => {
  const cols = () => model(undefined);
  it('starts text ascending, numbers descending, sortDescFirst descending; a sorted column flips', () => {
    const { rows, columns: c } = cols();
    const [name, size, mark] = c;
    expect(nextSorting(name!, [], rows)).toEqual([{ id: 'name', desc: false }]);
    expect(nextSorting(size!, [{ id: 'name', desc: false }], rows)).toEqual([
      { id: 'size', desc: true },
    ]);
    expect(nextSorting(mark!, [], rows)).toEqual([{ id: 'mark', desc: true }]);
    expect(nextSorting(name!, [{ id: 'name', desc: false }], rows)).toEqual([
      { id: 'name', desc: true },
    ]);
    expect(nextSorting(name!, [{ id: 'name', desc: true }], rows)).toEqual([
      { id: 'name', desc: false },
    ]);
  });
});
