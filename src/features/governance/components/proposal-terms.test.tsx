// A new-market proposal names its settlement asset (USDC, not
// "c1b210…b95e") and shows its liquidity price range as a percentage, the one rendering of a range.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '#contract/governance.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ProposalTerms } from './proposal-terms.tsx';

const USDC = 'c1b210'.padEnd(60, '0') + 'b95e';
const page = <T,>(nodes: T[]) => ({
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
});

const newMarket = {
  instrument: {
    name: 'Bitcoin future',
    code: 'BTCUSD.MF23',
    future: { settlementAsset: USDC, quoteName: 'USD' },
  },
  decimalPlaces: '2',
  positionDecimalPlaces: '0',
  metadata: [],
  priceMonitoringParameters: { triggers: [] },
  simple: { factorLong: 0.1, factorShort: 0.1 },
  lpPriceRange: '0.95',
  linearSlippageFactor: '0.001',
  quadraticSlippageFactor: '0',
};

const proposal = {
  id: 'ab'.repeat(32),
  state: 'STATE_OPEN',
  terms: {
    closingTimestamp: '1',
    enactmentTimestamp: '2',
    validationTimestamp: '0',
    newMarket: { changes: newMarket },
  },
} as unknown as Proposal;

describe('ProposalTerms', () => {
  it('names the settlement asset by its symbol, the id on hover', async () => {
    stubFetch({
      '/api/v2/assets': () => ({
        assets: page([
          {
            id: USDC,
            status: 'STATUS_ENABLED',
            details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
          },
        ]),
      }),
    });
    renderWithProviders(<ProposalTerms proposal={proposal} />);
    const link = await screen.findByRole('link', { name: 'USDC' });
    expect(link.getAttribute('href')).toBe(`/assets/${USDC}`);
    expect(link.getAttribute('title')).toBe(USDC);
    expect(screen.queryByText('c1b210…b95e')).toBeNull();
  });

  it('shows the LP price range as a percentage', async () => {
    stubFetch({ '/api/v2/assets': () => ({ assets: page([]) }) });
    renderWithProviders(<ProposalTerms proposal={proposal} />);
    expect(await screen.findByText('95%')).toBeTruthy();
  });

  it('shows risk-model parameters to 4 significant digits, the exact values on hover', async () => {
    stubFetch({ '/api/v2/assets': () => ({ assets: page([]) }) });
    const logNormal = {
      ...proposal,
      terms: {
        ...proposal.terms,
        newMarket: {
          changes: {
            ...newMarket,
            simple: undefined,
            logNormal: {
              riskAversionParameter: 0.0001,
              tau: 0.0001140771161,
              params: { mu: 0, r: 0.016, sigma: 0.31 },
            },
          },
        },
      },
    } as unknown as Proposal;
    renderWithProviders(<ProposalTerms proposal={logNormal} />);
    const risk = await screen.findByText(
      'Log-normal (risk aversion 0.0001, tau 0.0001141, sigma 0.31)',
    );
    expect(risk.getAttribute('title')).toBe(
      'Log-normal (risk aversion 0.0001, tau 0.0001140771161, sigma 0.31)',
    );
  });
});
