import { beforeEach, describe, expect, it } from 'vitest';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import type { NetworkState } from '../state/network-state.ts';
import { submitProposal, submitVote } from './proposal-handlers.ts';
import { attempt, NS, partyIds, START, testState, txContext } from './test-support.ts';

const NOW = START + 10n * NS;
const nowS = NOW / NS;

let state: NetworkState;
let whale: string;

beforeEach(async () => {
  state = await testState();
  whale = partyIds(state, 'whale')[0]!;
});

/** Terms closing and enacting comfortably within the default bounds (2m/3m .. 720h). */
function terms(change: Partial<ProposalTerms>, close = 200n, enact = 300n): ProposalTerms {
  return {
    closingTimestamp: (nowS + close).toString(),
    enactmentTimestamp: (nowS + enact).toString(),
    validationTimestamp: '0',
    ...change,
  };
}

const param = (key: string, value: string) => ({
  updateNetworkParameter: { changes: { key, value } },
});

/** Submits and returns [error, the recorded proposal]. */
function submit(t: ProposalTerms, party = whale) {
  const ctx = txContext(state, party, NOW);
  const error = attempt(() =>
    submitProposal(ctx, {
      reference: 'ref',
      terms: t,
      rationale: { title: 'T', description: 'D' },
    }),
  );
  const row = [...ctx.out.governance.proposals.values()][0];
  return { error, proposal: row?.data.proposal, ctx };
}

