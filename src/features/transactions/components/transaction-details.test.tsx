import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BTC_MARKET, DERIVED_ID, makeTx, orderRecord, orderSubmission, USDC } from '../mocks.ts';
import { connection, marketNode } from '../testing.tsx';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { blockchain } from '../../../testing/fixtures/comet-rpc.ts';
import { connectionPage, nodeRecord } from '../../../testing/entity-fixtures.ts';
import { COMMANDS } from '../decode/command-fixtures.ts';
import { TransactionDetails } from './transaction-details.tsx';

const HASH = 'AB'.repeat(32);
const tx = makeTx('orderSubmission', orderSubmission, { hash: HASH });
const usdc = {
  id: USDC,
  details: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: '6',
    quantum: '1',
    erc20: null,
    builtinAsset: null,
  },
  status: 'STATUS_ENABLED',
};

/**
 * Lookups the page makes that these tests do not look at: validator names (nodes), proposal
 * titles (governances), the block's time (CometBFT) and its epoch. Answered "not found", as
 * from a node that has none: the page shows ids and no time instead.
 */
const UNSEEN = {
  '/api/v2/nodes': () => notFoundResponse(),
  '/api/v2/governances': () => notFoundResponse(),
};
const NO_BLOCK_TIME = {
  '/tm/blockchain': () => notFoundResponse(),
  '/api/v2/epoch': () => notFoundResponse(),
};

