import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectionPage as connection } from '../../../testing/entity-fixtures.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { blockchain, meta, rpcBody, rpcError } from '../../../testing/fixtures/comet-rpc.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { validatorNode } from '../testing.ts';
import { TimeZoneContext } from '../../../components/ui/time-zone.tsx';
import { BlockDetails } from './block-details.tsx';

const ALICE = 'BA7816BF8F01CFEA414140DE5DAE2223B00361A3'; // SHA-256("abc"), first 20 bytes

function serve(latest: number) {
  const body = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
  return stubFetch({
    '/tm/block': (url) => {
      const h = Number(url.searchParams.get('height'));
      if (h > latest)
        return body(
          rpcError(
            `height ${h} must be less than or equal to the current blockchain height ${latest}`,
          ),
          404,
        );
      const m = meta(h, { proposer: ALICE, txs: 2 });
      return body(
        rpcBody({
          block_id: m.block_id,
          block: {
            header: m.header,
            data: { txs: ['e30=', 'e30='] },
            evidence: { evidence: [] },
            last_commit: null,
          },
        }),
      );
    },
    '/tm/status': () => {
      return body(
        rpcBody({
          node_info: {
            protocol_version: { p2p: '8', block: '11', app: '1' },
            id: 'x',
            listen_addr: '',
            network: 'test-chain',
            version: '0.38.0',
            channels: '',
            moniker: 'm',
            other: { tx_index: 'on', rpc_address: '' },
          },
          sync_info: {
            latest_block_hash: '',
            latest_app_hash: '',
            latest_block_height: String(latest),
            latest_block_time: meta(latest).header.time,
            earliest_block_hash: '',
            earliest_app_hash: '',
            earliest_block_height: '1',
            earliest_block_time: meta(1).header.time,
            catching_up: false,
          },
          validator_info: {
            address: '',
            pub_key: { type: 'tendermint/PubKeyEd25519', value: '' },
            voting_power: '0',
          },
        }),
      );
    },
    '/tm/blockchain': (url) => {
      return body(blockchain(url, latest));
    },
    '/api/v2/epoch': () => {
      return body({
        epoch: {
          seq: '9',
          timestamps: {
            startTime: '1',
            expiryTime: '2',
            endTime: '0',
            firstBlock: '50',
            lastBlock: '0',
          },
          validators: [],
          delegations: [],
        },
      });
    },
    '/api/v2/nodes': () => {
      return body({
        nodes: connection([validatorNode('n-alice', 'Alice', 'YWJj')]),
      });
    },
  });
}

/** What the route hands in for the block's transactions (the transactions feature's list). */
const transactions = (height: string, count: number) => (
  <p>
    {count} transactions of block {height}
  </p>
);

const field = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('BlockDetails', () => {
  it('shows the header, proposer, time, epoch, neighbours and transactions', async () => {
    serve(100);
    renderWithProviders(
      <TimeZoneContext.Provider value="UTC">
        <BlockDetails transactions={transactions} height="64" />
      </TimeZoneContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Block 64' })).toBeTruthy();
    // Block 64: 63 s after 2026-01-01T00:00:00Z.
    expect(field('Time').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-01-01T00:01:03.000Z',
    );
    // To the second in the chosen zone (UTC here), the nanosecond form only on hover: no
    // "00:01:03.000000000Z" read as a number with nine decimals.
    const exact = within(field('Time')).getByText('2026-01-01 00:01:03 UTC');
    expect(exact.getAttribute('title')).toBe('2026-01-01T00:01:03.000000000Z');
    expect(field('Time').textContent).not.toMatch(/\d\.\d{9}/);
    expect(await within(field('Epoch')).findByText('9')).toBeTruthy();
    const proposer = await within(field('Proposer')).findByRole('link', { name: 'Alice' });
    expect(proposer.getAttribute('href')).toBe('/validators/n-alice');
    expect(field('Proposer').textContent).toContain('BA7816');
    expect(field('Hash').textContent).toBe('40'.padStart(64, '0'));
    // Copied whole, like the proposer's address (full hash, selectable, copyable).
    expect(
      within(field('Hash')).getByRole('button', { name: `Copy ${'40'.padStart(64, '0')}` }),
    ).toBeTruthy();
    expect(field('Chain').textContent).toBe('test-chain');
    expect(screen.getByRole('link', { name: '← Block 63' }).getAttribute('href')).toBe(
      '/blocks/63',
    );
    expect(screen.getByRole('link', { name: 'Block 65 →' }).getAttribute('href')).toBe(
      '/blocks/65',
    );
    // Block 64 holds two transactions (data.txs): the slot gets its height and that count.
    const heading = screen.getByRole('heading', { name: 'Transactions' });
    expect(heading.nextElementSibling?.textContent).toBe('2 transactions of block 64');
  });

  it('counts down to a block not made yet, from the recent pace', async () => {
    serve(100);
    renderWithProviders(<BlockDetails transactions={transactions} height="130" />);
    expect(await screen.findByText('This block has not been made yet.')).toBeTruthy();
    // One block a second: block 130 is 30 blocks, so 30 s, after block 100.
    const eta = await waitFor(() => {
      const found = document.querySelector('.future-eta time');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(eta.getAttribute('dateTime')).toBe('2026-01-01T00:02:09.000Z');
    expect(screen.getByText(/one block every 1\.00 s/)).toBeTruthy();
    expect(screen.getByText(/30 blocks before it/)).toBeTruthy();
  });

  it('says a height that is not a number is not a block, without asking', async () => {
    const calls = serve(100);
    renderWithProviders(<BlockDetails transactions={transactions} height="12abc" />);
    expect(screen.getByRole('heading', { name: 'Block not found' })).toBeTruthy();
    expect(calls.filter((url) => url.pathname === '/tm/block')).toEqual([]);
  });
});
