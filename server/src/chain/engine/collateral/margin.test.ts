import { describe, expect, it } from 'vitest';
import { general, insurance, margin } from './accounts.ts';
import { marginLevels } from './margin.ts';
import type { MarginLevels } from './margin.ts';
import { ASSET, MARKET, brief, engineWith } from './test-support.ts';

const scaling = { searchLevel: 1.1, initialMargin: 1.2, collateralRelease: 1.4 };
const riskFactors = { long: '0.1', short: '0.15' };

const levels = (maintenance: bigint, search: bigint, initial: bigint, release: bigint) =>
  ({
    maintenanceMargin: maintenance,
    searchLevel: search,
    initialMargin: initial,
    collateralReleaseLevel: release,
  }) satisfies MarginLevels;

describe('marginLevels', () => {
  it('takes the riskier of the long and short sides including open orders', () => {
    // long: 10 + 5 = 15 × 100 × 0.1 = 150; short: 30 − 10 = 20 × 100 × 0.15 = 300
    const input = {
      openVolume: 10n,
      buyOrders: 5n,
      sellOrders: 30n,
      markPrice: 100n,
      riskFactors,
      scaling,
      scale: { positionDecimals: 0 },
    };
    expect(marginLevels(input)).toEqual(levels(300n, 330n, 360n, 420n));
  });

  it('rounds up and applies position decimals and the price factor', () => {
    // 150 / 10² lots × 2503 × 100 × 0.15 = 56 317.5 → 56 318;
    // × 1.1 = 61 949.8 → 61 950; × 1.2 = 67 581.6 → 67 582; × 1.4 = 78 845.2 → 78 846
    const input = {
      openVolume: -150n,
      markPrice: 2_503n,
      riskFactors,
      scaling,
      scale: { positionDecimals: 2, priceFactor: 100n },
    };
    expect(marginLevels(input)).toEqual(levels(56_318n, 61_950n, 67_582n, 78_846n));
  });

  it('is zero without position or orders', () => {
    const input = {
      openVolume: 0n,
      markPrice: 100n,
      riskFactors,
      scaling,
      scale: { positionDecimals: 0 },
    };
    expect(marginLevels(input)).toEqual(levels(0n, 0n, 0n, 0n));
  });
});

describe('updateMargin', () => {
  it('tops up to initial below search, releases back to initial above release', () => {
    const engine = engineWith({ alice: 1_000n });
    const up = engine.updateMargin('alice', MARKET, ASSET, levels(300n, 330n, 360n, 420n));
    expect(up).toEqual({ moved: 360n, margin: 360n, distressed: false });

    const down = engine.updateMargin('alice', MARKET, ASSET, levels(100n, 110n, 120n, 140n));
    expect(down).toEqual({ moved: -240n, margin: 120n, distressed: false });

    // inside [search, release]: nothing moves
    const still = engine.updateMargin('alice', MARKET, ASSET, levels(105n, 116n, 126n, 147n));
    expect(still).toEqual({ moved: 0n, margin: 120n, distressed: false });

    expect(
      engine
        .drainMovements()
        .movements.flatMap((m) => m.entries)
        .map(brief),
    ).toEqual([
      ['MARGIN_LOW', 'alice.GENERAL', 'alice.MARGIN', 360n, 640n, 360n],
      ['MARGIN_HIGH', 'alice.MARGIN', 'alice.GENERAL', 240n, 120n, 880n],
    ]);
  });

  it('moves what the general account has and flags a party below maintenance', () => {
    const engine = engineWith({ bob: 50n });
    expect(engine.updateMargin('bob', MARKET, ASSET, levels(300n, 330n, 360n, 420n))).toEqual({
      moved: 50n,
      margin: 50n,
      distressed: true,
    });
    expect(engine.confiscateMargin('bob', MARKET, ASSET)).toBe(50n);
    expect(engine.balance(insurance(MARKET, ASSET))).toBe(50n);
    expect(engine.balance(margin('bob', MARKET, ASSET))).toBe(0n);
    const types = engine.drainMovements().movements.flatMap((m) => m.entries.map((e) => e.type));
    expect(types).toEqual(['TRANSFER_TYPE_MARGIN_LOW', 'TRANSFER_TYPE_MARGIN_CONFISCATED']);
  });

  it('releases everything when the levels drop to zero', () => {
    const engine = engineWith({ alice: 1_000n });
    engine.updateMargin('alice', MARKET, ASSET, levels(300n, 330n, 360n, 420n));
    engine.updateMargin('alice', MARKET, ASSET, levels(0n, 0n, 0n, 0n));
    expect(engine.balance(general('alice', ASSET))).toBe(1_000n);
  });
});

describe('checkOrderMargin', () => {
  const after = levels(300n, 330n, 360n, 420n);

  it('fails when margin + general cannot reach the initial level', () => {
    const engine = engineWith({ alice: 359n });
    expect(engine.checkOrderMargin('alice', MARKET, ASSET, after)).toEqual({
      ok: false,
      shortfall: 1n,
    });
    engine.deposit('alice', ASSET, 1n);
    expect(engine.checkOrderMargin('alice', MARKET, ASSET, after)).toEqual({
      ok: true,
      shortfall: 0n,
    });
  });

  it('passes when the margin account is already above the search level', () => {
    const engine = engineWith({ alice: 340n });
    engine.updateMargin('alice', MARKET, ASSET, levels(300n, 330n, 340n, 420n));
    expect(engine.balance(general('alice', ASSET))).toBe(0n);
    expect(engine.checkOrderMargin('alice', MARKET, ASSET, after).ok).toBe(true);
  });
});
