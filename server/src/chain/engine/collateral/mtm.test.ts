import { describe, expect, it } from 'vitest';
import { general, insurance, margin, settlement } from './accounts.ts';
import type { CollateralEngine } from './collateral-engine.ts';
import { ASSET, MARKET, brief, engineWith } from './test-support.ts';

/** Moves each party's whole general balance into its margin account. */
function withMargins(engine: CollateralEngine, margins: Record<string, bigint>): void {
  for (const [party, amount] of Object.entries(margins)) {
    engine.ledger.transfer(
      general(party, ASSET),
      margin(party, MARKET, ASSET),
      amount,
      'TRANSFER_TYPE_MARGIN_LOW',
      engine.now,
    );
  }
  engine.drainMovements();
}

describe('markToMarket', () => {
  it('settles a three-party example through the settlement account', () => {
    // Position decimals 1. Since the last mark (1000): A long 2.0, B short 1.5, C short 0.5;
    // then C sold 0.3 to A at 1037. New mark 1040:
    //   A: 20 × 40 + 3 × 3 = 809 → 80.9 → wins ⌊80.9⌋ = 80
    //   B: −15 × 40 = −600 → loses 60
    //   C: −5 × 40 − 3 × 3 = −209 → loses ⌈20.9⌉ = 21 (10 from margin, 11 from general)
    // collected 81, paid 80: the unit of rounding goes to the insurance pool.
    const engine = engineWith({ A: 500n, B: 100n, C: 110n });
    withMargins(engine, { A: 500n, B: 100n, C: 10n });
    const result = engine.markToMarket({
      market: MARKET,
      asset: ASSET,
      markPrice: 1_040n,
      scale: { positionDecimals: 1 },
      positions: [
        { party: 'A', openVolume: 20n, lastMarkPrice: 1_000n },
        { party: 'B', openVolume: -15n, lastMarkPrice: 1_000n },
        { party: 'C', openVolume: -5n, lastMarkPrice: 1_000n },
        { party: 'C', openVolume: -3n, lastMarkPrice: 1_037n },
        { party: 'A', openVolume: 3n, lastMarkPrice: 1_037n },
      ],
    });
    expect(result).toEqual({
      parties: [
        { party: 'B', due: -60n, settled: -60n, lossSocialisation: 0n },
        { party: 'C', due: -21n, settled: -21n, lossSocialisation: 0n },
        { party: 'A', due: 80n, settled: 80n, lossSocialisation: 0n },
      ],
      insuranceUsed: 0n,
      unpaidLosses: 0n,
    });
    const { movements } = engine.drainMovements();
    expect(movements.length).toBe(1);
    expect(movements[0]?.entries.map(brief)).toEqual([
      ['MTM_LOSS', 'B.MARGIN', '*.SETTLEMENT', 60n, 40n, 60n],
      ['MTM_LOSS', 'C.MARGIN', '*.SETTLEMENT', 10n, 0n, 70n],
      ['MTM_LOSS', 'C.GENERAL', '*.SETTLEMENT', 11n, 89n, 81n],
      ['MTM_WIN', '*.SETTLEMENT', 'A.MARGIN', 80n, 1n, 580n],
      ['CLEAR_ACCOUNT', '*.SETTLEMENT', '*.INSURANCE', 1n, 0n, 1n],
    ]);
    expect(engine.balance(settlement(MARKET, ASSET))).toBe(0n);
    expect(engine.totalsByAsset().get(ASSET)).toBe(710n);
  });

  it('uses the insurance pool, then shares the pot pro rata among the winners', () => {
    // B short 10 from 100 to 110 owes 100 but holds 30 + insurance 3 = 33.
    // Wins 50 / 30 / 20 share 33: floors 16 / 9 / 6 (remainders .5 / .9 / .6), the two
    // leftover units go to the largest remainders: 16 / 10 / 7.
    const engine = engineWith({ B: 30n, ins: 3n });
    withMargins(engine, { B: 30n });
    engine.ledger.transfer(
      general('ins', ASSET),
      insurance(MARKET, ASSET),
      3n,
      'TRANSFER_TYPE_MARGIN_CONFISCATED',
      engine.now,
    );
    const result = engine.markToMarket({
      market: MARKET,
      asset: ASSET,
      markPrice: 110n,
      scale: { positionDecimals: 0 },
      positions: [
        { party: 'A', openVolume: 5n, lastMarkPrice: 100n },
        { party: 'D', openVolume: 3n, lastMarkPrice: 100n },
        { party: 'E', openVolume: 2n, lastMarkPrice: 100n },
        { party: 'B', openVolume: -10n, lastMarkPrice: 100n },
      ],
    });
    expect(result.parties).toEqual([
      { party: 'B', due: -100n, settled: -30n, lossSocialisation: 0n },
      { party: 'A', due: 50n, settled: 16n, lossSocialisation: 34n },
      { party: 'D', due: 30n, settled: 10n, lossSocialisation: 20n },
      { party: 'E', due: 20n, settled: 7n, lossSocialisation: 13n },
    ]);
    expect(result.insuranceUsed).toBe(3n);
    expect(result.unpaidLosses).toBe(67n);
    expect(engine.balance(settlement(MARKET, ASSET))).toBe(0n);
    expect(engine.balance(insurance(MARKET, ASSET))).toBe(0n);
  });

  it('does nothing when the mark price has not moved', () => {
    const engine = engineWith();
    const result = engine.markToMarket({
      market: MARKET,
      asset: ASSET,
      markPrice: 100n,
      scale: { positionDecimals: 0 },
      positions: [{ party: 'A', openVolume: 5n, lastMarkPrice: 100n }],
    });
    expect(result.parties).toEqual([]);
    expect(engine.drainMovements().movements).toEqual([]);
  });
});
