import { describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { HOUR_NS, hourlyCandleId, latestNs, volume24h } from './volume-24h.ts';

const candle = (start: bigint, volume: string): Candle => ({
  start: start.toString(),
  lastUpdate: start.toString(),
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume,
});

// 2026-01-02 10:30 UTC in ns.
const NOW = 1767349800n * 1_000_000_000n;
const THIS_HOUR = NOW - (NOW % HOUR_NS);

describe('volume24h', () => {
  it('sums the current hour and the 23 before it', () => {
    const candles = [
      candle(THIS_HOUR, '5'),
      candle(THIS_HOUR - 23n * HOUR_NS, '7'),
      candle(THIS_HOUR - 24n * HOUR_NS, '1000'),
    ];
    expect(volume24h(candles, NOW.toString())).toBe('12');
  });

  it('adds exactly beyond 2^53', () => {
    const big = '9007199254740993';
    expect(
      volume24h([candle(THIS_HOUR, big), candle(THIS_HOUR - HOUR_NS, '1')], NOW.toString()),
    ).toBe('9007199254740994');
  });

  it('is 0 without candles', () => {
    expect(volume24h([], NOW.toString())).toBe('0');
  });

  it('names the hourly candle of a market', () => {
    expect(hourlyCandleId('ab')).toBe('trades_candle_1_hour_ab');
  });
});

describe('latestNs', () => {
  it('picks the latest timestamp exactly', () => {
    expect(latestNs(['1767349800000000001', '1767349800000000002', '5'])).toBe(
      '1767349800000000002',
    );
    expect(latestNs([])).toBe('0');
  });
});
