import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Market } from '#contract/market.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { page, SIGNER_KEY, specFixture } from '../fixtures.ts';
import eurusd from '../../../testing/fixtures/market-eurusd.json';
import { OracleSpecPage } from './oracle-spec-page.tsx';
import { OracleSpecsList, type SpecStatusFilter } from './oracle-specs-list.tsx';

// The EURUSD.MF23 market as the data node served it: it settles with PRICE and terminates
// with END (its configuration names both specs).
const market = eurusd as unknown as Market;
const PRICE = 'd617090ccc6d5fa1da86d78d45ba7035646ec0662cef40cf590cabc1f8461ac2';
const END = '3a6d73244d8352f250d78ef929a1c3f9fbce286448c8ef50170ffba4394671bb';
const SPARE = 'ab'.repeat(32);

const specs = [
  specFixture(PRICE),
  specFixture(END, {
    data: {
      external: {
        oracle: {
          signers: [{ ethAddress: { address: '0xcb0c4749724dcaf98808562dac6676aa90807100' } }],
          filters: [
            {
              key: { name: 'trading.terminated.EURUSD.MF23', type: 'TYPE_BOOLEAN' },
              conditions: [{ operator: 'OPERATOR_EQUALS', value: 'true' }],
            },
          ],
        },
      },
    },
  }),
  specFixture(SPARE, { status: 'STATUS_DEACTIVATED' }),
];

const directoryRoutes = {
  '/api/v2/oracle/specs': () => ({
    oracleSpecs: page(specs.map((spec) => ({ externalDataSourceSpec: { spec } }))),
  }),
  '/api/v2/markets': () => ({ markets: page([market]) }),
  '/api/v2/nodes': () => ({ nodes: page([]) }),
};

function renderList(status: SpecStatusFilter = 'all') {
  const changes: SpecStatusFilter[] = [];
  renderWithProviders(<OracleSpecsList status={status} onStatusChange={(s) => changes.push(s)} />);
  return changes;
}

describe('OracleSpecsList', () => {
  it('lists each spec with its data, signers and the markets using it', async () => {
    stubFetch(directoryRoutes);
    renderList();
    const table = await screen.findByRole('table', { name: 'Oracle specs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const price = rows[0]!;
    expect(within(price).getByRole('link', { name: 'd61709…1ac2' }).getAttribute('href')).toBe(
      `/oracles/${PRICE}`,
    );
    expect(price.textContent).toContain('prices.EUR.value > 0');
    // The signer's key is a party: linked to its page, shortened.
    expect(within(price).getByRole('link', { name: 'd21c11…8582' }).getAttribute('href')).toBe(
      `/parties/${SIGNER_KEY}`,
    );
    expect(await within(price).findByRole('link', { name: 'EURUSD.MF23' })).toBeTruthy();
    expect(price.textContent).toContain('settlement price');
    const end = rows[1]!;
    expect(end.textContent).toContain('trading.terminated.EURUSD.MF23 = true');
    expect(end.textContent).toMatch(/Ethereum\s*0xcb0c…7100/);
    expect(end.textContent).toContain('trading termination');
    expect(rows[2]!.textContent).toContain('No market');
  });

  it('shows only the specs of the chosen status and asks for another', async () => {
    stubFetch(directoryRoutes);
    const changes = renderList('deactivated');
    const table = await screen.findByRole('table', { name: 'Oracle specs' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 of 3 specs')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    expect(changes).toEqual(['active']);
  });
});

describe('OracleSpecPage', () => {
  it('shows the spec and the data it matched, integer properties in their decimals', async () => {
    const calls = stubFetch({
      ...directoryRoutes,
      [`/api/v2/oracle/spec/${PRICE}`]: () => ({
        oracleSpec: { externalDataSourceSpec: { spec: specs[0] } },
      }),
      '/api/v2/oracle/data': () => ({
        oracleData: page([
          {
            externalData: {
              data: {
                signers: [{ pubKey: { key: SIGNER_KEY } }],
                // prices.EUR.value has 5 decimals (the spec's filter): 109000 → 1.09.
                data: [{ name: 'prices.EUR.value', value: '109000' }],
                matchedSpecIds: [PRICE, SPARE],
                broadcastAt: '1767225599000000000',
              },
            },
          },
        ]),
      }),
    });
    renderWithProviders(<OracleSpecPage specId={PRICE} />);
    expect(await screen.findByRole('link', { name: 'EURUSD.MF23' })).toBeTruthy();
    const data = await screen.findByRole('table', { name: 'Oracle data' });
    const value = within(data).getByText('1.09');
    expect(value.getAttribute('title')).toBe('109000 (5 decimals)');
    // The other spec it matched links to its page; this one is not repeated.
    expect(within(data).getByRole('link', { name: 'ababab…abab' }).getAttribute('href')).toBe(
      `/oracles/${SPARE}`,
    );
    expect(within(data).queryByRole('link', { name: 'd61709…1ac2' })).toBeNull();
    // The data is asked for this spec only.
    const dataCall = calls.find((u) => u.pathname === '/api/v2/oracle/data');
    expect(dataCall?.searchParams.get('oracleSpecId')).toBe(PRICE);
  });

  it('says a malformed id is not a spec without asking the node', () => {
    const calls = stubFetch(directoryRoutes);
    renderWithProviders(<OracleSpecPage specId="nope" />);
    expect(screen.getByRole('heading', { name: 'Oracle spec not found' })).toBeTruthy();
    expect(calls.some((u) => u.pathname.startsWith('/api/v2/oracle/spec/'))).toBe(false);
  });
});
