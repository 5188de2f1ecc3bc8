// A vote's weight is never shown raw ("0.0000036340294481"). By the display rules a weight is a
// share, shown as a percentage to 4 significant digits: 0.0000036340294481 × 100 % =
// 0.00036340294481 % → "0.0003634%", the exact weight on hover.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vote } from '#contract/vote.ts';
import { VotesTable } from './votes-table.tsx';

const vote: Vote = {
  partyId: 'e1'.repeat(32),
  value: 'VALUE_YES',
  proposalId: '9a'.repeat(32),
  timestamp: '1767225600000000000',
  totalGovernanceTokenBalance: '41114852384437286178',
  totalGovernanceTokenWeight: '0.0000036340294481',
  totalEquityLikeShareWeight: '0',
};

afterEach(() => vi.unstubAllGlobals());

describe('VotesTable (vote weights as shares)', () => {
  it('shows a vote’s weight as a percentage, the exact weight on hover', () => {
    // Every column shown: a screen wider than any priority breakpoint.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <MemoryRouter>
        <VotesTable votes={[vote]} token={{ symbol: 'VOTE', decimals: 18 }} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Votes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    const weight = cells[headers.indexOf('Weight')] as HTMLElement;
    expect(weight.textContent).toBe('0.0003634%');
    expect(weight.querySelector('[title]')?.getAttribute('title')).toBe('0.0000036340294481');
    expect((cells[headers.indexOf('Tokens')] as HTMLElement).textContent).toBe('41.114852 VOTE');
  });
});
