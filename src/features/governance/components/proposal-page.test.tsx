import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '#contract/governance.ts';
import type { Vote } from '#contract/vote.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import type { ProposalTab } from '../proposal-tabs.ts';
import { ProposalPage } from './proposal-page.tsx';

const ID = 'ab'.repeat(32);
const VOTE_ASSET = 'cd'.repeat(32);
const TOKEN = 10n ** 18n;
const page = <T,>(nodes: T[]) => ({
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
});

const proposal: Proposal = {
  id: ID,
  reference: 'ref-1',
  partyId: 'ef'.repeat(32),
  state: 'STATE_OPEN',
  timestamp: '1767225600000000000',
  terms: {
    closingTimestamp: '1767229200',
    enactmentTimestamp: '1767232800',
    validationTimestamp: '0',
    updateNetworkParameter: { changes: { key: 'spam.protection.max.votes', value: '50' } },
  },
  rationale: {
    title: 'Raise the vote limit',
    description:
      '## Why\n\nMore **votes** per epoch. <img src=x onerror=alert(1)>\n\n[evil](javascript:alert(1)) and [docs](https://docs.example/)',
  },
  requiredParticipation: '0.00001',
  requiredMajority: '0.66',
};

const vote = (partyId: string, value: Vote['value'], tokens: bigint): Vote => ({
  partyId,
  value,
  proposalId: ID,
  timestamp: '1767225700000000000',
  totalGovernanceTokenBalance: (tokens * TOKEN).toString(),
  totalGovernanceTokenWeight: '0',
  totalEquityLikeShareWeight: '0',
});

const ROUTES: Record<string, unknown> = {
  [`/api/v2/governance?proposalId=${ID}`]: {
    data: { proposal, yes: [], no: [], yesParty: {}, noParty: {} },
  },
  '/api/v2/network/parameters/spam.protection.max.votes': {
    networkParameter: { key: 'spam.protection.max.votes', value: '40' },
  },
  '/api/v2/network/parameters/reward.asset': {
    networkParameter: { key: 'reward.asset', value: VOTE_ASSET },
  },
  [`/api/v2/asset/${VOTE_ASSET}`]: {
    asset: {
      id: VOTE_ASSET,
      status: 'STATUS_ENABLED',
      details: { name: 'Governance token', symbol: 'VOTE', decimals: '18', quantum: '1' },
    },
  },
  [`/api/v2/votes?proposalId=${ID}&pagination.first=500`]: {
    votes: page([vote('a', 'VALUE_YES', 700n), vote('b', 'VALUE_NO', 300n)]),
  },
};

function renderProposal(tab: ProposalTab = 'overview') {
  stubFetch(Object.fromEntries(Object.entries(ROUTES).map(([path, body]) => [path, () => body])));
  return renderWithProviders(<ProposalPage proposalId={ID} tab={tab} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProposalPage', () => {
  it('shows the rationale’s opening as text on the overview, linking to the whole of it', async () => {
    const { container } = renderProposal();
    const link = await screen.findByRole('link', { name: 'Read the rationale' });
    expect(link.getAttribute('href')).toBe(`/governance/${ID}?tab=rationale`);
    expect(link.parentElement?.textContent).toBe(
      'More votes per epoch. <img src=x onerror=alert(1)> Read the rationale',
    );
    expect(container.querySelector('img, script')).toBeNull();
    // The markdown renderer is not loaded for the overview.
    expect(screen.queryByRole('heading', { level: 3, name: 'Why' })).toBeNull();
  });

  it('renders the rationale tab as safe markdown', async () => {
    const { container } = renderProposal('rationale');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raise the vote limit' }),
    ).toBeTruthy();
    // The markdown renderer loads with the description (a lazy chunk): wait for it.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Why' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe(
      'https://docs.example/',
    );
  });

  it('compares the current value of the parameter with the proposed one', async () => {
    renderProposal();
    expect(await screen.findByText('40')).toBeTruthy();
    expect(screen.getByText('spam.protection.max.votes')).toBeTruthy();
    expect(screen.getByText(/^50/)).toBeTruthy();
  });

  it('tallies the votes against the required majority', async () => {
    renderProposal();
    const tally = await screen.findByRole('group', { name: 'Vote tally' });
    await within(tally).findByText(/700 VOTE/);
    expect(tally.textContent).toContain('700 VOTE · 1 voter(s) · 70%');
    expect(tally.textContent).toContain('needs more than 66% yes — met');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