describe('proposal submission', () => {
  it('opens a valid proposal with the thresholds copied from the parameters', () => {
    const { error, proposal } = submit(terms(param('transfer.fee.factor', '0.002')));
    expect(error).toBeUndefined();
    expect(proposal).toMatchObject({
      state: 'STATE_OPEN',
      partyId: whale,
      requiredMajority: '0.66',
      requiredParticipation: '0.07',
    });
  });

  it.each([
    [
      'closing too soon',
      terms(param('transfer.fee.factor', '0.002'), 60n),
      'PROPOSAL_ERROR_CLOSE_TIME_TOO_SOON',
    ],
    [
      'closing too late',
      terms(param('transfer.fee.factor', '0.002'), 800n * 3600n, 801n * 3600n),
      'PROPOSAL_ERROR_CLOSE_TIME_TOO_LATE',
    ],
    [
      'enacting too soon',
      terms(param('transfer.fee.factor', '0.002'), 130n, 150n),
      'PROPOSAL_ERROR_ENACT_TIME_TOO_SOON',
    ],
    [
      'enacting too late',
      terms(param('transfer.fee.factor', '0.002'), 200n, 800n * 3600n),
      'PROPOSAL_ERROR_ENACT_TIME_TOO_LATE',
    ],
    [
      'enacting before closing',
      terms(param('transfer.fee.factor', '0.002'), 400n, 300n),
      'PROPOSAL_ERROR_INCOMPATIBLE_TIMESTAMPS',
    ],
    [
      'an unknown parameter',
      terms(param('market.fee.factors.takerFee', '0.1')),
      'PROPOSAL_ERROR_NETWORK_PARAMETER_INVALID_KEY',
    ],
    [
      'a value of the wrong type',
      terms(param('market.auction.minimumDuration', '30 seconds')),
      'PROPOSAL_ERROR_NETWORK_PARAMETER_VALIDATION_FAILED',
    ],
    [
      'an empty value',
      terms(param('transfer.fee.factor', '')),
      'PROPOSAL_ERROR_NETWORK_PARAMETER_INVALID_VALUE',
    ],
    [
      'an unknown market',
      terms({ updateMarket: { marketId: 'ab'.repeat(32), changes: {} as never } }),
      'PROPOSAL_ERROR_INVALID_MARKET',
    ],
    [
      'an unknown asset',
      terms({ updateAsset: { assetId: 'ab'.repeat(32), changes: { quantum: '1' } } }),
      'PROPOSAL_ERROR_INVALID_ASSET',
    ],
  ])('rejects %s', (_name, t, reason) => {
    const { error, proposal } = submit(t);
    expect(error).toBeTruthy();
    expect(proposal?.state).toBe('STATE_REJECTED');
    expect(proposal?.reason).toBe(reason);
    expect(proposal?.errorDetails).toBe(error);
  });

  it('rejects a proposer holding fewer associated tokens than the minimum', () => {
    const { error, proposal } = submit(
      terms(param('transfer.fee.factor', '0.002')),
      'cd'.repeat(32),
    );
    expect(proposal?.reason).toBe('PROPOSAL_ERROR_INSUFFICIENT_TOKENS');
    expect(error).toMatch(
      /^proposer have insufficient governance token, expected >= 1000000000000000000 got 0/,
    );
  });

  it('rejects a new asset whose ERC-20 contract another asset uses', () => {
    const used = state.genesis.assets.find((a) => a.details.erc20)!.details.erc20!.contractAddress;
    const { proposal } = submit(
      terms({
        validationTimestamp: (nowS + 20n).toString(),
        newAsset: {
          changes: {
            name: 'Copy',
            symbol: 'CPY',
            decimals: '18',
            quantum: '1',
            erc20: { contractAddress: used, lifetimeLimit: '1', withdrawThreshold: '1' },
          },
        },
      }),
    );
    expect(proposal?.reason).toBe('PROPOSAL_ERROR_ERC20_ADDRESS_ALREADY_IN_USE');
  });

  it('rejects a new market with more decimals than its settlement asset', () => {
    const m = state.genesis.markets[0]!;
    const { proposal } = submit(
      terms({
        newMarket: {
          changes: {
            instrument: {
              name: m.instrument.name,
              code: 'NEW.CODE',
              future: structuredClone(m.instrument.future) as never,
            },
            decimalPlaces: '19',
            positionDecimalPlaces: m.positionDecimalPlaces,
            metadata: [],
            priceMonitoringParameters: m.priceMonitoringParameters,
            liquidityMonitoringParameters: m.liquidityMonitoringParameters,
            ...(m.logNormal ? { logNormal: m.logNormal } : { simple: m.simple! }),
            lpPriceRange: m.lpPriceRange,
            linearSlippageFactor: m.linearSlippageFactor,
            quadraticSlippageFactor: m.quadraticSlippageFactor,
          },
        },
      }),
    );
    expect(proposal?.reason).toBe('PROPOSAL_ERROR_TOO_MANY_MARKET_DECIMAL_PLACES');
  });

  it('makes a new asset wait for the validators before voting opens', () => {
    const { proposal } = submit(
      terms({
        validationTimestamp: (nowS + 20n).toString(),
        newAsset: {
          changes: {
            name: 'Chainlink',
            symbol: 'LINK',
            decimals: '18',
            quantum: '1',
            erc20: {
              contractAddress: `0x${'5'.repeat(40)}`,
              lifetimeLimit: '1',
              withdrawThreshold: '1',
            },
          },
        },
      }),
    );
    expect(proposal?.state).toBe('STATE_WAITING_FOR_NODE_VOTE');
  });
});

describe('votes', () => {
  it('counts a party once, its latest vote, and refuses holders below the minimum', () => {
    const { proposal } = submit(terms(param('transfer.fee.factor', '0.002')));
    const id = proposal!.id;
    const entry = state.governance.proposals.get(id)!;
    submitVote(txContext(state, whale, NOW), { proposalId: id, value: 'VALUE_YES' });
    submitVote(txContext(state, whale, NOW), { proposalId: id, value: 'VALUE_NO' });
    expect([entry.yes.size, entry.no.size]).toEqual([0, 1]);
    expect(entry.no.get(whale)!.totalGovernanceTokenBalance).toBe(
      state.governance.associatedStake(whale).toString(),
    );
    const nobody = attempt(() =>
      submitVote(txContext(state, 'ef'.repeat(32), NOW), { proposalId: id, value: 'VALUE_YES' }),
    );
    expect(nobody).toBe('vote requires more tokens than party has');
    const unknown = attempt(() =>
      submitVote(txContext(state, whale, NOW), { proposalId: 'ab'.repeat(32), value: 'VALUE_YES' }),
    );
    expect(unknown).toBe('proposal not found');
  });
});
