// No raw numbers on the validators list: a ranking score is not "0.1776950365307152" nor a
// stake a raw integer. The expected strings are worked out by hand from the display
// rules (lib/format/display-rules.ts): 4 significant digits, token units with separators.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Node } from '#contract/node.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { nodeRecord } from '../../../testing/entity-fixtures.ts';
import { validatorColumns } from './validator-columns.tsx';

const VOTE = { symbol: 'VOTE', decimals: 18 };

function node(): Node {
  const base = nodeRecord('ab'.repeat(32), 'Tern Validation');
  return {
    ...base,
    stakedTotal: '3151500830000000000000000',
    rankingScore: { ...base.rankingScore, rankingScore: '0.1776950365307152' },
  };
}

/** Every column shown: a screen wider than any priority breakpoint. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

function cellOf(header: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Validators' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  return within(row).getAllByRole('cell')[headers.indexOf(header)] as HTMLElement;
}

/** The validators list of one node, wide enough that no column collapses. */
function renderList() {
  wideScreen();
  const rows = [node()];
  render(
    <MemoryRouter>
      <DataTable
        label="Validators"
        columns={validatorColumns(VOTE, rows[0]!.stakedTotal)}
        rows={rows}
        rowId={(n) => n.id}
      />
    </MemoryRouter>,
  );
}

describe('the validators list’s figures (by the display rules, never raw)', () => {
  it('shows the ranking score to 4 significant digits, the exact score on hover', () => {
    renderList();
    const ranking = cellOf('Ranking score');
    expect(ranking.textContent).toBe('0.1777');
    expect(ranking.querySelector('[title]')?.getAttribute('title')).toBe('0.1776950365307152');
  });

  it('shows the total stake in token units, not the raw integer', () => {
    renderList();
    // 3,151,500,830,000,000,000,000,000 base units / 10^18 = 3,151,500.83 VOTE.
    expect(cellOf('Total stake').textContent).toBe('3,151,500.83 VOTE');
  });
});
