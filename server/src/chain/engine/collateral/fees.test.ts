import { describe, expect, it } from 'vitest';
import { feesInfrastructure, feesLiquidity, feesMaker, general, margin } from './accounts.ts';
import { computeTradeFees } from './fees.ts';
import type { FeeFactors } from './fees.ts';
import { ASSET, MARKET, brief, engineWith, trade } from './test-support.ts';

const factors: FeeFactors = {
  makerFee: '0.0002',
  infrastructureFee: '0.0005',
  liquidityFee: '0.001',
};
// price 2 000 000 × size 15 at position decimals 1 (1.5 lots): notional 3 000 000
const scale = { positionDecimals: 1 };

describe('computeTradeFees', () => {
  it('charges the aggressor ⌈notional × factor⌉ of each fee in continuous trading', () => {
    // notional = 2 000 001 × 15 / 10 = 3 000 001.5
    // maker 600.0003 → 601, infrastructure 1500.00075 → 1501, liquidity 3000.0015 → 3001
    const t = trade({ price: 2_000_001n, aggressor: 'SIDE_SELL' });
    expect(computeTradeFees(t, factors, scale, 'continuous')).toEqual({
      buyer: { makerFee: 0n, infrastructureFee: 0n, liquidityFee: 0n },
      seller: { makerFee: 601n, infrastructureFee: 1501n, liquidityFee: 3001n },
    });
  });

  it('charges each side half (rounded up) of infrastructure and liquidity in auctions', () => {
    const t = trade({ price: 2_000_001n, aggressor: 'SIDE_UNSPECIFIED' });
    const half = { makerFee: 0n, infrastructureFee: 751n, liquidityFee: 1501n };
    expect(computeTradeFees(t, factors, scale, 'auction')).toEqual({ buyer: half, seller: half });
  });

  it('scales prices to asset units with the price factor', () => {
    // 2 000 000 × 100 × 15 / 10 = 300 000 000 → maker 60 000
    const fees = computeTradeFees(
      trade(),
      factors,
      { positionDecimals: 1, priceFactor: 100n },
      'continuous',
    );
    expect(fees.buyer.makerFee).toBe(60_000n);
  });
});

describe('settleTradeFees', () => {
  it('moves a continuous trade fee split and passes the maker fee to the passive side', () => {
    const engine = engineWith({ buyer: 10_000n });
    const fees = engine.settleTradeFees({
      trade: trade(),
      asset: ASSET,
      factors,
      scale,
      mode: 'continuous',
    });
    expect(fees).toEqual({
      buyerFee: { makerFee: '600', infrastructureFee: '1500', liquidityFee: '3000' },
      sellerFee: { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' },
    });
    const { movements } = engine.drainMovements();
    expect(movements.length).toBe(1);
    expect(movements[0]?.entries.map(brief)).toEqual([
      ['MAKER_FEE_PAY', 'buyer.GENERAL', '*.FEES_MAKER', 600n, 9_400n, 600n],
      ['INFRASTRUCTURE_FEE_PAY', 'buyer.GENERAL', '*.FEES_INFRASTRUCTURE', 1_500n, 7_900n, 1_500n],
      ['LIQUIDITY_FEE_PAY', 'buyer.GENERAL', '*.FEES_LIQUIDITY', 3_000n, 4_900n, 3_000n],
      ['MAKER_FEE_RECEIVE', '*.FEES_MAKER', 'seller.GENERAL', 600n, 0n, 600n],
    ]);
    expect(engine.balance(feesMaker(MARKET, ASSET))).toBe(0n);
    expect(engine.balance(feesInfrastructure(ASSET))).toBe(1_500n);
    expect(engine.balance(feesLiquidity(MARKET, ASSET))).toBe(3_000n);
  });

  it('takes fees from the margin account once the general account is empty', () => {
    const engine = engineWith({ buyer: 11_000n });
    engine.updateMargin('buyer', MARKET, ASSET, {
      maintenanceMargin: 10_000n,
      searchLevel: 10_000n,
      initialMargin: 10_000n,
      collateralReleaseLevel: 10_000n,
    });
    engine.drainMovements();
    engine.settleTradeFees({ trade: trade(), asset: ASSET, factors, scale, mode: 'continuous' });
    const [movement] = engine.drainMovements().movements;
    expect(movement?.entries.map(brief)).toEqual([
      ['MAKER_FEE_PAY', 'buyer.GENERAL', '*.FEES_MAKER', 600n, 400n, 600n],
      ['INFRASTRUCTURE_FEE_PAY', 'buyer.GENERAL', '*.FEES_INFRASTRUCTURE', 400n, 0n, 400n],
      ['INFRASTRUCTURE_FEE_PAY', 'buyer.MARGIN', '*.FEES_INFRASTRUCTURE', 1_100n, 8_900n, 1_500n],
      ['LIQUIDITY_FEE_PAY', 'buyer.MARGIN', '*.FEES_LIQUIDITY', 3_000n, 5_900n, 3_000n],
      ['MAKER_FEE_RECEIVE', '*.FEES_MAKER', 'seller.GENERAL', 600n, 0n, 600n],
    ]);
    expect(engine.balance(margin('buyer', MARKET, ASSET))).toBe(5_900n);
  });

  it('charges both sides half fees in an auction uncrossing', () => {
    const engine = engineWith({ buyer: 5_000n, seller: 5_000n });
    const t = trade({ aggressor: 'SIDE_UNSPECIFIED' });
    const fees = engine.settleTradeFees({
      trade: t,
      asset: ASSET,
      factors,
      scale,
      mode: 'auction',
    });
    const half = { makerFee: '0', infrastructureFee: '750', liquidityFee: '1500' };
    expect(fees).toEqual({ buyerFee: half, sellerFee: half });
    expect(engine.balance(general('buyer', ASSET))).toBe(2_750n);
    expect(engine.balance(general('seller', ASSET))).toBe(2_750n);
    expect(engine.balance(feesInfrastructure(ASSET))).toBe(1_500n);
    expect(engine.balance(feesLiquidity(MARKET, ASSET))).toBe(3_000n);
    const types = engine.drainMovements().movements.flatMap((m) => m.entries.map((e) => e.type));
    expect(types).not.toContain('TRANSFER_TYPE_MAKER_FEE_PAY');
  });

  it('charges nothing in the opening auction', () => {
    const engine = engineWith({ buyer: 5_000n, seller: 5_000n });
    const t = trade({ aggressor: 'SIDE_UNSPECIFIED' });
    const fees = engine.settleTradeFees({
      trade: t,
      asset: ASSET,
      factors,
      scale,
      mode: 'opening-auction',
    });
    expect(fees.buyerFee).toEqual({ makerFee: '0', infrastructureFee: '0', liquidityFee: '0' });
    expect(engine.drainMovements().movements).toEqual([]);
  });

  it('records what a short payer could actually pay', () => {
    const engine = engineWith({ buyer: 2_000n });
    const fees = engine.settleTradeFees({
      trade: trade(),
      asset: ASSET,
      factors,
      scale,
      mode: 'continuous',
    });
    expect(fees.buyerFee).toEqual({
      makerFee: '600',
      infrastructureFee: '1400',
      liquidityFee: '0',
    });
    expect(engine.balance(general('seller', ASSET))).toBe(600n);
    expect(engine.canPayFees('buyer', MARKET, ASSET, 1n)).toBe(false);
  });
});
