import { describe, expect, it } from 'vitest';
import { groupParameters, isGovernanceTokenAmount, prettyJsonValue } from './parameter-groups.ts';

const params = [
  { key: 'spam.protection.maxVotes', value: '3' },
  { key: 'governance.proposal.market.minClose', value: '48h0m0s' },
  { key: 'governance.proposal.asset.minClose', value: '1m' },
  { key: 'market.auction.minimumDuration', value: '30m' },
];

describe('groupParameters', () => {
  it('groups by the first key segment, sorted', () => {
    const groups = groupParameters(params);
    expect(groups.map((g) => g.prefix)).toEqual(['governance', 'market', 'spam']);
    expect(groups[0]?.parameters.map((p) => p.key)).toEqual([
      'governance.proposal.asset.minClose',
      'governance.proposal.market.minClose',
    ]);
  });

  it('keeps parameters whose key or value holds every word, ignoring case', () => {
    expect(groupParameters(params, 'MINCLOSE asset').flatMap((g) => g.parameters)).toEqual([
      { key: 'governance.proposal.asset.minClose', value: '1m' },
    ]);
    expect(groupParameters(params, '48h').flatMap((g) => g.parameters.map((p) => p.key))).toEqual([
      'governance.proposal.market.minClose',
    ]);
    expect(groupParameters(params, 'nothing-like-this')).toEqual([]);
  });
});

describe('prettyJsonValue', () => {
  it('formats JSON objects and leaves plain values alone', () => {
    expect(prettyJsonValue('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJsonValue('48h0m0s')).toBeUndefined();
    expect(prettyJsonValue('{broken')).toBeUndefined();
  });
});

describe('isGovernanceTokenAmount', () => {
  it('names the balances governance asks of every proposal kind, and no share or multiple', () => {
    for (const kind of ['market', 'updateMarket', 'asset', 'updateAsset', 'updateNetParam']) {
      expect(isGovernanceTokenAmount(`governance.proposal.${kind}.minProposerBalance`)).toBe(true);
      expect(isGovernanceTokenAmount(`governance.proposal.${kind}.minVoterBalance`)).toBe(true);
    }
    expect(isGovernanceTokenAmount('reward.staking.delegation.minimumValidatorStake')).toBe(true);
    expect(
      isGovernanceTokenAmount('governance.proposal.updateMarket.minProposerEquityLikeShare'),
    ).toBe(false);
    expect(isGovernanceTokenAmount('rewards.marketCreationQuantumMultiple')).toBe(false);
    expect(isGovernanceTokenAmount('reward.staking.delegation.minValidators')).toBe(false);
  });
});