function stubNode(orderKnown: boolean) {
  return stubFetch({
    ...UNSEEN,
    ...NO_BLOCK_TIME,
    [`/rest/transactions/${HASH}`]: () => ({ transaction: tx }),
    '/api/v2/markets': () => ({
      markets: connection([marketNode(BTC_MARKET, 'BTCUSD', '2', '0', USDC)]),
    }),
    '/api/v2/assets': () => ({ assets: connection([usdc]) }),
    '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
    [`/api/v2/order/${DERIVED_ID}`]: () =>
      orderKnown ? { order: orderRecord(DERIVED_ID) } : notFoundResponse(),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('TransactionDetails', () => {
  it('shows the summary and the decoded command, whatever the letter case of the link', async () => {
    const calls = stubNode(false);
    renderWithProviders(<TransactionDetails hash={HASH.toLowerCase()} renderOrder={() => null} />);
    expect(await screen.findByText('Buy 5 BTCUSD @ 27,410.50 GTC')).toBeTruthy();
    expect(calls.some((u) => u.pathname === `/rest/transactions/${HASH}`)).toBe(true);
    const command = screen.getByRole('region', { name: 'Submit Order' });
    expect(await within(command).findByText('27,410.50')).toBeTruthy();
    expect(within(command).getByRole('link', { name: 'BTCUSD' }).getAttribute('href')).toBe(
      `/markets/${BTC_MARKET}`,
    );
    expect(screen.getByText('✓ Success')).toBeTruthy();
    expect(screen.getByText('Raw JSON')).toBeTruthy();
    // The order lookup answered 404: the derived id is shown, nothing is linked.
    expect(await screen.findByText(/No order was recorded under the id derived/)).toBeTruthy();
  });

  it('says when it happened: its block’s time and epoch, the block linked', async () => {
    const blockTx = makeTx('orderSubmission', orderSubmission, { hash: HASH, block: '64' });
    stubFetch({
      ...UNSEEN,
      [`/rest/transactions/${HASH}`]: () => ({ transaction: blockTx }),
      '/api/v2/markets': () => ({ markets: connection([]) }),
      '/api/v2/assets': () => ({ assets: connection([]) }),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
      [`/api/v2/order/${DERIVED_ID}`]: () => notFoundResponse(),
      '/tm/blockchain': (url) => blockchain(url, 80),
      '/api/v2/epoch': () => ({
        epoch: {
          seq: '12',
          timestamps: {
            startTime: '1',
            expiryTime: '2',
            endTime: '3',
            firstBlock: '60',
            lastBlock: '70',
          },
          validators: [],
          delegations: [],
        },
      }),
    });
    renderWithProviders(<TransactionDetails hash={HASH} renderOrder={() => null} />);
    const block = await screen.findByRole('link', { name: '64' });
    expect(block.getAttribute('href')).toBe('/blocks/64');
    // Block 64: 63 s after 2026-01-01T00:00:00Z.
    const time = await waitFor(() => {
      const found = document.querySelector('time[datetime="2026-01-01T00:01:03.000Z"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(time?.getAttribute('title')).toContain('2026-01-01T00:01:03.000000000Z');
    const epochTerm = screen.getByText('Epoch');
    expect(await within(epochTerm.nextElementSibling as HTMLElement).findByText('12')).toBeTruthy();
  });

  it('links the order the submission created', async () => {
    stubNode(true);
    renderWithProviders(
      <TransactionDetails hash={HASH} renderOrder={(id) => <p>aftermath of {id}</p>} />,
    );
    expect(await screen.findByText(`aftermath of ${DERIVED_ID}`)).toBeTruthy();
    const link = screen.getByRole('link', { name: /^1f3e71/ });
    expect(link.getAttribute('href')).toBe(`/orders/${DERIVED_ID}`);
  });

  it('reads a hostile market code’s proposal the right way round', async () => {
    // The probe's case: a right-to-left override in a market code reversed the words after it
    // ("Propose new market hcnuaL“ :32LJ.XF ”…"). Sent raw, as the data node sends it.
    const code = '\u202EXF.LJ23: “Launch”.JN24';
    const base = COMMANDS.proposalSubmission;
    const hostile = makeTx(
      'proposalSubmission',
      {
        ...base,
        terms: {
          ...base.terms,
          newMarket: {
            changes: {
              ...base.terms.newMarket!.changes,
              instrument: { ...base.terms.newMarket!.changes.instrument, code },
            },
          },
        },
        rationale: { title: 'Launch XF (JN24)', description: '' },
      },
      { hash: HASH },
    );
    stubFetch({
      ...UNSEEN,
      ...NO_BLOCK_TIME,
      [`/rest/transactions/${HASH}`]: () => ({ transaction: hostile }),
      '/api/v2/markets': () => ({ markets: connection([]) }),
      '/api/v2/assets': () => ({ assets: connection([]) }),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
    });
    const { container } = renderWithProviders(
      <TransactionDetails hash={HASH} renderOrder={() => null} />,
    );
    expect(
      await screen.findByText('Propose new market [RLO]XF.LJ23: “Launch”.JN24: “Launch XF (JN24)”'),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  });

  it('says an unknown hash is not found', async () => {
    const unknown = 'CD'.repeat(32);
    stubFetch({
      ...UNSEEN,
      [`/rest/transactions/${unknown}`]: () => notFoundResponse(),
      '/api/v2/markets': () => notFoundResponse(),
      '/api/v2/assets': () => notFoundResponse(),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
    });
    renderWithProviders(<TransactionDetails hash={unknown} />);
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeTruthy();
    expect(screen.getByText(/Nothing matches/)).toBeTruthy();
  });

  it('says why a malformed hash is not found, without asking the node', async () => {
    const calls = stubFetch({
      ...UNSEEN,
      '/api/v2/markets': () => notFoundResponse(),
      '/api/v2/assets': () => notFoundResponse(),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
    });
    renderWithProviders(<TransactionDetails hash="not-a-hash" />);
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeTruthy();
    expect(screen.getByText(/is not a valid id/)).toBeTruthy();
    expect(calls.some((u) => u.pathname.startsWith('/rest/'))).toBe(false);
  });

  it('names a validator that submitted it, not its key (names where ids have them)', async () => {
    const key = '63'.repeat(32);
    const nodeId = 'fa'.repeat(32);
    stubFetch({
      ...NO_BLOCK_TIME,
      '/api/v2/governances': () => notFoundResponse(),
      '/api/v2/nodes': () => ({
        nodes: connectionPage([{ ...nodeRecord(nodeId, 'Obsidian Harbor'), pubKey: key }]),
      }),
      [`/rest/transactions/${HASH}`]: () => ({ transaction: { ...tx, submitter: key } }),
      '/api/v2/markets': () => ({ markets: connection([]) }),
      '/api/v2/assets': () => ({ assets: connection([]) }),
      '/api/v2/network/parameters/reward.asset': () => notFoundResponse(),
      [`/api/v2/order/${DERIVED_ID}`]: () => notFoundResponse(),
    });
    renderWithProviders(<TransactionDetails hash={HASH} renderOrder={() => null} />);
    const submitter = (await screen.findByText('Submitter')).nextElementSibling as HTMLElement;
    const name = await within(submitter).findByRole('link', { name: 'Obsidian Harbor' });
    expect(name.getAttribute('href')).toBe(`/validators/${nodeId}`);
    expect(name.getAttribute('title')).toBe(key);
  });
});
