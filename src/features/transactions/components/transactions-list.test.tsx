import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '#contract/transaction.ts';
import { blockchain } from '../../../testing/fixtures/comet-rpc.ts';
import { epochOfBlock } from '../../../testing/fixtures/epochs.ts';
import { makeTx, orderSubmission } from '../mocks.ts';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TransactionsList } from './transactions-list.tsx';

/** Transaction `index` of block `block`; its hash spells both, so rows are easy to read. */
const tx = (block: number, index: number): Transaction =>
  makeTx('orderSubmission', orderSubmission, {
    block: String(block),
    index,
    hash: `${block}`.padStart(32, '0') + `${index}`.padStart(32, '0'),
    cursor: `${block}.${index}`,
  });
const name = (t: Transaction) => `${t.block}.${t.index}`;

/** The directories the cells read names from: none known here (the rows show ids). */
const NO_DIRECTORIES = Object.fromEntries(
  [
    '/api/v2/markets',
    '/api/v2/assets',
    '/api/v2/nodes',
    '/api/v2/governances',
    '/api/v2/network/parameters/reward.asset',
  ].map((path) => [path, notFoundResponse]),
);

/**
 * Serves the list's first read with `listed`, and every later read of the first page (the
 * polling) with `head` once `release` is called (at once when `gated` is false).
 */
function serve(listed: Transaction[], head: Transaction[], gated = false) {
  let release: () => void = () => undefined;
  const gate = gated ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let reads = 0;
  stubFetch({
    ...NO_DIRECTORIES,
    '/rest/transactions': async () => {
      reads += 1;
      if (reads > 1) await gate;
      return { transactions: reads === 1 ? listed : head };
    },
    // Block times and epochs are not known here (the columns' own test below serves them).
    '/tm/blockchain': notFoundResponse,
    '/api/v2/epoch': notFoundResponse,
  });
  return { release: () => release() };
}

const rowNames = () =>
  Array.from(
    document.querySelectorAll('table[aria-label="Transactions"] tbody tr[data-row-id]'),
    (tr) => {
      const hash = tr.getAttribute('data-row-id') ?? '';
      return `${Number(hash.slice(0, 32))}.${Number(hash.slice(32))}`;
    },
  );

function scrollList(to: number) {
  const region = screen.getByRole('region', { name: 'Transactions (scrollable)' });
  let top = to;
  Object.defineProperty(region, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => (top = value),
  });
  const scrollTo = vi.fn(({ top: next }: { top: number }) => {
    top = next;
    region.dispatchEvent(new Event('scroll'));
  });
  region.scrollTo = scrollTo as unknown as typeof region.scrollTo;
  act(() => region.dispatchEvent(new Event('scroll')));
  return scrollTo;
}

beforeEach(() => {
  // jsdom has no layout: the scroll box gets a height so the virtualiser renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('virtual-scroll') ? 400 : 0;
    },
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('TransactionsList live (polled first page)', () => {
  const listed = [tx(10, 1), tx(10, 0)];

  it('puts newer transactions on top at once when the list is at the top', async () => {
    serve(listed, [tx(11, 0), tx(10, 2), ...listed]);
    renderWithProviders(<TransactionsList filters={{}} onFiltersChange={() => undefined} />);
    await waitFor(() => expect(rowNames()).toEqual(['11.0', '10.2', '10.1', '10.0']));
    expect(screen.getByText('4 loaded')).toBeTruthy();
  });

  it('when more arrived than a page holds, replaces the list with the newest page', async () => {
    // A full page (50) from blocks far above: the transactions in between are unknown.
    const newest = Array.from({ length: 50 }, (_, i) => tx(200, 49 - i));
    serve(listed, newest);
    renderWithProviders(<TransactionsList filters={{}} onFiltersChange={() => undefined} />);
    await waitFor(() => expect(rowNames()[0]).toBe('200.49'));
    expect(screen.getByText('50 loaded')).toBeTruthy();
    expect(rowNames()).not.toContain('10.1');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('while scrolled away keeps still and says "50+ new"; the notice resets to the newest', async () => {
    const newest = Array.from({ length: 50 }, (_, i) => tx(200, 49 - i));
    const { release } = serve(listed, newest, true);
    renderWithProviders(<TransactionsList filters={{}} onFiltersChange={() => undefined} />);
    await waitFor(() => expect(rowNames()).toEqual(listed.map(name)));
    const scrollTo = scrollList(300);
    release();
    const notice = await screen.findByRole('button', { name: '50+ new transactions' });
    expect(rowNames()).toEqual(listed.map(name));
    fireEvent.click(notice);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(rowNames()[0]).toBe('200.49'));
    expect(screen.queryByRole('button', { name: /new transaction/ })).toBeNull();
  });
});

describe('TransactionsList time and epoch (every transaction shows when it happened)', () => {
  it('shows each row’s block time and epoch, and links its block', async () => {
    const epochAsked: string[] = [];
    stubFetch({
      ...NO_DIRECTORIES,
      '/rest/transactions': () => ({ transactions: [tx(42, 1), tx(42, 0), tx(7, 3)] }),
      '/tm/blockchain': (url) => blockchain(url, 50),
      '/api/v2/epoch': (url) => {
        epochAsked.push(url.searchParams.get('block') ?? '');
        // Epoch 3 spans blocks 1–45, epoch 4 starts at 46.
        return epochOfBlock(url);
      },
    });
    renderWithProviders(<TransactionsList filters={{}} onFiltersChange={() => undefined} />);
    await waitFor(() => expect(rowNames()).toEqual(['42.1', '42.0', '7.3']));
    const row = (id: string) =>
      document.querySelector(`tr[data-row-id="${id}"]`) as HTMLTableRowElement;
    const first = row(tx(42, 1).hash);
    // Block 42 was made 41 s after 2026-01-01T00:00:00Z; block 7, 6 s after.
    await waitFor(() =>
      expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-01-01T00:00:41.000Z',
      ),
    );
    expect(first.querySelector('time')?.getAttribute('title')).toContain(
      '2026-01-01T00:00:41.000000000Z',
    );
    const third = row(tx(7, 3).hash);
    await waitFor(() =>
      expect(third.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-01-01T00:00:06.000Z',
      ),
    );
    await waitFor(() => expect(first.querySelector('td.col-epoch')?.textContent).toBe('3'));
    expect(third.querySelector('td.col-epoch')?.textContent).toBe('3');
    // At most one read per block (rows of one block share it).
    expect(epochAsked.sort()).toEqual(['42', '7']);
    expect(first.querySelector('a[href="/blocks/42"]')?.textContent).toBe('42');
  });
});
