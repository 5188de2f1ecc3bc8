import { describe, expect, it } from 'vitest';
import type { LiquidityProvision } from '#contract/liquidity.ts';
import { BlockOutput } from '../block/block-output.ts';
import { setStake } from '../liquidity/equity-shares.ts';
import type { NetworkState } from '../state/network-state.ts';
import { governanceTick } from './governance-tick.ts';
import { submitProposal, submitVote } from './proposal-handlers.ts';
import { attempt, NS, partyIds, START, testState, txContext } from './test-support.ts';

/** More tokens than anyone holds: only liquidity providers can vote on market updates. */
const HUGE = (10n ** 25n).toString();

/** Two providers on the first market, committing 3000 and 1000 (equity-like 0.75 and 0.25). */
async function marketWithProviders(): Promise<[NetworkState, string, string]> {
  const state = await testState({
    'governance.proposal.updateMarket.minClose': '5s',
    'governance.proposal.updateMarket.minEnact': '8s',
    'governance.proposal.updateMarket.minVoterBalance': HUGE,
  });
  state.time = START + 20n * NS;
  const marketId = state.markets[0]!.id;
  const [big, small] = partyIds(state, 'liquidity-provider') as [string, string];
  const book = state.governance.liquidity;
  for (const [party, amount] of [
    [big, 3000n],
    [small, 1000n],
  ] as const) {
    const lp = { id: `lp-${party}`, marketId, partyId: party, commitmentAmount: `${amount}` };
    setStake(book, marketId, lp.id, amount);
    book.set({ ...lp, status: 'STATUS_ACTIVE' } as LiquidityProvision);
  }
  return [state, big, small];
}

/** A metadata-only update of the first market, proposed by a whale; closes in 6 s. */
function proposeUpdate(state: NetworkState): string {
  const market = state.genesis.markets[0]!;
  const ctx = txContext(state, partyIds(state, 'whale')[0]!, state.time);
  submitProposal(ctx, {
    reference: 'lp-vote',
    terms: {
      closingTimestamp: (state.time / NS + 6n).toString(),
      enactmentTimestamp: (state.time / NS + 10n).toString(),
      validationTimestamp: '0',
      updateMarket: {
        marketId: state.markets[0]!.id,
        changes: {
          instrument: { code: market.instrument.code, future: market.instrument.future as never },
          metadata: [...market.metadata, 'lp-voted'],
          priceMonitoringParameters: market.priceMonitoringParameters,
          liquidityMonitoringParameters: market.liquidityMonitoringParameters,
          ...(market.logNormal ? { logNormal: market.logNormal } : { simple: market.simple! }),
          lpPriceRange: market.lpPriceRange,
          linearSlippageFactor: market.linearSlippageFactor,
          quadraticSlippageFactor: market.quadraticSlippageFactor,
        },
      },
    },
    rationale: { title: 'LP-voted update', description: '' },
  });
  return [...ctx.out.governance.proposals.keys()][0]!;
}

function vote(state: NetworkState, party: string, proposalId: string, yes: boolean) {
  return attempt(() =>
    submitVote(txContext(state, party, state.time), {
      proposalId,
      value: yes ? 'VALUE_YES' : 'VALUE_NO',
    }),
  );
}

/** Closes the vote (7 s on) and returns the proposal and its final votes. */
function close(state: NetworkState, id: string) {
  const out = new BlockOutput(21n, state.time + 7n * NS);
  governanceTick(state, out.timeNs, out);
  const entry = state.governance.proposals.get(id)!;
  const weights = Object.fromEntries(
    [...entry.yes.values(), ...entry.no.values()].map((v) => [
      v.partyId,
      v.totalEquityLikeShareWeight,
    ]),
  );
  return { proposal: entry.proposal, weights };
}

describe('market updates voted by liquidity providers', () => {
  it('lets providers vote without tokens; their equity-like share carries the update', async () => {
    const [state, big, small] = await marketWithProviders();
    const id = proposeUpdate(state);
    expect(vote(state, partyIds(state, 'trader')[0]!, id, true)).toBe(
      'vote requires more tokens than party has',
    );
    expect(vote(state, big, id, true)).toBeUndefined();
    expect(vote(state, small, id, false)).toBeUndefined();
    // Tokens: only the two providers' (under 5 % of all associated) voted. Shares: all voted,
    // yes 3000 / 4000 = 0.75 > 0.66.
    const { proposal, weights } = close(state, id);
    expect(proposal.state).toBe('STATE_PASSED');
    expect(weights).toEqual({ [big]: '0.75', [small]: '0.25' });
  });

  it('declines the update when the providers voting yes hold too little of the share', async () => {
    const [state, big, small] = await marketWithProviders();
    const id = proposeUpdate(state);
    vote(state, big, id, false);
    vote(state, small, id, true);
    // Yes 1000 / 4000 = 0.25 ≤ 0.66.
    const { proposal } = close(state, id);
    expect(proposal.state).toBe('STATE_DECLINED');
    expect(proposal.reason).toBe('PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED');
  });
});
