import { describe, expect, it } from 'vitest';
import {
  bond,
  feesInfrastructure,
  general,
  globalReward,
  insurance,
  pendingTransfers,
} from './accounts.ts';
import { ASSET, MARKET, brief, engineWith } from './test-support.ts';

describe('liquidity bond', () => {
  it('moves general → bond (BOND_LOW) and back (BOND_HIGH), refusing more than the bond', () => {
    const engine = engineWith({ lp: 1_000n });
    expect(engine.bond('lp', MARKET, ASSET, 400n)).toEqual({ ok: true });
    expect(engine.releaseBond('lp', MARKET, ASSET, 150n)).toEqual({ ok: true });
    expect(engine.releaseBond('lp', MARKET, ASSET, 300n)).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_FUNDS',
      available: 250n,
    });
    expect(engine.bond('lp', MARKET, ASSET, 751n)).toMatchObject({ ok: false, available: 750n });
    expect(engine.slashBond('lp', MARKET, ASSET, 50n)).toEqual({ ok: true });
    expect(
      engine
        .drainMovements()
        .movements.flatMap((m) => m.entries)
        .map(brief),
    ).toEqual([
      ['BOND_LOW', 'lp.GENERAL', 'lp.BOND', 400n, 600n, 400n],
      ['BOND_HIGH', 'lp.BOND', 'lp.GENERAL', 150n, 250n, 750n],
      ['BOND_SLASHING', 'lp.BOND', '*.INSURANCE', 50n, 200n, 50n],
    ]);
    expect(engine.balance(bond('lp', MARKET, ASSET))).toBe(200n);
    expect(engine.balance(insurance(MARKET, ASSET))).toBe(50n);
  });
});

describe('transferFunds', () => {
  it('sends through pending transfers and charges the fee to the infrastructure account', () => {
    // fee = ⌊5000 × 0.001⌋ = 5, paid on top of the amount
    const engine = engineWith({ alice: 10_000n });
    const result = engine.transferFunds({
      from: 'alice',
      to: 'bob',
      asset: ASSET,
      amount: 5_000n,
      feeFactor: '0.001',
    });
    expect(result).toEqual({ ok: true });
    const { movements } = engine.drainMovements();
    expect(movements.length).toBe(1);
    expect(movements[0]?.entries.map(brief)).toEqual([
      ['TRANSFER_FUNDS_SEND', 'alice.GENERAL', '*.PENDING_TRANSFERS', 5_000n, 5_000n, 5_000n],
      ['INFRASTRUCTURE_FEE_PAY', 'alice.GENERAL', '*.FEES_INFRASTRUCTURE', 5n, 4_995n, 5n],
      ['TRANSFER_FUNDS_DISTRIBUTE', '*.PENDING_TRANSFERS', 'bob.GENERAL', 5_000n, 0n, 5_000n],
    ]);
  });

  it('refuses when the amount plus the fee is not available', () => {
    // 4995 + ⌊4.995⌋ = 4999 > 4995
    const engine = engineWith({ alice: 4_995n });
    const input = { from: 'alice', to: 'bob', asset: ASSET, amount: 4_995n, feeFactor: '0.001' };
    expect(engine.transferFunds(input)).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_FUNDS',
      available: 4_995n,
    });
    expect(engine.drainMovements().movements).toEqual([]);
  });

  it('holds a delayed transfer in pending transfers until delivered', () => {
    const engine = engineWith({ alice: 2_000n });
    const input = {
      from: 'alice',
      to: 'bob',
      asset: ASSET,
      amount: 1_000n,
      feeFactor: '0.001',
      deliverNow: false,
    };
    expect(engine.transferFunds(input)).toEqual({ ok: true });
    expect(engine.balance(pendingTransfers(ASSET))).toBe(1_000n);
    expect(engine.deliverTransfer('bob', ASSET, 1_000n)).toEqual({ ok: true });
    expect(engine.balance(general('bob', ASSET))).toBe(1_000n);
    expect(engine.balance(general('alice', ASSET))).toBe(999n);
  });
});

describe('epoch-end payouts', () => {
  it('empties the infrastructure-fee account to validators pro rata', () => {
    // two transfer fees build 1501: ⌊1 000 000 × 0.0015⌋ = 1500 and ⌊1000 × 0.001⌋ = 1
    const engine = engineWith({ alice: 2_000_000n });
    engine.transferFunds({
      from: 'alice',
      to: 'bob',
      asset: ASSET,
      amount: 1_000_000n,
      feeFactor: '0.0015',
    });
    engine.transferFunds({
      from: 'alice',
      to: 'bob',
      asset: ASSET,
      amount: 1_000n,
      feeFactor: '0.001',
    });
    expect(engine.balance(feesInfrastructure(ASSET))).toBe(1_501n);
    engine.drainMovements();
    // equal weights: 500 each, the leftover unit to the first
    const result = engine.distributeInfrastructureFees(ASSET, [
      { party: 'v1', weight: 7n },
      { party: 'v2', weight: 7n },
      { party: 'v3', weight: 7n },
    ]);
    expect(result).toEqual({
      ok: true,
      payouts: [
        { party: 'v1', amount: 501n },
        { party: 'v2', amount: 500n },
        { party: 'v3', amount: 500n },
      ],
    });
    expect(engine.balance(feesInfrastructure(ASSET))).toBe(0n);
    const types = engine.drainMovements().movements.flatMap((m) => m.entries.map((e) => e.type));
    expect(types).toEqual(Array(3).fill('TRANSFER_TYPE_INFRASTRUCTURE_FEE_DISTRIBUTE'));
  });

  it('pays rewards from the global reward account', () => {
    // alice funds the reward pool with a transfer: 1000 in, fee 1
    const engine = engineWith({ alice: 1_001n });
    const to = globalReward(ASSET);
    engine.transferFunds({ from: 'alice', to, asset: ASSET, amount: 1_000n, feeFactor: '0.001' });
    expect(engine.rewardPayout(ASSET, [{ party: 'p', weight: 1n }], 1_001n)).toMatchObject({
      ok: false,
      available: 1_000n,
    });
    const result = engine.rewardPayout(ASSET, [
      { party: 'p', weight: 3n },
      { party: 'q', weight: 1n },
    ]);
    expect(result).toEqual({
      ok: true,
      payouts: [
        { party: 'p', amount: 750n },
        { party: 'q', amount: 250n },
      ],
    });
    const last = engine.drainMovements().movements.at(-1);
    expect(last?.entries.map(brief)).toEqual([
      ['REWARD_PAYOUT', '*.GLOBAL_REWARD', 'p.GENERAL', 750n, 250n, 750n],
      ['REWARD_PAYOUT', '*.GLOBAL_REWARD', 'q.GENERAL', 250n, 0n, 250n],
    ]);
  });
});
