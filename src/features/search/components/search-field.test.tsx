import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assetRecord, connectionPage } from '../../../testing/entity-fixtures.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { SearchField } from './search-field.tsx';
// Loaded before the tests (the field imports it on first use), so its dynamic import resolves at
// once rather than after a cold module transform on a busy machine.
import './search-suggestions.tsx';

const NAME = 'Search by id, hash, market, asset or validator';

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

function renderField() {
  const { container } = renderWithProviders(<Page />);
  return { field: screen.getByRole('combobox', { name: NAME }), container };
}

/** The suggestions' code has loaded: their (hidden) listbox is in the page. */
const boxLoaded = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('[role="listbox"]')).not.toBeNull());

beforeEach(() => {
  stubFetch({
    '/api/v2/assets': () => ({
      assets: connectionPage([assetRecord('a1'.repeat(32), 'USDC', 'USD Coin')]),
    }),
    '/api/v2/markets': () => ({ markets: connectionPage([]) }),
    '/api/v2/nodes': () => ({ nodes: connectionPage([]) }),
  });
});

afterEach(() => {
  window.localStorage.clear();
});

describe('the header search field before its suggestions have loaded', () => {
  it('hands what was typed and the focus to the combobox, which then suggests names', async () => {
    const user = userEvent.setup();
    const { field, container } = renderField();
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    await user.type(field, 'usd');
    await boxLoaded(container);

    const box = screen.getByRole('combobox', { name: NAME });
    expect((box as HTMLInputElement).value).toBe('usd');
    expect(document.activeElement).toBe(box);
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect((await within(listbox).findByRole('option')).textContent).toBe('USDCUSD CoinAsset');
    // More typing goes on where it left off.
    await user.keyboard('c');
    expect((box as HTMLInputElement).value).toBe('usdc');
  });

  it('leaves the focus where the user moved it while the combobox was loading', async () => {
    const { field, container } = renderField();
    fireEvent.focus(field); // starts loading the combobox
    fireEvent.change(field, { target: { value: 'weth' } });
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    await boxLoaded(container);
    expect(document.activeElement).toBe(notes);
    expect((screen.getByRole('combobox', { name: NAME }) as HTMLInputElement).value).toBe('weth');
  });

  it('searches on Enter as the combobox does, and remembers the search', async () => {
    const { field, container } = renderField();
    const id = 'cd'.repeat(32);
    // No focus event: the combobox is not asked for, so this is the field's own submit.
    fireEvent.change(field, { target: { value: `  ${id} ` } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText(`Now at /search?q=${id}`)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(container.querySelector('[role="listbox"]')).toBeNull();
    await waitFor(() =>
      expect(window.localStorage.getItem('tne.recentSearches')).toBe(JSON.stringify([id])),
    );
  });

  it('ignores an empty search', async () => {
    const { field } = renderField();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Now at /')).toBeTruthy();
  });

  it('takes the focus on "/", then gives it to the combobox', async () => {
    const user = userEvent.setup();
    const { container } = renderField();
    await user.keyboard('/');
    await boxLoaded(container);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: NAME }));
    expect((document.activeElement as HTMLInputElement).value).toBe('');
  });

  it('keeps its one input element when the recent searches open: a script holding it types on', async () => {
    window.localStorage.setItem('tne.recentSearches', JSON.stringify(['BTC']));
    const user = userEvent.setup();
    const { field } = renderField();
    await user.click(field);
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(within(recent).getByRole('option').textContent).toBe('BTC');
    expect(field.isConnected).toBe(true);
    expect(screen.getByRole('combobox', { name: NAME })).toBe(field);
    expect(document.activeElement).toBe(field);
    await user.type(field, 'usd');
    expect((field as HTMLInputElement).value).toBe('usd');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect((await within(listbox).findByRole('option')).textContent).toBe('USDCUSD CoinAsset');
  });
});
