import { describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import {
  axisPrice,
  crosshairTimeLabel,
  legendFor,
  markDrawn,
  nothingDrawn,
  planUpdate,
  priceFormatFor,
  tickLabel,
  toBar,
  toVolume,
} from './chart-data.ts';

// 2026-01-01 00:00:00 UTC = 1767225600 s.
const T0 = 1_767_225_600;
const ns = (s: number) => `${s}000000000`;
const candle = (minute: number, over: Partial<Candle> = {}): Candle => ({
  start: ns(T0 + minute * 60),
  lastUpdate: ns(T0 + minute * 60 + 5),
  open: '10000',
  high: '12000',
  low: '9000',
  close: '11000',
  volume: '25',
  ...over,
});

describe('chart points', () => {
  it('scales integer prices and sizes by the market decimals, time in seconds', () => {
    const c = candle(2, { open: '123456', high: '130001', low: '99', close: '123450' });
    expect(toBar(c, 2)).toEqual({
      time: T0 + 120,
      open: 1234.56,
      high: 1300.01,
      low: 0.99,
      close: 1234.5,
    });
    expect(toVolume(c, 1)).toEqual({ time: T0 + 120, value: 2.5, up: false });
    expect(toVolume(candle(0), 0).up).toBe(true);
  });

  it('formats the price axis with the market’s decimals', () => {
    expect(priceFormatFor(2).minMove).toBe(0.01);
    expect(priceFormatFor(2).formatter(27540)).toBe('27,540.00');
    expect(priceFormatFor(0).minMove).toBe(1);
    expect(priceFormatFor(0).formatter(1234567.4)).toBe('1,234,567');
    expect(axisPrice(0.5, 3)).toBe('0.500');
  });
});

describe('legendFor', () => {
  it('shows the candle’s exact values and its change from open', () => {
    // open 100.00, close 110.00: +10.00, +10.00 %.
    expect(legendFor(candle(1), 2, 1, 'UTC')).toEqual({
      time: '2026-01-01 00:01',
      open: '100.00',
      high: '120.00',
      low: '90.00',
      close: '110.00',
      volume: '2.5',
      change: '+10.00 (+10.00%)',
      up: true,
    });
  });

  it('shows a fall with a minus sign and rounds the percentage', () => {
    // 30.00 → 29.99: −0.01 is −0.0333… % of open → −0.03 %.
    const l = legendFor(candle(0, { open: '3000', close: '2999' }), 2, 0, 'UTC');
    expect(l.change).toBe('−0.01 (−0.03%)');
    expect(l.up).toBe(false);
  });

  it('keeps values beyond 2^53 exact', () => {
    const l = legendFor(candle(0, { high: '123456789012345678901' }), 18, 0, 'UTC');
    expect(l.high).toBe('123.456789012345678901');
  });
});

describe('time labels', () => {
  // 2026-03-04 05:06:07 UTC.
  const t = Date.UTC(2026, 2, 4, 5, 6, 7) / 1000;
  it('labels ticks by their kind, in UTC when asked', () => {
    expect([0, 1, 2, 3, 4].map((kind) => tickLabel(t, kind, 'UTC'))).toEqual([
      '2026',
      'Mar',
      '4',
      '05:06',
      '05:06:07',
    ]);
    expect(crosshairTimeLabel(t, 'UTC')).toBe('2026-03-04 05:06');
  });

  it('uses the browser’s zone for local time', () => {
    const d = new Date(t * 1000);
    const hh = String(d.getHours()).padStart(2, '0');
    const mm = String(d.getMinutes()).padStart(2, '0');
    expect(tickLabel(t, 3, 'local')).toBe(`${hh}:${mm}`);
  });
});

describe('planUpdate', () => {
  const drawn = markDrawn(nothingDrawn(), [candle(0), candle(1), candle(2)]);

  it('draws from scratch the first time', () => {
    expect(planUpdate(nothingDrawn(), [candle(0)])).toEqual({ kind: 'reset' });
    expect(planUpdate(nothingDrawn(), [])).toEqual({ kind: 'none' });
  });

  it('updates the newest candle and appends new ones', () => {
    const newer = candle(2, { close: '11500', lastUpdate: ns(T0 + 150) });
    const next = candle(3);
    expect(planUpdate(drawn, [candle(0), candle(1), newer, next])).toEqual({
      kind: 'update',
      candles: [newer, next],
    });
  });

  it('does nothing when nothing changed, also when old candles left the window', () => {
    expect(planUpdate(drawn, [candle(0), candle(1), candle(2)])).toEqual({ kind: 'none' });
    expect(planUpdate(drawn, [candle(1), candle(2)])).toEqual({ kind: 'none' });
  });

  it('sets the data again when an older candle changed', () => {
    const changed = candle(1, { lastUpdate: ns(T0 + 100) });
    expect(planUpdate(drawn, [candle(0), changed, candle(2)])).toEqual({ kind: 'reset' });
  });

  it('remembers what was drawn', () => {
    const after = markDrawn(drawn, [candle(3)]);
    expect(after.lastTime).toBe(T0 + 180);
    expect(after.versions.size).toBe(4);
  });
});
