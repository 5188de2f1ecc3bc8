import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assetRecord, connectionPage, marketRecord } from '../../../testing/entity-fixtures.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { SearchField } from './search-field.tsx';
// Loaded before the tests (the field imports it on first use), so its dynamic import resolves at
// once rather than after a cold module transform on a busy machine.
import './search-suggestions.tsx';

function Page() {
  const { pathname, search } = useLocation();
  return (
    <>
      <SearchField />
      <label>
        Notes <input />
      </label>
      <p>
        Now at {pathname}
        {search}
      </p>
    </>
  );
}

function renderBox() {
  renderWithProviders(<Page />);
  return screen.getByRole('combobox', { name: 'Search by id, hash, market, asset or validator' });
}

beforeEach(() => {
  stubFetch({
    '/api/v2/assets': () => ({
      assets: connectionPage([
        assetRecord('a1'.repeat(32), 'USDC', 'USD Coin'),
        assetRecord('a4'.repeat(32), 'tDAI', 'Test DAI'),
      ]),
    }),
    '/api/v2/markets': () => ({
      markets: connectionPage([
        marketRecord('b2'.repeat(32), 'ETHUSDC.PERP', 'ETH/USDC Perpetual'),
      ]),
    }),
    '/api/v2/nodes': () => ({ nodes: connectionPage([]) }),
  });
});

afterEach(() => {
  window.localStorage.clear();
});

describe('the header search with its suggestions', () => {
  it('suggests names while typing and opens the chosen one from the keyboard', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'usdc');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(listbox).findByRole('option', { name: /ETHUSDC\.PERP/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USDCUSD CoinAsset', 'ETHUSDC.PERPETH/USDC PerpetualMarket']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByText(`Now at /assets/${'a1'.repeat(32)}`)).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens the block page for a number ("500")', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, ' 500 {Enter}');
    expect(await screen.findByText('Now at /blocks/500')).toBeTruthy();
    expect(window.localStorage.getItem('tne.recentSearches')).toBe(JSON.stringify(['500']));
  });

  it('sends a full id to the results page and remembers it as a recent search', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    const id = 'ab'.repeat(32);
    await user.type(box, `${id}{Enter}`);
    expect(await screen.findByText(`Now at /search?q=${id}`)).toBeTruthy();
    expect(window.localStorage.getItem('tne.recentSearches')).toBe(JSON.stringify([id]));

    await user.click(box);
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(within(recent).getByRole('option').textContent).toBe(id);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(window.localStorage.getItem('tne.recentSearches')).toBeNull();
  });

  it('focuses on "/" unless the user is typing elsewhere, and Escape leaves it', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.keyboard('/');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('');

    await user.keyboard('{Escape}');
    expect(document.activeElement).not.toBe(box);

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'a/b');
    expect(document.activeElement).toBe(notes);
    expect((notes as HTMLInputElement).value).toBe('a/b');
  });
});
