import { fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  score: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('score', { header: 'Score', meta: { priority: 'low', className: 'num' } }),
];
const rows: Row[] = [
  { id: 'a', name: 'Aurora', score: '0.25' },
  { id: 'b', name: 'Basalt', score: '0.04' },
];

/** A window whose media queries all match (or none): a laptop-width screen, or a wide one. */
function screenMatches(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable column priorities', () => {
  it('shows every column on a wide screen', () => {
    screenMatches(false);
    render(<DataTable label="Scores" columns={columns} rows={rows} rowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves low-priority columns into a row detail the reader can open and close', () => {
    screenMatches(true);
    render(<DataTable label="Scores" columns={columns} rows={rows} rowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(within(table).queryByRole('columnheader', { name: 'Score' })).toBeNull();
    expect(within(table).queryByText('0.25')).toBeNull();

    const [first] = within(table).getAllByRole('button', { name: 'More' });
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    const detail = within(table).getByRole('definition');
    expect(detail.textContent).toBe('0.25');
    expect(detail.className).toContain('num');
    expect(within(table).getByRole('term').textContent).toBe('Score');
    expect(within(table).queryByText('0.04')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Less' }));
    expect(within(table).queryByText('0.25')).toBeNull();
  });
});

describe('DataTable medium-priority columns', () => {
  const withStatus = [
    ...columns,
    column.accessor('id', { id: 'status', header: 'Status', meta: { priority: 'medium' } }),
  ];
  /** A screen of this width: media queries `(max-width: N px)` match when it is N or less. */
  function screenWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }
  const headers = () =>
    within(screen.getByRole('table', { name: 'Scores' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);

  it('keeps them in the row on a laptop, where only low-priority columns give way', () => {
    screenWidth(1280);
    render(<DataTable label="Scores" columns={withStatus} rows={rows} rowId={(r) => r.id} />);
    expect(headers()).toEqual(['Name', 'Status', 'More']);
  });

  it("moves them into the row's detail on a phone", () => {
    screenWidth(390);
    render(<DataTable label="Scores" columns={withStatus} rows={rows} rowId={(r) => r.id} />);
    expect(headers()).toEqual(['Name', 'More']);
    fireEvent.click(within(screen.getByRole('table')).getAllByRole('button', { name: 'More' })[1]!);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Score', 'Status']);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['0.04', 'b']);
  });
});
