import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tallyVotes } from '../tally.ts';
import { ProposalTally } from './proposal-tally.tsx';

const TOKEN = { symbol: 'VOTE', decimals: 18 };
const vote = (partyId: string, value: 'VALUE_YES' | 'VALUE_NO', tokens: string) => ({
  partyId,
  value,
  timestamp: '1',
  totalGovernanceTokenBalance: tokens,
});

describe('ProposalTally', () => {
  it('shows token totals, the yes share and whether the majority is met', () => {
    const tally = tallyVotes({
      votes: [
        vote('a', 'VALUE_YES', '3000000000000000000000'),
        vote('b', 'VALUE_NO', '1000000000000000000000'),
      ],
      requiredMajority: '0.66',
      requiredParticipation: '0.00001',
    });
    render(<ProposalTally tally={tally} token={TOKEN} state="STATE_OPEN" reason={undefined} />);
    const group = screen.getByRole('group', { name: 'Vote tally' });
    expect(group.textContent).toContain('3,000 VOTE · 1 voter(s) · 75%');
    expect(group.textContent).toContain('1,000 VOTE · 1 voter(s)');
    expect(group.textContent).toContain('needs more than 66% yes — met');
    expect(group.textContent).toContain('cannot check it');
    expect(screen.queryByText('Network’s result')).toBeNull();
  });

  it('gives the network’s result once voting closed', () => {
    const tally = tallyVotes({
      votes: [],
      requiredMajority: '0.66',
      requiredParticipation: '0.01',
    });
    render(
      <ProposalTally
        tally={tally}
        token={undefined}
        state="STATE_DECLINED"
        reason="PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED"
      />,
    );
    expect(screen.getByText('Declined — Participation threshold not reached')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Vote tally' }).textContent).toContain(
      '0 (raw) voted',
    );
  });
});
