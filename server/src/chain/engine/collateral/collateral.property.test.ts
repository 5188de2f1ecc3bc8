import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesMaker, globalReward, settlement } from './accounts.ts';
import { CollateralEngine } from './collateral-engine.ts';
import { marginLevels } from './margin.ts';
import { T0, trade } from './test-support.ts';

const MARKET = 'm1';
const X = 'x'; // settlement asset of m1
const Y = 'y'; // a second asset, only deposits/withdrawals/transfers
const party = fc.constantFrom('A', 'B', 'C');
const asset = fc.constantFrom(X, Y);
const amount = fc.bigInt({ min: 0n, max: 1_500n });
const weights = fc.array(fc.bigInt({ min: 0n, max: 5n }), { minLength: 3, maxLength: 3 });
const kind = <K extends string>(k: K) => fc.constant(k);

const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: kind('deposit'), party, asset, amount }) },
  { weight: 2, arbitrary: fc.record({ k: kind('withdraw'), party, asset, amount }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: kind('bond'),
      party,
      amount,
      release: fc.boolean(),
      slash: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: kind('transfer'),
      from: party,
      to: fc.constantFrom('A', 'B', 'C', 'reward'),
      asset,
      amount,
      feeFactor: fc.constantFrom('0', '0.001', '0.05'),
      delayed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: kind('deliver'), party, asset, amount }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: kind('fees'),
      buyer: party,
      seller: party,
      price: fc.bigInt({ min: 1n, max: 5_000n }),
      size: fc.bigInt({ min: 1n, max: 50n }),
      aggressor: fc.constantFrom(
        'SIDE_BUY' as const,
        'SIDE_SELL' as const,
        'SIDE_UNSPECIFIED' as const,
      ),
      mode: fc.constantFrom('continuous' as const, 'auction' as const, 'opening-auction' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: kind('margin'),
      party,
      openVolume: fc.bigInt({ min: -30n, max: 30n }),
      orders: fc.bigInt({ min: 0n, max: 10n }),
      mark: fc.bigInt({ min: 1n, max: 200n }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: kind('mtm'),
      v1: fc.bigInt({ min: -40n, max: 40n }),
      v2: fc.bigInt({ min: -40n, max: 40n }),
      last: fc.array(fc.bigInt({ min: 1n, max: 200n }), { minLength: 3, maxLength: 3 }),
      mark: fc.bigInt({ min: 1n, max: 200n }),
      positionDecimals: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: kind('confiscate'), party }) },
  { weight: 1, arbitrary: fc.record({ k: kind('payout'), asset, weights, which: fc.nat(2) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const PARTIES = ['A', 'B', 'C'] as const;
const factors = { makerFee: '0.0002', infrastructureFee: '0.0005', liquidityFee: '0.001' };
const scaling = { searchLevel: 1.1, initialMargin: 1.2, collateralRelease: 1.4 };

function apply(engine: CollateralEngine, o: Op): void {
  switch (o.k) {
    case 'deposit':
      return void engine.deposit(o.party, o.asset, o.amount);
    case 'withdraw':
      return void engine.withdraw(o.party, o.asset, o.amount);
    case 'bond':
      if (o.slash) return void engine.slashBond(o.party, MARKET, X, o.amount);
      if (o.release) return void engine.releaseBond(o.party, MARKET, X, o.amount);
      return void engine.bond(o.party, MARKET, X, o.amount);
    case 'transfer': {
      const to = o.to === 'reward' ? globalReward(o.asset) : o.to;
      const input = { from: o.from, to, asset: o.asset, amount: o.amount, feeFactor: o.feeFactor };
      return void engine.transferFunds({ ...input, deliverNow: !o.delayed });
    }
    case 'deliver':
      return void engine.deliverTransfer(o.party, o.asset, o.amount);
    case 'fees': {
      const t = trade({
        marketId: MARKET,
        buyer: o.buyer,
        seller: o.seller,
        price: o.price,
        size: o.size,
        aggressor: o.aggressor,
      });
      const scale = { positionDecimals: 1 };
      return void engine.settleTradeFees({ trade: t, asset: X, factors, scale, mode: o.mode });
    }
    case 'margin': {
      const levels = marginLevels({
        openVolume: o.openVolume,
        buyOrders: o.orders,
        sellOrders: o.orders,
        markPrice: o.mark,
        riskFactors: { long: '0.1', short: 0.12 },
        scaling,
        scale: { positionDecimals: 0 },
      });
      engine.checkOrderMargin(o.party, MARKET, X, levels);
      return void engine.updateMargin(o.party, MARKET, X, levels);
    }
    case 'mtm': {
      const volumes = [o.v1, o.v2, -o.v1 - o.v2];
      const positions = PARTIES.map((p, i) => ({
        party: p,
        openVolume: volumes[i] ?? 0n,
        lastMarkPrice: o.last[i] ?? 1n,
      }));
      const scale = { positionDecimals: o.positionDecimals };
      return void engine.markToMarket({
        market: MARKET,
        asset: X,
        positions,
        markPrice: o.mark,
        scale,
      });
    }
    case 'confiscate':
      return void engine.confiscateMargin(o.party, MARKET, X);
    case 'payout': {
      const shares = PARTIES.map((p, i) => ({ party: p, weight: o.weights[i] ?? 0n }));
      if (o.which === 0) return void engine.distributeInfrastructureFees(o.asset, shares);
      if (o.which === 1) return void engine.distributeLiquidityFees(MARKET, X, shares);
      return void engine.rewardPayout(o.asset, shares);
    }
  }
}

function checkInvariants(engine: CollateralEngine): void {
  for (const { account, balance } of engine.accounts()) {
    expect(balance, account.key).toBeGreaterThanOrEqual(0n);
  }
  const totals = engine.totalsByAsset();
  const net = engine.netDepositsByAsset();
  for (const a of new Set([...totals.keys(), ...net.keys()])) {
    expect(totals.get(a) ?? 0n, a).toBe(net.get(a) ?? 0n);
  }
  // transient accounts are empty between operations
  expect(engine.balance(settlement(MARKET, X))).toBe(0n);
  expect(engine.balance(feesMaker(MARKET, X))).toBe(0n);
}

function checkBlockOutput(engine: CollateralEngine): void {
  const { movements, changedAccounts } = engine.drainMovements();
  for (const m of movements) {
    expect(m.entries.length).toBeGreaterThan(0);
    for (const e of m.entries) {
      expect(e.amount).toBeGreaterThan(0n);
      expect(e.fromAccountBalance).toBeGreaterThanOrEqual(0n);
      expect(e.toAccountBalance).toBeGreaterThanOrEqual(0n);
      expect(e.fromAccount.assetId).toBe(e.toAccount.assetId);
    }
  }
  for (const c of changedAccounts) expect(engine.balance(c.account)).toBe(c.balance);
}

describe('collateral invariants', () => {
  it('never goes negative and per asset keeps balances = deposits − withdrawals', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 60 }), fc.nat(5), (ops, blockEvery) => {
        const engine = new CollateralEngine();
        engine.openAsset(X);
        engine.openMarket(MARKET, X);
        let now = T0;
        ops.forEach((o, i) => {
          apply(engine, o);
          checkInvariants(engine);
          if (i % (blockEvery + 1) === 0) {
            checkBlockOutput(engine);
            now += 1_000_000_000n;
            engine.beginBlock(now);
          }
        });
        checkBlockOutput(engine);
      }),
      { numRuns: 300 },
    );
  });
});
