import { describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { CANDLES_W, candlesGeometry } from './candle-geometry.ts';

const candle = (
  start: number,
  open: string,
  close: string,
  low: string,
  high: string,
  volume = '1',
): Candle => ({
  start: String(start),
  lastUpdate: String(start),
  open,
  close,
  low,
  high,
  volume,
});

describe('candlesGeometry', () => {
  it('puts the newest candle at the right edge and scales prices to the range', () => {
    const g = candlesGeometry([
      candle(1, '100', '110', '90', '120', '2'),
      candle(2, '110', '95', '95', '115', '4'),
    ]);
    expect(g?.low).toBe(90n);
    expect(g?.high).toBe(120n);
    const [first, last] = g?.shapes ?? [];
    expect(first?.up).toBe(true);
    expect(last?.up).toBe(false);
    // 24-unit slots, 70 % wide bodies, right-aligned.
    expect(last?.x).toBe(CANDLES_W - 24 + 3.6);
    expect(first?.wickTop).toBe(10);
    expect(first?.wickBottom).toBe(220);
    expect(last?.volumeH).toBe(58);
    expect(first?.volumeH).toBe(29);
  });

  it('draws a flat market as a visible line', () => {
    const g = candlesGeometry([candle(1, '5', '5', '5', '5')]);
    expect(g?.shapes[0]?.bodyH).toBe(1);
  });

  it('has nothing to draw without candles', () => {
    expect(candlesGeometry([])).toBeUndefined();
  });
});
