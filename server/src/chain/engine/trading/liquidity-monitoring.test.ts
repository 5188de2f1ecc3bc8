import { describe, expect, it } from 'vitest';
import { loadGenesis } from '../../../node/genesis-file.ts';
import { createMarketRuntime, type MarketRuntime } from '../state/market-runtime.ts';
import { liquidityFigures, tradedNotional } from './liquidity-monitoring.ts';

const NS = 1_000_000_000n;
const WINDOW = 10n * NS; // market value window in these tests

/**
 * BTCUSD.MF23: prices with 2 decimals, sizes with 4, settled in a 6-decimal asset. Target stake
 * window 10 s, scaling factor 2, risk factors long 0.1 / short 0.2.
 */
async function market(): Promise<MarketRuntime> {
  const genesis = await loadGenesis();
  const config = genesis.markets.find((m) => m.instrument.code === 'BTCUSD.MF23')!;
  const m = createMarketRuntime(
    {
      ...config,
      liquidityMonitoringParameters: {
        ...config.liquidityMonitoringParameters,
        targetStakeParameters: { timeWindow: '10', scalingFactor: 2 },
      },
    },
    0n,
    6,
  );
  Object.assign(m, { riskFactors: { long: '0.1', short: '0.2' } });
  m.markPrice = 2_000_000n; // 20,000.00
  return m;
}

/** A trade of `contracts` × 10^4 (4 position decimals) from seller to buyer at 20,000.00. */
function trade(m: MarketRuntime, buyer: string, seller: string, size: bigint, now: bigint) {
  m.positions.applyFill(buyer, size, m.markPrice, now);
  m.positions.applyFill(seller, -size, m.markPrice, now);
  return { price: m.markPrice.toString(), size: size.toString() };
}

describe('liquidityFigures', () => {
  it('target stake = mark × largest open interest in the window × larger risk factor × scaling', async () => {
    const m = await market();
    const supplied = 10_000_000_000n; // 10,000 USDC committed
    // t = 0: A buys 3 contracts from B. Open interest 3; 3 × 20,000 traded = 60,000 USDC.
    const t0 = [trade(m, 'A', 'B', 30_000n, 0n)];
    expect(tradedNotional(m, t0)).toBe(60_000_000_000n);
    const first = liquidityFigures(m, 0n, supplied, tradedNotional(m, t0), WINDOW);
    // 20,000 × 3 × 0.2 × 2 = 24,000 USDC.
    expect(first).toEqual({
      targetStake: 24_000_000_000n,
      suppliedStake: supplied,
      marketValueProxy: 60_000_000_000n,
    });

    // t = 5 s: A sells 2 back. Open interest 1, but 3 is still in the 10 s window; traded value
    // in the window 60,000 + 40,000.
    const t5 = [trade(m, 'B', 'A', 20_000n, 5n * NS)];
    const second = liquidityFigures(m, 5n * NS, supplied, tradedNotional(m, t5), WINDOW);
    expect(second.targetStake).toBe(24_000_000_000n);
    expect(second.marketValueProxy).toBe(100_000_000_000n);

    // t = 16 s: the window starts at 6 s. Open interest 1 → 20,000 × 1 × 0.2 × 2 = 8,000 USDC;
    // nothing traded in the window, so the proxy falls back to the supplied stake.
    const third = liquidityFigures(m, 16n * NS, supplied, 0n, WINDOW);
    expect(third).toEqual({
      targetStake: 8_000_000_000n,
      suppliedStake: supplied,
      marketValueProxy: supplied,
    });
  });
});
