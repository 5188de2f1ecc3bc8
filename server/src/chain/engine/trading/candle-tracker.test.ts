import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS, candleId } from './candle-buckets.ts';
import { CandleTracker, marketCandles } from './candle-tracker.ts';

const T0 = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
const trade = (seconds: number, price: string, size: string) => ({
  price,
  size,
  timestamp: (T0 + BigInt(seconds) * 1_000_000_000n).toString(),
});
const market = 'ab'.repeat(32);

describe('CandleTracker', () => {
  it('reports every interval after a block with trades, nothing after one without', () => {
    const tracker = new CandleTracker(market);
    expect(tracker.update([])).toEqual([]);
    const first = tracker.update([trade(30, '10', '1'), trade(30, '12', '1')]);
    expect(first.map((c) => c.candleId)).toEqual(
      CANDLE_INTERVALS.map((i) => candleId(i.interval, market)),
    );
    expect(first[0]?.candleId).toBe(`trades_candle_1_minute_${market}`);
    expect(first.every((c) => c.candle.volume === '2' && c.candle.close === '12')).toBe(true);
  });

  it('starts a new candle in a new period and carries on the longer ones', () => {
    const tracker = new CandleTracker(market);
    tracker.update([trade(30, '10', '1'), trade(31, '12', '1')]);
    const [minute, fiveMinutes] = tracker.update([trade(70, '11', '5')]);
    expect(minute?.candle).toEqual({
      start: (T0 + 60_000_000_000n).toString(),
      lastUpdate: trade(70, '', '').timestamp,
      open: '11',
      high: '11',
      low: '11',
      close: '11',
      volume: '5',
    });
    expect(fiveMinutes?.candle).toEqual({
      start: T0.toString(),
      lastUpdate: trade(70, '', '').timestamp,
      open: '10',
      high: '12',
      low: '10',
      close: '11',
      volume: '7',
    });
  });
});

describe('marketCandles', () => {
  it('takes only the market’s trades of the block and keeps state per market', () => {
    const runtime = { id: market, candles: new CandleTracker(market) };
    const other = { id: 'cd'.repeat(32) };
    const block = [
      { trade: { ...trade(1, '5', '1'), marketId: market } },
      { trade: { ...trade(1, '9', '1'), marketId: other.id } },
    ];
    expect(marketCandles(runtime, block)[0]?.candle).toMatchObject({ open: '5', volume: '1' });
    expect(marketCandles(runtime, block.slice(1))).toEqual([]);
    expect(marketCandles(runtime, block)[0]?.candle).toMatchObject({ open: '5', volume: '2' });
  });
});
