import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionPage as connection } from '../../../testing/entity-fixtures.ts';
import { blockchain, meta } from '../../../testing/fixtures/comet-rpc.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { validatorNode as node } from '../testing.ts';
import { BlocksList } from './blocks-list.tsx';

// "abc" and "abd" in base64; their SHA-256 (first 20 bytes) are the addresses below, worked
// out with `printf abc | sha256sum`.
const ALICE_KEY = 'YWJj';
const ALICE = 'BA7816BF8F01CFEA414140DE5DAE2223B00361A3';
const BOB = 'A52D159F262B2C6DDB724A61840BEFC36EB30C88';
const BOB_KEY = 'YWJk';

/** A chain of `latest` blocks, Alice proposing the even heights and Bob the odd ones. */
function serve(latest: () => number) {
  const blockchainCalls: URL[] = [];
  stubFetch({
    '/tm/blockchain': (url) => {
      blockchainCalls.push(url);
      return blockchain(url, latest(), (h) =>
        meta(h, { proposer: h % 2 === 0 ? ALICE : BOB, txs: h % 7 }),
      );
    },
    '/api/v2/nodes': () => ({
      nodes: connection([node('n-alice', 'Alice', ALICE_KEY), node('n-bob', 'Bob', BOB_KEY)]),
    }),
  });
  return blockchainCalls;
}

const rows = () => document.querySelectorAll('table[aria-label="Blocks"] tbody tr[data-row-id]');
const rowHeights = () => Array.from(rows(), (tr) => tr.getAttribute('data-row-id'));

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('virtual-scroll') ? 400 : 0;
    },
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  vi.unstubAllGlobals();
});

describe('BlocksList', () => {
  it('lists the newest blocks first with height, time, proposer name and tx count', async () => {
    serve(() => 30);
    renderWithProviders(<BlocksList />);
    await waitFor(() => expect(rowHeights().slice(0, 3)).toEqual(['30', '29', '28']));
    const first = rows()[0] as HTMLTableRowElement;
    expect(first.querySelector('a[href="/blocks/30"]')?.textContent).toBe('30');
    // Block 30: 29 s after 2026-01-01T00:00:00Z.
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-01T00:00:29.000Z');
    await waitFor(() =>
      expect(first.querySelector('a[href="/validators/n-alice"]')).not.toBeNull(),
    );
    expect(first.querySelector('a[href="/validators/n-alice"]')?.getAttribute('title')).toBe(
      `CometBFT address ${ALICE}`,
    );
    const second = rows()[1] as HTMLTableRowElement;
    expect(second.querySelector('a[href="/validators/n-bob"]')?.textContent).toBe('Bob');
    // 29 % 7 = 1 transaction.
    expect(second.querySelector('td.col-txs')?.textContent).toBe('1');
  });

  it('puts new blocks on top while at the top (the newest page is read again)', async () => {
    let latest = 30;
    serve(() => latest);
    renderWithProviders(<BlocksList />);
    await waitFor(() => expect(rowHeights()[0]).toBe('30'));
    latest = 32;
    await waitFor(() => expect(rowHeights().slice(0, 3)).toEqual(['32', '31', '30']), {
      timeout: 5_000,
    });
  });

  it('scrolls through 2,000 blocks keeping at most 200 rows in the DOM', async () => {
    const calls = serve(() => 2_000);
    renderWithProviders(<BlocksList />);
    await waitFor(() => expect(rowHeights()[0]).toBe('2000'));
    const region = screen.getByRole('region', { name: 'Blocks (scrollable)' });
    let top = 0;
    Object.defineProperty(region, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => (top = value),
    });
    const loadedCount = () =>
      Number((screen.queryByText(/ loaded$/)?.textContent ?? '0').replace(/\D/g, ''));
    let most = 0;
    for (let loaded = loadedCount(); loaded < 2_000;) {
      top = Math.max(0, loaded - 5) * 40;
      act(() => region.dispatchEvent(new Event('scroll')));
      const before = loaded;
      await waitFor(() => expect(loadedCount()).toBeGreaterThan(before));
      loaded = loadedCount();
      most = Math.max(most, rows().length);
    }
    expect(screen.getByText(`${(2000).toLocaleString()} loaded`)).toBeTruthy();
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(200);
    // The last page reached block 1 and asked for nothing below it.
    top = (2_000 - 5) * 40;
    act(() => region.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(rowHeights()).toContain('1'));
    expect(rows().length).toBeLessThanOrEqual(200);
    expect(calls.some((u) => u.searchParams.get('maxHeight') === '0')).toBe(false);
  }, 60_000);
});
