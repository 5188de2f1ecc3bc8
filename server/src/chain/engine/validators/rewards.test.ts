import { describe, expect, it } from 'vitest';
import { feesInfrastructure, general, globalReward } from '../collateral/accounts.ts';
import { ASSET_IDS } from '../genesis/default/assets.ts';
import { delegate, heartbeat, smallNetwork, VOTE } from './test-network.ts';

const PARAMS = {
  'validators.epoch.length': '10s',
  'reward.staking.delegation.payoutFraction': '0.01',
  'reward.staking.delegation.maxPayoutPerEpoch': (5000n * VOTE).toString(),
  'reward.staking.delegation.maxPayoutPerParticipant': (400n * VOTE).toString(),
  'reward.staking.delegation.delegatorShare': '0.883',
  'reward.staking.delegation.minValidators': '5',
  'reward.staking.delegation.competitionLevel': '1.1',
  'reward.staking.delegation.optimalStakeMultiplier': '3',
  'reward.staking.delegation.minimumValidatorStake': (3000n * VOTE).toString(),
};
const { VOTE: VOTE_ASSET, USDC } = ASSET_IDS;

/** A funded network: 100 000 VOTE in the reward pool, 1 000 USDC units of infrastructure fees. */
function funded() {
  const net = smallNetwork(PARAMS);
  const c = net.state.collateral;
  const funder = net.state.role('whale')[0]!;
  c.deposit(funder, VOTE_ASSET, 100_000n * VOTE);
  c.transferFunds({
    from: funder,
    to: globalReward(VOTE_ASSET),
    asset: VOTE_ASSET,
    amount: 100_000n * VOTE,
    feeFactor: '0',
  });
  c.deposit(funder, USDC, 1000n);
  c.transferFunds({
    from: funder,
    to: feesInfrastructure(USDC),
    asset: USDC,
    amount: 1000n,
    feeFactor: '0',
  });
  return net;
}

const vote = (net: ReturnType<typeof funded>, party: string) =>
  net.state.collateral.balance(general(party, VOTE_ASSET));
const usdc = (net: ReturnType<typeof funded>, party: string) =>
  net.state.collateral.balance(general(party, USDC));

describe('epoch rewards', () => {
  it('split the staking budget by score, then between operator and delegators, capped per party', () => {
    const net = funded();
    net.block(1);
    net.block(2, [heartbeat(net, net.A), heartbeat(net, net.B)]);
    for (let h = 3; h <= 11; h++) net.block(h);
    // Budget: 1% of 100 000 = 1 000 VOTE. A and B both stake 10 000 of 20 000: optimal stake
    // 20 000 / 5 = 4 000, raw score 0.2 each, normalised 0.5 each → 500 VOTE each.
    // A: the holder gets 500 × 4 000 / 10 000 × 0.883 = 176.6, the operator the other 323.4.
    // B: its operator alone, 500, capped at 400.
    expect(vote(net, net.holder)).toBe((1766n * VOTE) / 10n);
    expect(vote(net, net.opA)).toBe((3234n * VOTE) / 10n);
    expect(vote(net, net.opB)).toBe(400n * VOTE);
    expect(net.state.collateral.balance(globalReward(VOTE_ASSET))).toBe(99_100n * VOTE);
    const a = net.state.validators.nodes.get(net.A)!;
    expect(a.reward).toEqual({
      rawValidatorScore: '0.2',
      performanceScore: '1',
      multisigScore: '1',
      validatorScore: '0.2',
      normalisedScore: '0.5',
      validatorStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    });
  });

  it('pay the infrastructure fees to the consensus validators the same way', () => {
    const net = funded();
    net.block(1);
    net.block(2, [heartbeat(net, net.A), heartbeat(net, net.B)]);
    for (let h = 3; h <= 11; h++) net.block(h);
    // 1 000 units: 500 to A (holder ⌊176.6⌋ = 176, operator 324), 500 to B.
    expect([usdc(net, net.holder), usdc(net, net.opA), usdc(net, net.opB)]).toEqual([
      176n,
      324n,
      500n,
    ]);
    expect(net.state.collateral.balance(feesInfrastructure(USDC))).toBe(0n);
  });

  it('pay nothing to a validator without heartbeats, nor to one off the multisig', () => {
    const net = funded();
    net.state.validators.nodes.get(net.B)!.onMultisig = false;
    net.block(1);
    for (let h = 2; h <= 11; h++) net.block(h);
    expect(vote(net, net.opA)).toBe(0n);
    expect(vote(net, net.opB)).toBe(0n);
    expect(net.state.validators.nodes.get(net.B)!.reward).toMatchObject({
      performanceScore: '0',
      multisigScore: '0',
      normalisedScore: '0',
    });
  });
});

describe('validator tiers', () => {
  it('promote a pending node with the minimum own stake, swap a silent consensus validator out', () => {
    const net = smallNetwork({ ...PARAMS, 'network.validators.tendermint.number': '2' });
    net.block(1);
    // Epoch 1: C has 1 000 of the 3 000 VOTE own stake needed; it tops up for epoch 2.
    net.block(2, [heartbeat(net, net.A), heartbeat(net, net.B), heartbeat(net, net.C)]);
    net.block(3, [delegate(net.opC, net.C, 2000n)]);
    for (let h = 4; h <= 11; h++) net.block(h);
    const v = net.state.validators;
    // Ranked with epoch 2's stake; the standby set may hold ⌊0.5 × 2⌋ = 1 node: C joins it.
    expect([v.nodes.get(net.C)!.previousStatus, v.nodes.get(net.C)!.status]).toEqual([
      'pending',
      'ersatz',
    ]);
    expect(v.nodes.get(net.C)!.ranking).toMatchObject({
      previousStatus: 'VALIDATOR_NODE_STATUS_PENDING',
      status: 'VALIDATOR_NODE_STATUS_ERSATZ',
      performanceScore: '1',
      votingPower: 0,
    });
    expect(Number(v.nodes.get(net.C)!.ranking.stakeScore)).toBeCloseTo(3000 / 23_000, 15);
    // Epoch 2: A stays silent; it ranks 0 and C (ranked above it) takes its seat.
    net.block(13, [heartbeat(net, net.B), heartbeat(net, net.C)]);
    for (let h = 14; h <= 22; h++) net.block(h);
    expect(v.nodes.get(net.A)!.status).toBe('ersatz');
    expect(v.nodes.get(net.C)!.status).toBe('tendermint');
    expect(v.nodes.get(net.A)!.ranking.rankingScore).toBe('0');
    const powers = [net.B, net.C].map((id) => v.nodes.get(id)!.ranking.votingPower);
    expect(powers[0]! + powers[1]!).toBe(10_000);
    expect(v.nodes.get(net.A)!.epochsOffline).toBe(1);
  });
});
